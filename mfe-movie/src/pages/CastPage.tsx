import { CastAndCrew } from '../cast/CastAndCrew';
import { SubPageFrame } from '../subpages/SubPageFrame';

export default function CastPage() {
  return (
    <SubPageFrame page="cast" title="Cast & Crew" testId="page-mfe_movie-CastPage">
      {(movie) => <CastAndCrew movie={movie} />}
    </SubPageFrame>
  );
}
