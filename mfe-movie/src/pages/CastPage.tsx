import { CastAndCrew } from '../features/cast/CastAndCrew';
import { SubPageFrame } from '../features/subpages/SubPageFrame';

export default function CastPage() {
  return (
    <SubPageFrame page="movieCast" title="Cast & Crew" testId="page-mfe_movie-CastPage">
      {(movie) => <CastAndCrew movie={movie} />}
    </SubPageFrame>
  );
}
