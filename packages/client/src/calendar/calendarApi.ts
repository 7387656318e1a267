import type {
  CalendarFeedAddress,
  CalendarFeedStatus,
  CalendarQuery,
  CalendarResponse,
  RemindersResponse,
  Reminder,
} from '@marquee/contracts';
import { toQueryString } from '@marquee/contracts/queryString';
import { apiClient } from '../apiClient';
import { clientText } from '../messages';

/** The release calendar's calls (docs/product.md §2 Release calendar); reminder calls answer the whole list. */
export async function fetchCalendar(query: CalendarQuery, signal?: AbortSignal): Promise<CalendarResponse> {
  const { watchlist, reminders, ...rest } = query;
  const only = { watchlist: watchlist ? 'true' : undefined, reminders: reminders ? 'true' : undefined };
  return apiClient.get<CalendarResponse>(`/calendar${toQueryString({ ...rest, ...only })}`, {
    signal,
    fallbackMessage: clientText('calendar.loadFailed'),
  });
}

export async function fetchReminders(signal?: AbortSignal): Promise<Reminder[]> {
  const answer = await apiClient.get<RemindersResponse>('/reminders', {
    signal,
    fallbackMessage: clientText('calendar.remindersFailed'),
  });
  return answer.reminders;
}

export async function setReminder(movieId: string, weekBefore: boolean): Promise<Reminder[]> {
  const answer = await apiClient.put<RemindersResponse>(
    `/reminders/${encodeURIComponent(movieId)}`,
    { weekBefore },
    { fallbackMessage: clientText('calendar.setFailed') },
  );
  return answer.reminders;
}

export async function removeReminder(movieId: string): Promise<Reminder[]> {
  const answer = await apiClient.delete<RemindersResponse>(`/reminders/${encodeURIComponent(movieId)}`, {
    fallbackMessage: clientText('calendar.removeFailed'),
  });
  return answer.reminders;
}

export const fetchCalendarFeed = (signal?: AbortSignal) =>
  apiClient.get<CalendarFeedStatus>('/calendar/feed', {
    signal,
    fallbackMessage: clientText('calendar.feedFailed'),
  });

export const renewCalendarFeed = () =>
  apiClient.post<CalendarFeedAddress>('/calendar/feed', undefined, {
    fallbackMessage: clientText('calendar.feedMakeFailed'),
  });

export const revokeCalendarFeed = () =>
  apiClient.delete<null>('/calendar/feed', { fallbackMessage: clientText('calendar.feedRevokeFailed') });
