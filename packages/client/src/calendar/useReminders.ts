import type { Reminder } from '@marquee/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { catalogStatusQuery } from '../movies/catalogQueries';
import { useSignedInUserId } from '../useSignedInUserId';
import { removeReminder, setReminder } from './calendarApi';
import { remindersKey, remindersQuery } from './calendarQueries';

const noReminders: Reminder[] = [];

/**
 * The signed-in user's reminders for rendering (empty for guests) and `reminderFor`. Setting or removing
 * one waits for the server, whose answer (the whole list) replaces the list: a reminder is a promise
 * of an email, so the button shows only what the server keeps.
 */
export function useReminders() {
  const userId = useSignedInUserId();
  const queryClient = useQueryClient();
  const query = useQuery({ ...remindersQuery(userId ?? ''), enabled: userId !== undefined });
  const reminders = (userId !== undefined && query.data) || noReminders;
  const reminderFor = useCallback(
    (movieId: string | number) => reminders.find((reminder) => reminder.movieId === String(movieId)),
    [reminders],
  );
  const onSuccess = (list: Reminder[]) => {
    queryClient.setQueryData(remindersKey(userId ?? ''), list);
    // The calendar's "only my reminders" and the reminders it adds follow.
    void queryClient.invalidateQueries({ queryKey: ['calendar'] });
  };
  const set = useMutation({
    mutationFn: ({ movieId, weekBefore }: { movieId: string; weekBefore: boolean }) =>
      setReminder(movieId, weekBefore),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (movieId: string) => removeReminder(movieId), onSuccess });
  return { reminders, reminderFor, set, remove };
}

/**
 * Whether a film counts as upcoming, so "Remind me" is offered: its release day is on or after the day
 * the movie data counts upcoming releases from (docs/product.md §2 Release calendar). Unknown until the
 * catalog status has loaded, and for a film without a release date.
 */
export function useIsUpcoming(releaseDate: string | undefined): boolean {
  const { data } = useQuery(catalogStatusQuery());
  return Boolean(releaseDate && data?.upcoming_from && releaseDate >= data.upcoming_from);
}
