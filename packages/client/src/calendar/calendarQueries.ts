import type { CalendarQuery } from '@marquee/contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchCalendar, fetchCalendarFeed, fetchReminders } from './calendarApi';

/** The cache key of a user's reminders (docs/architecture.md, "Server state"). */
export const remindersKey = (userId: string) => ['reminders', userId] as const;

/** The signed-in user's reminders, soonest release first. */
export const remindersQuery = (userId: string) =>
  queryOptions({ queryKey: remindersKey(userId), queryFn: ({ signal }) => fetchReminders(signal) });

/** A month of releases; `userId` keys the answer, since the "only my" filters and added reminders are the user's. */
export const calendarQuery = (query: CalendarQuery, userId: string | undefined) =>
  queryOptions({
    queryKey: ['calendar', userId ?? '', query] as const,
    queryFn: ({ signal }) => fetchCalendar(query, signal),
  });

/** Whether the user has an iCal address. */
export const calendarFeedQuery = (userId: string) =>
  queryOptions({
    queryKey: ['calendar-feed', userId] as const,
    queryFn: ({ signal }) => fetchCalendarFeed(signal),
  });
