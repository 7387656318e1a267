import type { DiaryFilters } from '@marquee/client';
import { useSearchParams } from '@marquee/router';
import { useCallback, useMemo } from 'react';

const wholeNumber = (text: string | null, min: number, max: number) => {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
};

/**
 * The diary's filters, kept in the address (?year=2025&rating=4&tag=cinema) so a filtered diary can be
 * bookmarked and Back undoes a filter. Values the API would refuse are ignored.
 */
export function useDiaryFilters() {
  const [search, setSearch] = useSearchParams();
  const year = wholeNumber(search.get('year'), 1870, 9999);
  const rating = wholeNumber(search.get('rating'), 1, 5);
  const tag = search.get('tag')?.trim() || undefined;
  const filters = useMemo<DiaryFilters>(() => ({ year, rating, tag }), [year, rating, tag]);

  const setFilter = useCallback(
    (name: keyof DiaryFilters, value: string) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      }),
    [setSearch],
  );
  const clear = useCallback(() => setSearch(new URLSearchParams()), [setSearch]);
  const isFiltered = year !== undefined || rating !== undefined || tag !== undefined;
  return { filters, setFilter, clear, isFiltered };
}
