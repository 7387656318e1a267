import { ApiError, useReviewDetails } from '@marquee/client';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Button, Container, EmptyState, ErrorFallback, Spinner, useDocumentTitle, theme } from '@marquee/ui';
import styled from 'styled-components';
import { SharedReview } from './SharedReview';
import { useMovieMessages } from '../../messages';

const Frame = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  max-width: 52rem;
  padding-block: ${theme.space.xl} ${theme.space['3xl']};
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  padding-block: ${theme.space['2xl']};
  color: ${theme.colors.textMuted};
`;

/**
 * An unknown review, one whose author was hidden or who blocked the reader (or was blocked), and an id that
 * is no review id at all read alike: there is nothing here for this reader.
 */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /reviews/:reviewId: the review, or why it is not shown (loading, not found, a failure with Retry). */
export function ReviewScreen({ reviewId }: { reviewId: string }) {
  const { t } = useMovieMessages();
  const { data, error, refetch } = useReviewDetails(reviewId);
  useDocumentTitle(
    data
      ? t('review.documentTitle', { author: data.author.name, film: data.film.title })
      : error && isMissing(error)
        ? t('review.notFound')
        : null,
  );

  return (
    <Frame>{data ? <SharedReview details={data} /> : <ReviewStatus error={error} retry={refetch} />}</Frame>
  );
}

/** What shows until there is a review: loading, not found, or a failure with Retry. */
function ReviewStatus({ error, retry }: { error: Error | null; retry: () => unknown }) {
  const { t } = useMovieMessages();
  if (!error) {
    return (
      <Centered>
        <Spinner label={t('review.loading')} />
        <p aria-hidden="true">{t('review.loading')}</p>
      </Centered>
    );
  }
  if (isMissing(error)) {
    return (
      <EmptyState
        level={1}
        title={t('review.notFound')}
        message={t('review.notFoundText')}
        action={
          <Button as={Link} to={pageHref('home')}>
            {t('common.goHome')}
          </Button>
        }
      />
    );
  }
  return <ErrorFallback title={t('review.failed')} message={error.message} onRetry={() => void retry()} />;
}
