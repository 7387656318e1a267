import { CastAndCrew } from '../features/cast/CastAndCrew';
import { SubPageFrame } from '../features/subpages/SubPageFrame';
import { useMovieMessages } from '../messages';

export default function CastPage() {
  const { t } = useMovieMessages();
  return (
    <SubPageFrame page="movieCast" title={t('subPage.cast')} testId="page-mfe_movie-CastPage">
      {(movie) => <CastAndCrew movie={movie} />}
    </SubPageFrame>
  );
}
