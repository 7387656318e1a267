import { type MovieListName, type PagedList } from '@marquee/client';
import { type MovieSummary } from '@marquee/contracts';
import { MovieRow, useBrowserIdle, useNearViewport } from '@marquee/ui';
import { categoryHref, listTitles } from '../common/categories';
import { watchlistAction } from '../common/watchlistAction';
import { MOVIES_PER_ROW } from './homeConstants';
import { useMovieList } from './useMovieList';

interface ListRowProps {
  list: MovieListName;
  movies: PagedList<MovieSummary>;
  /** The row is in the page's first screenful (see MovieRow). */
  aboveFold?: boolean;
}

/** The first films of one list as a home row, with View All leading to the whole list. */
export function ListRow({ list, movies, aboveFold = false }: ListRowProps) {
  return (
    <MovieRow
      title={listTitles[list]}
      viewAllHref={categoryHref(list)}
      movies={movies.items.slice(0, MOVIES_PER_ROW)}
      loading={movies.loading}
      error={movies.error}
      onRetry={movies.retry}
      renderAction={watchlistAction}
      aboveFold={aboveFold}
    />
  );
}

/**
 * A row below the fold: it asks for its films and renders its cards (each with a remote watchlist
 * button) once it comes near the viewport and the page is idle after its first paint, so on a slow
 * network the first screen does not share the bandwidth with it. Until then it shows its loading
 * skeleton, the same height.
 */
export function LaterListRow({ list }: { list: MovieListName }) {
  const [spot, near] = useNearViewport<HTMLDivElement>();
  const idle = useBrowserIdle();
  const movies = useMovieList(list, near && idle);
  return (
    <div ref={spot}>
      <ListRow list={list} movies={movies} />
    </div>
  );
}
