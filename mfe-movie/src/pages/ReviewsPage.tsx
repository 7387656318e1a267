import { MovieReviews } from '../reviews/MovieReviews';
import { SubPageFrame } from '../subpages/SubPageFrame';

export default function ReviewsPage() {
  return (
    <SubPageFrame page="reviews" title="Reviews" testId="page-mfe_movie-ReviewsPage">
      {(movie) => <MovieReviews movie={movie} />}
    </SubPageFrame>
  );
}
