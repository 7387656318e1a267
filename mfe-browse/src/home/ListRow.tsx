import { type MovieListName, type PagedList } from '@marquee/client';
import { type MovieSummary } from '@marquee/contracts';
import { MovieRow, useNearViewport } from '@marquee/ui';
import { categoryHref, listTitles } from '../common/categories';
import { watchlistAction } from '../common/watchlistAction';
import { MOVIES_PER_ROW } from './homeConstants';

interface ListRowProps {
  list: MovieListName;
  movies: PagedList<MovieSummary>;
  /** False keeps the row on its loading skeleton, its cards not rendered yet. */
  shown?: boolean;
  /** The row is in the page's first screenful (see MovieRow). */
  aboveFold?: boolean;
}

/** The first films of one list as a home row, with View All leading to the whole list. */
export function ListRow({ list, movies, shown = true, aboveFold = false }: ListRowProps) {
  return (
    <MovieRow
      title={listTitles[list]}
      viewAllHref={categoryHref(list)}
      movies={shown ? movies.items.slice(0, MOVIES_PER_ROW) : []}
      loading={!shown || movies.loading}
      error={shown ? movies.error : null}
      onRetry={movies.retry}
      renderAction={watchlistAction}
      aboveFold={aboveFold}
    />
  );
}

/**
 * A row below the fold: its cards (each with a remote watchlist button) render as it comes near the
 * viewport; until then it shows its loading skeleton, the same height. The row itself stays mounted.
 */
export function LaterListRow(props: Omit<ListRowProps, 'shown'>) {
  const [spot, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={spot}>
      <ListRow {...props} shown={near} />
    </div>
  );
}
