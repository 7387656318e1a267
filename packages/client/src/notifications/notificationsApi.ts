import type {
  NotificationPreference,
  NotificationPreferencesResponse,
  NotificationsResponse,
  UnreadCountResponse,
} from '@marquee/contracts';
import { toQueryString } from '@marquee/contracts/queryString';
import { apiClient } from '../apiClient';
import { clientText } from '../messages';

/** The notification centre's calls (docs/product.md "Notifications"). */
export async function fetchNotifications(
  before?: string,
  signal?: AbortSignal,
): Promise<NotificationsResponse> {
  return apiClient.get<NotificationsResponse>(`/notifications${toQueryString({ before })}`, {
    signal,
    fallbackMessage: clientText('notifications.loadFailed'),
  });
}

export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  const answer = await apiClient.get<UnreadCountResponse>('/notifications/unread-count', {
    signal,
    fallbackMessage: clientText('notifications.countFailed'),
  });
  return answer.unread;
}

export async function markNotificationRead(id: string): Promise<number> {
  const answer = await apiClient.post<UnreadCountResponse>(
    `/notifications/${encodeURIComponent(id)}/read`,
    undefined,
    { fallbackMessage: clientText('notifications.markReadFailed') },
  );
  return answer.unread;
}

export async function markAllNotificationsRead(): Promise<number> {
  const answer = await apiClient.post<UnreadCountResponse>('/notifications/read-all', undefined, {
    fallbackMessage: clientText('notifications.markAllReadFailed'),
  });
  return answer.unread;
}

export async function fetchNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreference[]> {
  const answer = await apiClient.get<NotificationPreferencesResponse>('/notifications/preferences', {
    signal,
    fallbackMessage: clientText('notifications.settingsFailed'),
  });
  return answer.preferences;
}

export async function saveNotificationPreferences(
  preferences: NotificationPreference[],
): Promise<NotificationPreference[]> {
  const answer = await apiClient.put<NotificationPreferencesResponse>(
    '/notifications/preferences',
    { preferences },
    { fallbackMessage: clientText('notifications.saveSettingsFailed') },
  );
  return answer.preferences;
}
