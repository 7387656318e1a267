import { deleteReviewAsAdmin, fetchAdminReviews } from '@marquee/client';
import { Button, StarRating } from '@marquee/ui';
import styled from 'styled-components';
import { ActionError } from '../common/ActionError';
import { formatDate } from '../common/formatDate';
import { PagedTable } from '../common/PagedTable';
import { Muted } from '../common/Table';
import { useAdminAction } from '../common/useAdminAction';
import { usePagedAdminResource } from '../common/usePagedAdminResource';

const ReviewText = styled.td`
  min-width: 16rem;
  max-width: 32rem;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Rating = styled.td`
  white-space: nowrap;
  & > * + * {
    margin-inline-start: ${({ theme }) => theme.space.xxs};
  }
`;

const DELETE_REVIEW_CONFIRM = 'Are you sure you want to delete this review?';

/** The reviews tab: every review, 10 per page, newest first, each with Delete. */
export function ReviewsPanel({ onChanged }: { onChanged: () => void }) {
  const reviews = usePagedAdminResource((page, signal) => fetchAdminReviews({ page }, signal));
  const { busy, failure, run } = useAdminAction(() => {
    reviews.reload();
    onChanged();
  });

  const remove = (id: string) => {
    if (!window.confirm(DELETE_REVIEW_CONFIRM)) return;
    void run(() => deleteReviewAsAdmin(id), 'Error deleting review. Please try again.');
  };

  return (
    <>
      {failure && <ActionError {...failure} />}
      <PagedTable
        label="Reviews"
        pagerLabel="Reviews pages"
        columns={['Movie', 'Author', 'Rating', 'Date', 'Review', 'Actions']}
        actions
        resource={reviews}
        items={reviews.data?.reviews}
        emptyText="No reviews yet."
        renderRow={(review) => (
          <tr key={review._id}>
            <td>
              {review.movieTitle}
              <br />
              <Muted>#{review.movieId}</Muted>
            </td>
            <td>
              {review.user.name}
              <br />
              <Muted>{review.user.email}</Muted>
            </td>
            <Rating>
              <StarRating value={review.rating} size={12} />
              <Muted aria-hidden="true">{review.rating}/5</Muted>
            </Rating>
            <td>{formatDate(review.createdAt)}</td>
            <ReviewText>
              {review.title && <strong>{review.title}: </strong>}
              {review.comment}
            </ReviewText>
            <td>
              <Button
                $variant="ghost"
                $size="sm"
                disabled={busy}
                aria-label={`Delete the review of ${review.movieTitle} by ${review.user.name}`}
                onClick={() => remove(review._id)}
              >
                Delete
              </Button>
            </td>
          </tr>
        )}
      />
    </>
  );
}
