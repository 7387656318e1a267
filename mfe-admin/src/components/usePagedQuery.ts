import type { Pagination } from '@marquee/contracts';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * A dashboard list, one page at a time behind Previous / Next: the page shown stays on screen while the
 * next one loads, and when the list shrinks under it (its last rows deleted) the list steps back to its new
 * last page rather than showing an empty one.
 */
export function usePagedQuery<Answer extends { pagination: Pagination }, Key extends QueryKey>(
  query: (page: number) => UseQueryOptions<Answer, Error, Answer, Key>,
): UseQueryResult<Answer> & PagedQuery<Answer> {
  const [page, setPage] = useState(1);
  const result = useQuery({ ...query(page), placeholderData: keepPreviousData });
  const pagination = result.data?.pagination;
  useEffect(() => {
    if (pagination && pagination.currentPage > Math.max(1, pagination.totalPages)) {
      setPage(Math.max(1, pagination.totalPages));
    }
  }, [pagination]);
  return { ...result, setPage };
}

/** What a paged table reads of its list. */
export interface PagedQuery<Answer> extends Pick<UseQueryResult<Answer>, 'data' | 'error' | 'isPending'> {
  setPage: (page: number) => void;
}
