import type { Review } from '@marquee/contracts';
import { Button } from '@marquee/ui';
import styled from 'styled-components';
import { REVIEW_MESSAGES } from './reviewMessages';

const Offer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** After the server refused a second review of the film: the way to the viewer's existing one. */
export function DuplicateReviewOffer({
  review,
  onEdit,
}: {
  review: Review;
  onEdit: (review: Review) => void;
}) {
  return (
    <Offer>
      <span>{REVIEW_MESSAGES.duplicate}</span>
      <Button $size="sm" $variant="secondary" onClick={() => onEdit(review)}>
        Edit Your Review
      </Button>
    </Offer>
  );
}
