import { pageHref } from '@marquee/contracts/pages';
import type { Person, ProfileList } from '@marquee/contracts';
import { Link } from '@marquee/router';
import { Poster, truncateText } from '@marquee/ui';
import { useCommunityMessages } from '../../messages/community';
import { FeedItemFrame } from './FeedItemFrame';
import { EXCERPT_LENGTH, Excerpt, Marks } from './feedItemParts';

/** Someone changed one of their public lists: its name, size and the start of its description. */
export function ListFeedItem({ person, at, list }: { person: Person; at: string; list: ProfileList }) {
  const { t } = useCommunityMessages();
  const href = pageHref('list', { listId: list.id });
  return (
    <FeedItemFrame
      person={person}
      action="feed.updatedList"
      subject={{ value: 'list', name: list.name, link: <Link to={href}>{list.name}</Link> }}
      at={at}
      // The name beside it is the same link, so the cover stays out of the tab order.
      thumb={
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <Poster path={list.posters[0] ?? null} title={list.name} sizes="72px" alt="" />
        </Link>
      }
    >
      <Marks>{t(list.ranked ? 'feed.listFilmsRanked' : 'films', { count: list.entryCount })}</Marks>
      {list.description && <Excerpt>{truncateText(list.description, EXCERPT_LENGTH)}</Excerpt>}
    </FeedItemFrame>
  );
}
