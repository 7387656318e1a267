import type { ListSort } from '@marquee/contracts';
import { useSearchParams } from '@marquee/router';
import { useCallback } from 'react';

export type ListLayout = 'grid' | 'details';

export const listSorts: readonly ListSort[] = ['rank', 'added', 'rating', 'year', 'title'];
const DEFAULT_LAYOUT: ListLayout = 'grid';
const DEFAULT_SORT: ListSort = 'rank';

const isSort = (value: string | null): value is ListSort => listSorts.some((sort) => sort === value);

/**
 * How a list's page shows its films, kept in the address (?view=details&sort=rating) so a view can be
 * shared and survives a reload: the poster grid in the list's own order unless asked otherwise. Unknown
 * values fall back to the defaults, which are left out of the address.
 */
export function useListView() {
  const [search, setSearch] = useSearchParams();
  const layout: ListLayout = search.get('view') === 'details' ? 'details' : DEFAULT_LAYOUT;
  const sortParam = search.get('sort');
  const sort = isSort(sortParam) ? sortParam : DEFAULT_SORT;

  const setParam = useCallback(
    (name: 'view' | 'sort', value: string, fallback: string) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === fallback) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const setLayout = useCallback((value: ListLayout) => setParam('view', value, DEFAULT_LAYOUT), [setParam]);
  const setSort = useCallback((value: ListSort) => setParam('sort', value, DEFAULT_SORT), [setParam]);
  return { layout, sort, setLayout, setSort };
}
