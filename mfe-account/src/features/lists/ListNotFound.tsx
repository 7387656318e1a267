import { EmptyState } from '@marquee/ui';
import { BrowseMoviesButton } from '../../components/BrowseMoviesButton';
import { useCommunityMessages } from '../../messages/community';

/**
 * What a list the reader may not see shows: the same for one that does not exist, a private one and one
 * an administrator hid, so nothing tells them apart.
 */
export function ListNotFound() {
  const { t } = useCommunityMessages();
  return (
    <EmptyState
      level={1}
      title={t('list.notFound.title')}
      message={t('list.notFound.message')}
      action={<BrowseMoviesButton />}
    />
  );
}
