import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Button, EmptyState } from '@marquee/ui';

/**
 * What a list the reader may not see shows: the same for one that does not exist, a private one and one
 * an administrator hid, so nothing tells them apart.
 */
export function ListNotFound() {
  return (
    <EmptyState
      level={1}
      title="List not found"
      message="This list does not exist, or its owner has not shared it."
      action={
        <Button as={Link} to={pageHref('home')}>
          Browse Movies
        </Button>
      }
    />
  );
}
