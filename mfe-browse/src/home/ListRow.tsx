import { type MovieListName, type PagedList } from '@marquee/client';
import { type MovieSummary } from '@marquee/contracts';
import { MovieRow, useNearViewport } from '@marquee/ui';
import { categoryHref, listTitles } from '../common/categories';
import { watchlistAction } from '../common/watchlistAction';
import { MOVIES_PER_ROW } from './homeConstants';

/** The first films of one list as a home row, with View All leading to the whole list. */
export function ListRow({ list, movies }: { list: MovieListName; movies: PagedList<MovieSummary> }) {
  return (
    <MovieRow
      title={listTitles[list]}
      viewAllHref={categoryHref(list)}
      movies={movies.items.slice(0, MOVIES_PER_ROW)}
      loading={movies.loading}
      error={movies.error}
      onRetry={movies.retry}
      renderAction={watchlistAction}
    />
  );
}

/**
 * A row below the fold: its cards (each with a remote watchlist button) render as it comes near the
 * viewport; until then it shows its loading skeleton, the same height. The row itself stays mounted.
 */
export function LaterListRow({ list, movies }: { list: MovieListName; movies: PagedList<MovieSummary> }) {
  const [spot, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={spot}>
      <MovieRow
        title={listTitles[list]}
        viewAllHref={categoryHref(list)}
        movies={near ? movies.items.slice(0, MOVIES_PER_ROW) : []}
        loading={!near || movies.loading}
        error={near ? movies.error : null}
        onRetry={movies.retry}
        renderAction={watchlistAction}
      />
    </div>
  );
}
