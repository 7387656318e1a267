import { MovieListGrid } from '../features/lists/MovieListGrid';

/** /top-rated: the top-rated films, the next page loading as the end of the grid comes near. */
export default function TopRatedPage() {
  return <MovieListGrid list="topRated" testId="page-mfe_browse-TopRatedPage" />;
}
