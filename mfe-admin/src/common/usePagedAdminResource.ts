import type { Pagination } from '@marquee/contracts';
import { useState } from 'react';
import { type AdminResource, useAdminResource } from './useAdminResource';
import { useLastPageClamp } from './useLastPageClamp';

/** A dashboard list, one page at a time: the page shown, loaded again when it changes. */
export function usePagedAdminResource<T extends { pagination: Pagination }>(
  loadPage: (page: number, signal: AbortSignal) => Promise<T>,
): AdminResource<T> & { setPage: (page: number) => void } {
  const [page, setPage] = useState(1);
  const resource = useAdminResource((signal) => loadPage(page, signal), page);
  useLastPageClamp(resource.data?.pagination, setPage);
  return { ...resource, setPage };
}
