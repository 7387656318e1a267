import { useCommunityMessages } from '../../messages/community';

/** What the feed says when it has nothing: who it shows, and how to find people to follow. */
export function useEmptyFeed() {
  const { t } = useCommunityMessages();
  return { title: t('feed.empty.title'), message: t('feed.empty.message') };
}
