import { useParams } from '@marquee/router';
import { ReviewScreen } from '../features/review/ReviewScreen';

/** /reviews/:reviewId: one review on a page of its own, the address people share. */
export default function ReviewPage() {
  const { reviewId = '' } = useParams();
  return (
    <div data-testid="page-mfe_movie-ReviewPage">
      {/* Another review is another page: its vote and messages start afresh. */}
      <ReviewScreen key={reviewId} reviewId={reviewId} />
    </div>
  );
}
