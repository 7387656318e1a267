import type { FeedItem } from '@marquee/contracts';
import { DiaryFeedItem } from './DiaryFeedItem';
import { ListFeedItem } from './ListFeedItem';
import { ReviewFeedItem } from './ReviewFeedItem';

/** One item of the feed, as its kind shows it. */
export function FeedItemView({ item }: { item: FeedItem }) {
  switch (item.kind) {
    case 'diary':
      return <DiaryFeedItem person={item.person} at={item.at} entry={item.entry} />;
    case 'review':
      return <ReviewFeedItem person={item.person} at={item.at} review={item.review} />;
    case 'list':
      return <ListFeedItem person={item.person} at={item.at} list={item.list} />;
  }
}

/** A key for an item, unique in the feed: the same list can come back after another change. */
export const feedItemKey = (item: FeedItem) =>
  `${item.kind}-${item.kind === 'diary' ? item.entry.id : item.kind === 'review' ? item.review.id : item.list.id}-${item.at}`;
