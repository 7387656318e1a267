import { pageHref } from '@marquee/contracts/pages';
import type { Person, ProfileList } from '@marquee/contracts';
import { Link } from '@marquee/router';
import { countOf, Poster, truncateText } from '@marquee/ui';
import { FeedItemFrame } from './FeedItemFrame';
import { EXCERPT_LENGTH, Excerpt, Marks } from './feedItemParts';

/** Someone changed one of their public lists: its name, size and the start of its description. */
export function ListFeedItem({ person, at, list }: { person: Person; at: string; list: ProfileList }) {
  const href = pageHref('list', { listId: list.id });
  return (
    <FeedItemFrame
      label={`${person.name} updated the list ${list.name}`}
      person={person}
      at={at}
      action={
        <>
          updated the list <Link to={href}>{list.name}</Link>
        </>
      }
      // The name beside it is the same link, so the cover stays out of the tab order.
      thumb={
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <Poster path={list.posters[0] ?? null} title={list.name} sizes="72px" alt="" />
        </Link>
      }
    >
      <Marks>
        {countOf(list.entryCount, 'film')}
        {list.ranked && ', ranked'}
      </Marks>
      {list.description && <Excerpt>{truncateText(list.description, EXCERPT_LENGTH)}</Excerpt>}
    </FeedItemFrame>
  );
}
