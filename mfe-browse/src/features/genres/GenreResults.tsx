import {
  discoverInfiniteQuery,
  filteredSearchInfiniteQuery,
  searchInfiniteQuery,
  unseenDiscoverInfiniteQuery,
  unseenFilteredSearchInfiniteQuery,
  unseenSearchInfiniteQuery,
  useDiscoveryMovies,
  type PagedMovies,
} from '@marquee/client';
import { Button, EmptyState } from '@marquee/ui';
import { EndOfList, PagedMovieGrid } from '../../components/PagedMovieGrid';
import { Subtitle } from '../../components/PageFrame';
import { useBrowseMessages, type BrowseTranslate } from '../../messages';
import { activeFilterCount, toDiscoverFilters, type GenreFilters } from './genreFilters';

export interface GenreResultsProps {
  filters: GenreFilters;
  onReset: () => void;
}

/**
 * The films the applied filters select, page after page (docs/product.md §2 Genres). Without a search term
 * /discover/movie applies every filter and the sort; a title search uses /search/movie (best matches first,
 * no sort: §7) and its results are narrowed by the genres, years and ratings, so every filter the badge
 * counts is applied either way.
 */
export function GenreResults(props: GenreResultsProps) {
  const { filters } = props;
  if (!filters.query) return <DiscoverResults {...props} />;
  // Not narrowed, the search is the search page's own, and shares its cache.
  return activeFilterCount(filters) > 0 ? <FilteredSearchResults {...props} /> : <SearchResults {...props} />;
}

function DiscoverResults(props: GenreResultsProps) {
  const filters = toDiscoverFilters(props.filters);
  const results = useDiscoveryMovies(discoverInfiniteQuery(filters), (userId) =>
    unseenDiscoverInfiniteQuery(filters, userId),
  );
  return <ResultsGrid {...props} results={results} />;
}

function SearchResults(props: GenreResultsProps) {
  const { query } = props.filters;
  const results = useDiscoveryMovies(searchInfiniteQuery(query), (userId) =>
    unseenSearchInfiniteQuery(query, userId),
  );
  return <ResultsGrid {...props} results={results} />;
}

function FilteredSearchResults(props: GenreResultsProps) {
  const { filters } = props;
  const narrowing = toDiscoverFilters(filters);
  const results = useDiscoveryMovies(filteredSearchInfiniteQuery(filters.query, narrowing), (userId) =>
    unseenFilteredSearchInfiniteQuery(filters.query, narrowing, userId),
  );
  return <ResultsGrid {...props} results={results} />;
}

function ResultsGrid({ filters, onReset, results }: GenreResultsProps & { results: PagedMovies }) {
  const { t } = useBrowseMessages();
  if (results.done && results.movies.length === 0) {
    return (
      <EmptyState
        title={t('genres.noMovies')}
        message={
          filters.query ? t('genres.noSearchMatches', { query: filters.query }) : t('genres.noMatches')
        }
        action={<Button onClick={onReset}>{t('genres.resetFilters')}</Button>}
      />
    );
  }

  return (
    <>
      <Subtitle aria-live="polite">{countLine(filters, results, t)}</Subtitle>
      <PagedMovieGrid label={t('genres.results')} movies={results} endMessage={<EndOfList />} aboveFold />
    </>
  );
}

/** "Found N movies …": for a filtered search, the films that pass so far and the titles searched. */
function countLine(filters: GenreFilters, results: PagedMovies, t: BrowseTranslate): string {
  const { query } = filters;
  const total = results.totalResults;
  if (total === null) return '\u00a0';
  if (!query) return t('genres.found', { count: total });
  if (activeFilterCount(filters) === 0) return t('genres.foundFor', { count: total, query });
  const passed = results.movies.length;
  return results.done
    ? t('genres.foundFiltered', { count: passed, query })
    : t('genres.foundFilteredSoFar', { count: passed, query, total });
}
