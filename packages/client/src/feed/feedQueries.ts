import type { FeedPage } from '@marquee/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useSignedInUserId } from '../useSignedInUserId';
import { fetchFeedPage } from './feedApi';
import { feedKeys } from './feedKeys';

/** `viewerId`'s feed, page by page (the cursor of the page before). */
export function feedInfiniteQuery(viewerId: string) {
  return infiniteQueryOptions({
    queryKey: feedKeys.of(viewerId),
    queryFn: ({ pageParam, signal }) => fetchFeedPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: FeedPage) => last.nextCursor ?? undefined,
  });
}

/** The signed-in user's feed, newest first (nothing is asked for a guest); /feed and the home preview share it. */
export function useFeed() {
  const userId = useSignedInUserId();
  return useInfiniteQuery({ ...feedInfiniteQuery(userId ?? ''), enabled: userId !== undefined });
}
