import { createQueryClient } from '@marquee/client';
import { type QueryClient } from '@tanstack/react-query';

/**
 * The cache of server state for one first-screen render. Every query the page asks for suspends the
 * render until its answer is in, and React's streaming renderer waits for it (components never fetch on
 * the server otherwise), so the page renders once, with its data, and sibling queries are asked at the
 * same time. A disabled query is not asked for; one whose call failed no longer suspends and renders as
 * the browser's first render will (loading, not an error boundary), for the browser to ask again.
 */
export function createRenderQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaultOptions = queryClient.defaultQueryOptions.bind(queryClient);
  const failed = (queryHash: string) => queryClient.getQueryCache().get(queryHash)?.state.status === 'error';
  queryClient.defaultQueryOptions = ((options) => {
    const defaulted = defaultOptions(options);
    return { ...defaulted, suspense: defaulted.enabled !== false && !failed(defaulted.queryHash) };
  }) as QueryClient['defaultQueryOptions'];
  return queryClient;
}
