import { EmptyState } from '@marquee/ui';
import { BrowseMoviesButton } from '../../components/BrowseMoviesButton';

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
      action={<BrowseMoviesButton />}
    />
  );
}
