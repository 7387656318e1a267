import type { Pagination } from '@marquee/contracts';
import { useEffect } from 'react';

/**
 * When a list shrinks under the page shown (its last row deleted), steps back to the new last page
 * rather than showing an empty one.
 */
export function useLastPageClamp(pagination: Pagination | undefined, setPage: (page: number) => void): void {
  useEffect(() => {
    if (pagination && pagination.currentPage > Math.max(1, pagination.totalPages)) {
      setPage(Math.max(1, pagination.totalPages));
    }
  }, [pagination, setPage]);
}
