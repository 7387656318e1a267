import { moviesApi, usePagedList } from '@marquee/client';
import { Button, EmptyState } from '@marquee/ui';
import { useMemo } from 'react';
import { formatCount } from '../common/formatCount';
import { EndOfList, PagedMovieGrid } from '../common/PagedMovieGrid';
import { Subtitle } from '../common/PageFrame';
import { filteredSearch } from './filteredSearch';
import { activeFilterCount, toDiscoverFilters, type GenreFilters } from './genreFilters';

export interface GenreResultsProps {
  filters: GenreFilters;
  onReset: () => void;
}

const movies = (count: number) => `${formatCount(count)} ${count === 1 ? 'movie' : 'movies'}`;

/**
 * The films the applied filters select, page after page. Without a search term /discover/movie applies
 * every filter and the sort; a title search uses /search/movie (best matches first, no sort, as the spec
 * says) and its results are narrowed here by the genres, years and ratings, so every filter the badge
 * counts is applied either way. Mount it with a key of the filters.
 */
export function GenreResults({ filters, onReset }: GenreResultsProps) {
  const narrowed = activeFilterCount(filters) > 0;
  const fetchPage = useMemo(
    () =>
      filters.query
        ? filteredSearch(filters, (query, page, signal) => moviesApi.search(query, page, signal))
        : (page: number, signal: AbortSignal) => moviesApi.discover(toDiscoverFilters(filters), page, signal),
    [filters],
  );
  const results = usePagedList(fetchPage);

  if (results.done && results.items.length === 0) {
    return (
      <EmptyState
        title="No movies found"
        message={
          filters.query
            ? `No title matching “${filters.query}” passes these filters. Try other words, or widen the filters.`
            : 'Nothing matches these filters. Widen the years or the rating, or pick other genres.'
        }
        action={<Button onClick={onReset}>Reset Filters</Button>}
      />
    );
  }

  return (
    <>
      <Subtitle aria-live="polite">{countLine(filters, narrowed, results)}</Subtitle>
      <PagedMovieGrid label="Movies" movies={results} endMessage={<EndOfList />} aboveFold />
    </>
  );
}

/** "Found N movies …": for a filtered search, the films that pass so far and the titles searched. */
function countLine(
  { query }: GenreFilters,
  narrowed: boolean,
  results: { totalResults: number | null; items: unknown[]; done: boolean },
): string {
  if (results.totalResults === null) return '\u00a0';
  if (!query) return `Found ${movies(results.totalResults)}`;
  if (!narrowed) return `Found ${movies(results.totalResults)} for “${query}”`;
  const found = `Found ${movies(results.items.length)} for “${query}” matching your filters`;
  return results.done
    ? found
    : `${found} so far, out of ${formatCount(results.totalResults)} titles matching “${query}”`;
}
