import type { ListOwner } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { useCommunityMessages } from '../../messages/community';
import { withParts } from '../../messages/withParts';

/** Who made the list, as others read it: "A list by <name>", the name a link to their profile when they may see it. */
export function ListBy({ owner }: { owner: ListOwner }) {
  const { t } = useCommunityMessages();
  const name = owner.handle ? (
    <Link to={pageHref('member', { handle: owner.handle })}>{owner.name}</Link>
  ) : (
    owner.name
  );
  return <span>{withParts((parts) => t('list.by', parts), { owner: name })}</span>;
}
