import { deleteReviewAsAdmin, fetchAdminReviews } from '@marquee/client';
import { Button, StarRating } from '@marquee/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ActionError } from '../common/ActionError';
import { formatDate } from '../common/formatDate';
import { Pager } from '../common/Pager';
import { PanelState } from '../common/PanelState';
import { Muted, Table, TableScroller } from '../common/Table';
import { useAdminAction } from '../common/useAdminAction';
import { useAdminResource } from '../common/useAdminResource';
import { useLastPageClamp } from '../common/useLastPageClamp';

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
  const [page, setPage] = useState(1);
  const reviews = useAdminResource((signal) => fetchAdminReviews({ page }, signal), page);
  useLastPageClamp(reviews.data?.pagination, setPage);
  const { busy, failure, run } = useAdminAction(() => {
    reviews.reload();
    onChanged();
  });

  const remove = (id: string) => {
    if (!window.confirm(DELETE_REVIEW_CONFIRM)) return;
    void run(() => deleteReviewAsAdmin(id), 'Error deleting review. Please try again.');
  };

  const { data } = reviews;
  return (
    <>
      {failure && <ActionError {...failure} />}
      <PanelState loading={reviews.loading} error={reviews.error} hasData={data !== undefined} />
      {data && data.reviews.length === 0 && <Muted>No reviews yet.</Muted>}
      {data && data.reviews.length > 0 && (
        <>
          <TableScroller>
            <Table aria-label="Reviews">
              <thead>
                <tr>
                  <th scope="col">Movie</th>
                  <th scope="col">Author</th>
                  <th scope="col">Rating</th>
                  <th scope="col">Date</th>
                  <th scope="col">Review</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.reviews.map((review) => (
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
                ))}
              </tbody>
            </Table>
          </TableScroller>
          <Pager pagination={data.pagination} onPage={setPage} label="Reviews pages" />
        </>
      )}
    </>
  );
}
