import { pageHref } from '@marquee/contracts/pages';
import { type Review } from '@marquee/contracts';
import { Link } from '@marquee/router';
import { Alert, formatDate, Heading, Panel, Spinner, StarRating, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useAccountMessages } from '../../messages/account';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  max-height: 28rem;
  margin: 0;
  padding: 0;
  padding-inline-end: ${theme.space.xs};
  overflow-y: auto;
  list-style: none;
`;

const Entry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xs};
`;

const Film = styled(Link)`
  font-weight: ${theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Comment = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

export interface YourReviewsProps {
  /** null while they load. */
  reviews: Review[] | null;
  /** How many the user has written (the heading's count). */
  count: number;
  error: string;
}

/** The profile's list of the user's own reviews: film, stars, comment and date; scrolls when long. */
export function YourReviews({ reviews, count, error }: YourReviewsProps) {
  const { t } = useAccountMessages();
  return (
    <Panel aria-labelledby="your-reviews">
      <Heading level={2} size="lg" id="your-reviews">
        {t('yourReviews.heading', { count })}
      </Heading>
      {error && <Alert tone="error">{error}</Alert>}
      {!reviews && !error && <Spinner label={t('yourReviews.loading')} />}
      {reviews?.length === 0 && <Muted>{t('yourReviews.empty')}</Muted>}
      {reviews && reviews.length > 0 && (
        <List aria-label={t('yourReviews.list')} tabIndex={0}>
          {reviews.map((review) => {
            // The author's words in the language they wrote them, whichever way it runs.
            const written = { lang: review.language ?? undefined, dir: 'auto' } as const;
            return (
              <Entry key={review.id}>
                <Top>
                  <Film to={pageHref('movie', { id: review.movieId })}>{review.movieTitle}</Film>
                  <StarRating value={review.rating} />
                </Top>
                {review.title && <strong {...written}>{review.title}</strong>}
                <Comment {...written}>{review.comment}</Comment>
                <Muted>{formatDate(review.createdAt, 'medium')}</Muted>
              </Entry>
            );
          })}
        </List>
      )}
    </Panel>
  );
}
