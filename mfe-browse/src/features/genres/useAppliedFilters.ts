import { useSearchParams } from '@marquee/router';
import { useMemo } from 'react';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  NO_FILTERS,
  type GenreFilters,
} from './genreFilters';

/**
 * The filters the genres page shows, kept in the URL so a filtered view can be shared, bookmarked and
 * reloaded. `key` is their canonical URL query: equal filters give the same key whatever the URL's spelling.
 */
export function useAppliedFilters(currentYear: number) {
  const [params, setParams] = useSearchParams();
  const key = filtersToSearchParams(filtersFromSearchParams(params, currentYear)).toString();
  const applied = useMemo(
    () => filtersFromSearchParams(new URLSearchParams(key), currentYear),
    [key, currentYear],
  );

  const apply = (filters: GenreFilters) => {
    setParams(filtersToSearchParams(filters));
    window.scrollTo({ top: 0 });
  };
  // docs/product.md §2 Genres: Reset clears every filter and goes back to page 1.
  const reset = () => apply(NO_FILTERS);

  return { applied, key, apply, reset };
}
