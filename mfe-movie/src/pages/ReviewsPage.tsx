import { MovieReviews } from '../features/reviews/MovieReviews';
import { SubPageFrame } from '../features/subpages/SubPageFrame';
import { useMovieMessages } from '../messages';

export default function ReviewsPage() {
  const { t } = useMovieMessages();
  return (
    <SubPageFrame page="movieReviews" title={t('subPage.reviews')} testId="page-mfe_movie-ReviewsPage">
      {(movie) => <MovieReviews movie={movie} />}
    </SubPageFrame>
  );
}
