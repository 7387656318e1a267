import type { NotificationItem } from '@marquee/contracts';
import { Link } from '@marquee/router';
import { Button, VisuallyHidden } from '@marquee/ui';
import styled from 'styled-components';
import { relativeTime } from '../feed/relativeTime';
import { NOTIFICATION_TEXTS } from './notificationTexts';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $unread: boolean }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $unread }) => ($unread ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;

  a {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  p,
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
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
  return (
    <List aria-label={NOTIFICATION_TEXTS.title}>
      {notifications.map((notification) => (
        <Row key={notification.id} $unread={!notification.read}>
          <Text>
            <Link to={notification.url} onClick={() => !notification.read && onRead(notification.id)}>
              {!notification.read && <VisuallyHidden>{`${NOTIFICATION_TEXTS.unread}: `}</VisuallyHidden>}
              {notification.title}
            </Link>
            <p>{notification.body}</p>
            <time dateTime={notification.createdAt}>{relativeTime(notification.createdAt)}</time>
          </Text>
          {!notification.read && (
            <Button
              $variant="ghost"
              $size="sm"
              aria-label={`${NOTIFICATION_TEXTS.markRead}: ${notification.title}`}
              onClick={() => onRead(notification.id)}
            >
              {NOTIFICATION_TEXTS.markRead}
            </Button>
          )}
        </Row>
      ))}
    </List>
  );
}
