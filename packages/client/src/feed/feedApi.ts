import type { FeedPage } from '@marquee/contracts';
import { apiClient } from '../apiClient';
import { clientText } from '../messages';

/** One page of the caller's feed, newest first; `cursor` is the page before's `nextCursor`. */
export function fetchFeedPage(cursor: string | null, signal?: AbortSignal): Promise<FeedPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return apiClient.get<FeedPage>(`/feed${query}`, { signal, fallbackMessage: clientText('feed.loadFailed') });
}
