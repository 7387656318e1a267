import { useProfileSettings } from '@marquee/client';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';

/** Who made the list, as its owner reads it: "Your list", a link to their profile once they have a handle. */
export function YourList() {
  const handle = useProfileSettings().data?.handle;
  return handle ? <Link to={pageHref('member', { handle })}>Your list</Link> : <span>Your list</span>;
}
