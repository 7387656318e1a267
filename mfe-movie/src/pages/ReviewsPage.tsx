import { MovieReviews } from '../features/reviews/MovieReviews';
import { SubPageFrame } from '../features/subpages/SubPageFrame';

export default function ReviewsPage() {
  return (
    <SubPageFrame page="movieReviews" title="Reviews" testId="page-mfe_movie-ReviewsPage">
      {(movie) => <MovieReviews movie={movie} />}
    </SubPageFrame>
  );
}
