import {
  filmCardActions,
  movieListInfiniteQuery,
  unseenListInfiniteQuery,
  useDiscoveryMovies,
  type MovieListName,
  type PagedMovies,
} from '@marquee/client';
import { pageHref } from '@marquee/contracts/pages';
import { MovieRow, useBrowserIdle, useNearViewport } from '@marquee/ui';
import { memo, useDeferredValue } from 'react';
import { useBrowseMessages } from '../../messages';
import { MOVIES_PER_ROW } from './homeConstants';

interface ListRowProps {
  list: MovieListName;
  movies: PagedMovies;
  /** The row is in the page's first screenful (see MovieRow). */
  aboveFold?: boolean;
}

/** The first films of one list as a home row, with View All leading to the whole list. */
export const ListRow = memo(function ListRow({ list, movies, aboveFold = false }: ListRowProps) {
  const { t } = useBrowseMessages();
  return (
    <MovieRow
      title={t(`list.${list}`)}
      viewAllHref={pageHref('category', { category: list })}
      movies={movies.movies.slice(0, MOVIES_PER_ROW)}
      loading={movies.loading}
      error={movies.error}
      onRetry={movies.retry}
      renderAction={filmCardActions}
      aboveFold={aboveFold}
    />
  );
});

/**
 * A row below the fold: it asks for its films and renders its cards (each with a remote watchlist
 * button) once it comes near the viewport and the page is idle after its first paint, so on a slow
 * network the first screen does not share the bandwidth with it. Until then it shows its loading
 * skeleton, the same height.
 */
export function LaterListRow({ list }: { list: MovieListName }) {
  const [spot, near] = useNearViewport<HTMLDivElement>();
  const idle = useBrowserIdle();
  const movies = useDiscoveryMovies(
    movieListInfiniteQuery(list),
    (userId) => unseenListInfiniteQuery(list, userId),
    { enabled: near && idle },
  );
  // The films' arrival renders twenty cards: deferred, that happens in slices the browser can answer input
  // between, not in the one task a query's update would take.
  const shown = useDeferredValue(movies);
  return (
    <div ref={spot}>
      <ListRow list={list} movies={shown} />
    </div>
  );
}
