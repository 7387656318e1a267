import type { NotificationPreference } from '@marquee/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useSignedInUserId } from '../useSignedInUserId';
import {
  fetchNotificationPreferences,
  fetchNotifications,
  fetchUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  saveNotificationPreferences,
} from './notificationsApi';

/** The cache keys of a user's notifications (docs/architecture.md, "Server state"). */
export const notificationKeys = {
  all: (userId: string) => ['notifications', userId] as const,
  unread: (userId: string) => ['notifications', userId, 'unread'] as const,
  centre: (userId: string) => ['notifications', userId, 'centre'] as const,
  preferences: (userId: string) => ['notification-preferences', userId] as const,
};

/**
 * The bell's number: one small request, asked again each minute and when the tab comes back into view
 * (react-query's focus refetch), never on a render.
 */
const UNREAD_REFRESH_MS = 60_000;

export const unreadCountQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.unread(userId),
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    staleTime: UNREAD_REFRESH_MS / 2,
    // Only while the tab is shown (react-query pauses intervals in the background), and on its return.
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

/** The unread count of the signed-in user; nothing is asked for a guest. */
export function useUnreadCount() {
  const userId = useSignedInUserId() ?? '';
  return useQuery({ ...unreadCountQuery(userId), enabled: userId !== '' });
}

/** The notification centre, newest first, a page at a time. */
export const notificationsInfiniteQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.centre(userId),
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });

/** Marks one notification, or all, read; the bell takes the count the server answers. */
export function useMarkNotificationsRead() {
  const userId = useSignedInUserId() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') =>
      id === 'all' ? markAllNotificationsRead() : markNotificationRead(id),
    onSuccess: async (unread) => {
      queryClient.setQueryData(notificationKeys.unread(userId), unread);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.centre(userId) });
    },
  });
}

export const notificationPreferencesQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.preferences(userId),
    queryFn: ({ signal }) => fetchNotificationPreferences(signal),
  });

/** Saves switches; the whole set the server answers replaces the cached one. */
export function useSaveNotificationPreferences() {
  const userId = useSignedInUserId() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changed: NotificationPreference[]) => saveNotificationPreferences(changed),
    onSuccess: (preferences) => queryClient.setQueryData(notificationKeys.preferences(userId), preferences),
  });
}
