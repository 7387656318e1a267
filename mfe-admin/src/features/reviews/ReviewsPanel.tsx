import { adminReviewsQuery, useDeleteReviewAsAdmin } from '@marquee/client';
import { Button, formatDate, StarRating } from '@marquee/ui';
import styled from 'styled-components';
import { ActionError } from '../../components/ActionError';
import { PagedTable } from '../../components/PagedTable';
import { Muted } from '../../components/Table';
import { useAdminAction } from '../../components/useAdminAction';
import { usePagedQuery } from '../../components/usePagedQuery';

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
export function ReviewsPanel() {
  const reviews = usePagedQuery(adminReviewsQuery);
  const deletion = useDeleteReviewAsAdmin();
  const { failure, run } = useAdminAction();

  const remove = (id: string) => {
    if (!window.confirm(DELETE_REVIEW_CONFIRM)) return;
    run(deletion, id, 'Error deleting review. Please try again.');
  };

  return (
    <>
      {failure && <ActionError {...failure} />}
      <PagedTable
        label="Reviews"
        pagerLabel="Reviews pages"
        columns={['Movie', 'Author', 'Rating', 'Date', 'Review', 'Actions']}
        actions
        query={reviews}
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
            <td>{formatDate(review.createdAt, 'medium')}</td>
            <ReviewText>
              {review.title && <strong>{review.title}: </strong>}
              {review.comment}
            </ReviewText>
            <td>
              <Button
                $variant="ghost"
                $size="sm"
                disabled={deletion.isPending}
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
