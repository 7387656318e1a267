import type { NotificationItem } from '@marquee/contracts';
import { Link } from '@marquee/router';
import { Button, VisuallyHidden, theme } from '@marquee/ui';
import styled from 'styled-components';
import { relativeTime } from '../feed/relativeTime';
import { useAccountMessages } from '../../messages/account';
import { useCommunityMessages } from '../../messages/community';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $unread: boolean }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${({ $unread }) => ($unread ? theme.colors.accent : theme.colors.border)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  min-width: 0;

  a {
    font-weight: ${theme.fontWeights.bold};
  }
  p,
  time {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

/** The centre's entries; following one's link marks it read. */
export function NotificationList({
  notifications,
  onRead,
}: {
  notifications: NotificationItem[];
  onRead: (id: string) => void;
}) {
  const { t } = useAccountMessages();
  // The feed's "5 minutes ago" and "just now", in its own namespace.
  const { t: feedTexts } = useCommunityMessages();
  return (
    <List aria-label={t('notifications.title')}>
      {notifications.map((notification) => (
        <Row key={notification.id} $unread={!notification.read}>
          <Text>
            <Link to={notification.url} onClick={() => !notification.read && onRead(notification.id)}>
              {!notification.read && <VisuallyHidden>{`${t('notifications.unread')} `}</VisuallyHidden>}
              {notification.title}
            </Link>
            <p>{notification.body}</p>
            <time dateTime={notification.createdAt}>{relativeTime(feedTexts, notification.createdAt)}</time>
          </Text>
          {!notification.read && (
            <Button
              $variant="ghost"
              $size="sm"
              aria-label={t('notifications.markFilmRead', { title: notification.title })}
              onClick={() => onRead(notification.id)}
            >
              {t('notifications.markRead')}
            </Button>
          )}
        </Row>
      ))}
    </List>
  );
}
