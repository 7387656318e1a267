import { type PagedList, type WatchlistMovie } from '@marquee/client';
import { InfiniteGrid, type MovieCardMovie } from '@marquee/ui';
import { type ReactNode } from 'react';
import { watchlistAction } from './watchlistAction';

/** What a grid says under its last film, with any more to say after it. */
export function EndOfList({ children }: { children?: ReactNode }) {
  return (
    <>
      <strong>You&apos;ve reached the end!</strong>
      {children}
    </>
  );
}

export interface PagedMovieGridProps<Movie extends WatchlistMovie & MovieCardMovie> {
  label: string;
  movies: PagedList<Movie>;
  endMessage?: ReactNode;
  /** The grid opens the page (see InfiniteGrid). */
  aboveFold?: boolean;
}

/** A paged list of films as an infinite grid, each card with the watchlist button. */
export function PagedMovieGrid<Movie extends WatchlistMovie & MovieCardMovie>({
  label,
  movies,
  endMessage,
  aboveFold = false,
}: PagedMovieGridProps<Movie>) {
  return (
    <InfiniteGrid
      label={label}
      movies={movies.items}
      loading={movies.loading}
      error={movies.error}
      done={movies.done}
      onLoadMore={movies.loadMore}
      onRetry={movies.retry}
      renderAction={watchlistAction}
      endMessage={endMessage}
      aboveFold={aboveFold}
    />
  );
}
