import { queryOptions } from '@tanstack/react-query';
import { authProviders } from './auth';

/** Which sign-in providers this deployment offers; fixed while the page lives, so asked once. */
export function authProvidersQuery() {
  return queryOptions({
    queryKey: ['auth', 'providers'] as const,
    queryFn: () => authProviders(),
    staleTime: Infinity,
  });
}
