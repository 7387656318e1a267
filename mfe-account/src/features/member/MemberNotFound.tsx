import { EmptyState } from '@marquee/ui';
import { BrowseMoviesButton } from '../../components/BrowseMoviesButton';

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
      action={<BrowseMoviesButton />}
    />
  );
}
