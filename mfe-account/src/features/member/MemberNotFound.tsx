import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Button, EmptyState } from '@marquee/ui';

/**
 * What a profile the reader may not see shows: the same for an unknown handle, a private profile, one an
 * administrator hid and one behind a block either way, so nothing tells them apart.
 */
export function MemberNotFound() {
  return (
    <EmptyState
      level={1}
      title="Profile not found"
      message="This profile does not exist, or its owner does not share it."
      action={
        <Button as={Link} to={pageHref('home')}>
          Browse Movies
        </Button>
      }
    />
  );
}
