import { useProfileSettings } from '@marquee/client';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { useCommunityMessages } from '../../messages/community';

/** Who made the list, as its owner reads it: "Your list", a link to their profile once they have a handle. */
export function YourList() {
  const { t } = useCommunityMessages();
  const handle = useProfileSettings().data?.handle;
  const text = t('list.yours');
  return handle ? <Link to={pageHref('member', { handle })}>{text}</Link> : <span>{text}</span>;
}
