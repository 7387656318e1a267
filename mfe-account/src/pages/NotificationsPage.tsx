import { NotificationCentre } from '../features/notifications/NotificationCentre';

export default function NotificationsPage() {
  return <NotificationCentre />;
}
