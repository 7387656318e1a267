import { type ProfileReview } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { formatDate, Section, StarRating } from '@marquee/ui';
import styled from 'styled-components';

const Reviews = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    display: -webkit-box;
    -webkit-line-clamp: 4;
    -webkit-box-orient: vertical;
    overflow: hidden;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/** The member's latest reviews, each linking to the review's own page (shareable). */
export function RecentReviews({ reviews }: { reviews: ProfileReview[] }) {
  return (
    <Section title="Recent reviews">
      <Reviews>
        {reviews.map((review) => (
          <Card key={review.id}>
            <h3>
              <Link to={pageHref('review', { reviewId: review.id })}>
                {review.title ? `${review.movieTitle}: ${review.title}` : review.movieTitle}
              </Link>
            </h3>
            <StarRating value={review.rating} size={14} />
            <p>{review.comment}</p>
            <small>{formatDate(review.createdAt, 'medium')}</small>
          </Card>
        ))}
      </Reviews>
    </Section>
  );
}
