import {
  notificationsInfiniteQuery,
  useMarkNotificationsRead,
  useSignedInUserId,
  useUnreadCount,
} from '@marquee/client';
import type { NotificationItem } from '@marquee/contracts';
import { Alert, Button, EmptyState, Spinner } from '@marquee/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { OwnPage } from '../../components/OwnPage';
import { NotificationList } from './NotificationList';
import { useAccountMessages } from '../../messages/account';

const TEST_ID = 'page-mfe_account-NotificationsPage';

/**
 * /notifications (docs/product.md "Notifications"): the signed-in user's notifications, newest first, each
 * leading to its film, review or import; unread ones marked, one or all marked read.
 */
export function NotificationCentre() {
  const { t } = useAccountMessages();
  const userId = useSignedInUserId();
  const centre = useInfiniteQuery({
    ...notificationsInfiniteQuery(userId ?? ''),
    enabled: userId !== undefined,
  });
  const unread = useUnreadCount();
  const markRead = useMarkNotificationsRead();
  const notifications: NotificationItem[] = centre.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unreadCount = unread.data ?? centre.data?.pages[0]?.unread ?? 0;
  const unreadText =
    unreadCount === 0 ? t('notifications.allRead') : t('notifications.unreadCount', { count: unreadCount });

  return (
    <OwnPage
      title={t('notifications.title')}
      testId={TEST_ID}
      signedIn={userId !== undefined}
      signInMessage={t('notifications.signIn')}
      count={centre.isSuccess ? unreadText : undefined}
      aside={
        <Button
          $variant="secondary"
          $size="sm"
          disabled={unreadCount === 0 || markRead.isPending}
          onClick={() => markRead.mutate('all')}
        >
          {t('notifications.markAllRead')}
        </Button>
      }
    >
      {centre.isPending && <Spinner label={t('notifications.loading')} />}
      {centre.isError && <Alert tone="error">{centre.error.message}</Alert>}
      {markRead.isError && <Alert tone="error">{markRead.error.message}</Alert>}
      {centre.isSuccess && notifications.length === 0 && (
        <EmptyState title={t('notifications.emptyTitle')} message={t('notifications.emptyMessage')} />
      )}
      {notifications.length > 0 && (
        <NotificationList notifications={notifications} onRead={(id) => markRead.mutate(id)} />
      )}
      {centre.hasNextPage && (
        <Button
          $variant="secondary"
          onClick={() => void centre.fetchNextPage()}
          disabled={centre.isFetchingNextPage}
        >
          {t('notifications.more')}
        </Button>
      )}
    </OwnPage>
  );
}
