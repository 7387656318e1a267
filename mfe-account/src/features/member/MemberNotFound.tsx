import { EmptyState } from '@marquee/ui';
import { BrowseMoviesButton } from '../../components/BrowseMoviesButton';
import { useCommunityMessages } from '../../messages/community';

/**
 * What a profile the reader may not see shows: the same for an unknown handle, a private profile, one an
 * administrator hid and one behind a block either way, so nothing tells them apart.
 */
export function MemberNotFound() {
  const { t } = useCommunityMessages();
  return (
    <EmptyState
      level={1}
      title={t('member.notFound.title')}
      message={t('member.notFound.message')}
      action={<BrowseMoviesButton />}
    />
  );
}
