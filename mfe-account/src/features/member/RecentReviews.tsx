import { type ProfileReview } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { formatDate, Section, StarRating, theme } from '@marquee/ui';
import styled from 'styled-components';
import { CardGrid, GridCard } from '../../components/CardGrid';
import { useCommunityMessages } from '../../messages/community';

const Card = styled(GridCard)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  overflow-wrap: anywhere;

  h3 {
    font-size: ${theme.fontSizes.md};
  }
  p {
    display: -webkit-box;
    -webkit-line-clamp: 4;
    -webkit-box-orient: vertical;
    overflow: hidden;
    color: ${theme.colors.textMuted};
  }
  small {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.xs};
  }
`;

/** The member's latest reviews, each linking to the review's own page (shareable). */
export function RecentReviews({ reviews }: { reviews: ProfileReview[] }) {
  const { t } = useCommunityMessages();
  return (
    <Section title={t('member.recentReviews')}>
      <CardGrid>
        {reviews.map((review) => (
          <Card key={review.id}>
            <h3>
              <Link to={pageHref('review', { reviewId: review.id })}>
                {review.title
                  ? t('member.reviewTitle', { film: review.movieTitle, title: review.title })
                  : review.movieTitle}
              </Link>
            </h3>
            <StarRating value={review.rating} size={14} />
            <p>{review.comment}</p>
            <small>{formatDate(review.createdAt, 'medium')}</small>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
