import { adminReviewsQuery, useDeleteReviewAsAdmin } from '@marquee/client';
import { Button, formatDate, StarRating, theme } from '@marquee/ui';
import styled from 'styled-components';
import { ActionError } from '../../components/ActionError';
import { PagedTable } from '../../components/PagedTable';
import { Muted } from '../../components/Table';
import { useAdminAction } from '../../components/useAdminAction';
import { usePagedQuery } from '../../components/usePagedQuery';
import { useAdminMessages } from '../../messages';

const ReviewText = styled.td`
  min-width: 16rem;
  max-width: 32rem;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Rating = styled.td`
  white-space: nowrap;
  & > * + * {
    margin-inline-start: ${theme.space.xxs};
  }
`;

/** The reviews tab: every review, 10 per page, newest first, each with Delete. */
export function ReviewsPanel() {
  const reviews = usePagedQuery(adminReviewsQuery);
  const { t } = useAdminMessages();
  const deletion = useDeleteReviewAsAdmin();
  const { failure, run } = useAdminAction();

  const remove = (id: string) => {
    if (!window.confirm(t('reviews.deleteConfirm'))) return;
    run(deletion, id, t('reviews.deleteFailed'));
  };

  return (
    <>
      {failure && <ActionError {...failure} />}
      <PagedTable
        label={t('reviews.label')}
        pagerLabel={t('reviews.pages')}
        columns={[
          t('reviews.colMovie'),
          t('reviews.colAuthor'),
          t('reviews.colRating'),
          t('reviews.colDate'),
          t('reviews.colReview'),
          t('reviews.colActions'),
        ]}
        actions
        query={reviews}
        items={reviews.data?.reviews}
        emptyText={t('reviews.empty')}
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
              <Muted>
                <bdi dir="ltr">{review.user.email}</bdi>
              </Muted>
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
                aria-label={t('reviews.deleteLabel', { movie: review.movieTitle, author: review.user.name })}
                onClick={() => remove(review._id)}
              >
                {t('reviews.delete')}
              </Button>
            </td>
          </tr>
        )}
      />
    </>
  );
}
