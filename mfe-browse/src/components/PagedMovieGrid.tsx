import { filmCardActions, type PagedMovies } from '@marquee/client';
import { InfiniteGrid } from '@marquee/ui';
import { type ReactNode } from 'react';
import { useBrowseMessages } from '../messages';

/** What a grid says under its last film, with any more to say after it. */
export function EndOfList({ children }: { children?: ReactNode }) {
  const { t } = useBrowseMessages();
  return (
    <>
      <strong>{t('list.end')}</strong>
      {children}
    </>
  );
}

export interface PagedMovieGridProps {
  label: string;
  movies: PagedMovies;
  endMessage?: ReactNode;
  /** The grid opens the page (see InfiniteGrid). */
  aboveFold?: boolean;
}

/** A paged list of films as an infinite grid, each card with the watchlist button. */
export function PagedMovieGrid({ label, movies, endMessage, aboveFold = false }: PagedMovieGridProps) {
  return (
    <InfiniteGrid
      label={label}
      movies={movies.movies}
      loading={movies.loading}
      error={movies.error}
      done={movies.done}
      onLoadMore={movies.loadMore}
      onRetry={movies.retry}
      renderAction={filmCardActions}
      endMessage={endMessage}
      aboveFold={aboveFold}
    />
  );
}
