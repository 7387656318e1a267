import { ApiError, useReviewDetails } from '@marquee/client';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Button, Container, EmptyState, ErrorFallback, Spinner, useDocumentTitle } from '@marquee/ui';
import styled from 'styled-components';
import { SharedReview } from './SharedReview';

const Frame = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 52rem;
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space['3xl']};
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space['2xl']};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * An unknown review, one whose author was hidden or who blocked the reader (or was blocked), and an id that
 * is no review id at all read alike: there is nothing here for this reader.
 */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /reviews/:reviewId: the review, or why it is not shown (loading, not found, a failure with Retry). */
export function ReviewScreen({ reviewId }: { reviewId: string }) {
  const { data, error, refetch } = useReviewDetails(reviewId);
  useDocumentTitle(
    data
      ? `${data.author.name} on ${data.film.title}`
      : error && isMissing(error)
        ? 'Review Not Found'
        : null,
  );

  return (
    <Frame>{data ? <SharedReview details={data} /> : <ReviewStatus error={error} retry={refetch} />}</Frame>
  );
}

/** What shows until there is a review: loading, not found, or a failure with Retry. */
function ReviewStatus({ error, retry }: { error: Error | null; retry: () => unknown }) {
  if (!error) {
    return (
      <Centered>
        <Spinner label="Loading the review..." />
        <p aria-hidden="true">Loading the review...</p>
      </Centered>
    );
  }
  if (isMissing(error)) {
    return (
      <EmptyState
        level={1}
        title="Review Not Found"
        message="This review does not exist or is no longer shown. The link may be mistyped."
        action={
          <Button as={Link} to={pageHref('home')}>
            Go Back Home
          </Button>
        }
      />
    );
  }
  return (
    <ErrorFallback title="Couldn't load this review" message={error.message} onRetry={() => void retry()} />
  );
}
