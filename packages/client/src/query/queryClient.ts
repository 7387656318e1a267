import { notifyManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../apiClient';

/** How many times a failed read is tried again when the failure may pass (no answer, or a 5xx). */
const RETRIES = 2;

/** A 4xx says the request itself is wrong or not allowed: asking again gives the same answer. */
function mayPass(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/**
 * The product's cache of server state. One instance lives in this package (a Module Federation singleton),
 * so every remote reads and writes the same cache: a film loaded by one page is there for the next, and two
 * remotes asking for the same thing at once send one request (docs/architecture.md, "Server state").
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Film data changes slowly; a minute avoids refetching on every page change.
        staleTime: 60_000,
        retry: (failures, error) => failures < RETRIES && mayPass(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

// Cache changes reach React before the browser's next task (TanStack's default waits for a timer): an
// optimistic change to a controlled checkbox then shows at once, with no frame of the box React put back.
notifyManager.setScheduler(queueMicrotask);

export const marqueeQueryClient = createQueryClient();
