import { moviesApi, usePagedList } from '@marquee/client';
import { Button, EmptyState } from '@marquee/ui';
import { useCallback } from 'react';
import { formatCount } from '../common/formatCount';
import { EndOfList, PagedMovieGrid } from '../common/PagedMovieGrid';
import { Subtitle } from '../common/PageFrame';
import { toDiscoverFilters, type GenreFilters } from './genreFilters';

export interface GenreResultsProps {
  filters: GenreFilters;
  onReset: () => void;
}

/**
 * The films the applied filters select, page after page: a text search uses /search/movie (no sort, as
 * the spec says), anything else /discover/movie. Mount it with a key of the filters.
 */
export function GenreResults({ filters, onReset }: GenreResultsProps) {
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      filters.query
        ? moviesApi.search(filters.query, page, signal)
        : moviesApi.discover(toDiscoverFilters(filters), page, signal),
    [filters],
  );
  const results = usePagedList(fetchPage);

  if (results.done && results.items.length === 0) {
    return (
      <EmptyState
        title="No movies found"
        message="Nothing matches these filters. Widen the years or the rating, or pick other genres."
        action={<Button onClick={onReset}>Reset Filters</Button>}
      />
    );
  }

  return (
    <>
      <Subtitle aria-live="polite">
        {results.totalResults === null
          ? '\u00a0'
          : `Found ${formatCount(results.totalResults)} movies${filters.query ? ` for “${filters.query}”` : ''}`}
      </Subtitle>
      <PagedMovieGrid label="Movies" movies={results} endMessage={<EndOfList />} aboveFold />
    </>
  );
}
