import type {
  NotificationPreference,
  NotificationPreferencesResponse,
  NotificationsResponse,
  UnreadCountResponse,
} from '@marquee/contracts';
import { toQueryString } from '@marquee/contracts/queryString';
import { apiClient } from '../apiClient';

/** The notification centre's calls (docs/product.md "Notifications"). */
export async function fetchNotifications(
  before?: string,
  signal?: AbortSignal,
): Promise<NotificationsResponse> {
  return apiClient.get<NotificationsResponse>(`/notifications${toQueryString({ before })}`, {
    signal,
    fallbackMessage: 'Failed to load your notifications',
  });
}

export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  const answer = await apiClient.get<UnreadCountResponse>('/notifications/unread-count', {
    signal,
    fallbackMessage: 'Failed to count your notifications',
  });
  return answer.unread;
}

export async function markNotificationRead(id: string): Promise<number> {
  const answer = await apiClient.post<UnreadCountResponse>(
    `/notifications/${encodeURIComponent(id)}/read`,
    undefined,
    { fallbackMessage: 'Failed to mark the notification read' },
  );
  return answer.unread;
}

export async function markAllNotificationsRead(): Promise<number> {
  const answer = await apiClient.post<UnreadCountResponse>('/notifications/read-all', undefined, {
    fallbackMessage: 'Failed to mark your notifications read',
  });
  return answer.unread;
}

export async function fetchNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreference[]> {
  const answer = await apiClient.get<NotificationPreferencesResponse>('/notifications/preferences', {
    signal,
    fallbackMessage: 'Failed to load your notification settings',
  });
  return answer.preferences;
}

export async function saveNotificationPreferences(
  preferences: NotificationPreference[],
): Promise<NotificationPreference[]> {
  const answer = await apiClient.put<NotificationPreferencesResponse>(
    '/notifications/preferences',
    { preferences },
    { fallbackMessage: 'Failed to save your notification settings' },
  );
  return answer.preferences;
}
