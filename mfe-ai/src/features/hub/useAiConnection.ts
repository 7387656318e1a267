import { aiConnectionQuery } from '@marquee/client';
import type { AiEngine } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';

/** docs/product.md §4: the AI connection is being tested, online, or offline. */
export type AiConnection =
  { status: 'testing' } | { status: 'online'; engine: AiEngine } | { status: 'offline' };

/** Tests the AI service when the hub opens and whenever `refresh` is called. */
export function useAiConnection() {
  const test = useQuery(aiConnectionQuery());
  const connection: AiConnection = test.isFetching
    ? { status: 'testing' }
    : test.data?.success
      ? { status: 'online', engine: test.data.engine }
      : { status: 'offline' };
  return { connection, refresh: () => void test.refetch() };
}
