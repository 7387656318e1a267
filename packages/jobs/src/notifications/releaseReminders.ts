import { pageHref } from '@marquee/contracts/pages';
import { type Knex } from 'knex';
import { type RecipientLanguage } from '../messages';
import { type Notification } from './notification';
import { notificationTexts } from './texts';

/**
 * How late a reminder may still go out (docs/product.md "Notifications"): a worker that was down catches
 * up on the reminders it missed within 2 days; an older one is stale and dropped (a film released a
 * week ago is news to nobody who asked to be reminded).
 */
export const REMINDER_GRACE_DAYS = 2;

/** Reminders handled per query; the next query skips those delivered. */
const BATCH = 200;

interface DueReminder {
  user_id: string;
  movie_id: number;
  title: string;
  release_date: string;
  moment: 'release' | 'week';
  /** The user's language (users.language): the notification is written in it. */
  language: RecipientLanguage;
}

/**
 * The reminders due on `today` (UTC 'YYYY-MM-DD') and not delivered yet: release day from the day itself
 * up to the grace days after; a week before from 7 days before the release up to the grace days after
 * that. The id is deterministic per user, film and moment, which is what makes a reminder go out once.
 */
export async function dueReminders(db: Knex, today: string): Promise<Notification[]> {
  const { rows } = await db.raw<{ rows: DueReminder[] }>(
    `with due as (
       select user_id, movie_id, title, release_date, 'release' as moment from reminders
        where release_date between cast(:today as date) - cast(:grace as int) and cast(:today as date)
       union all
       select user_id, movie_id, title, release_date, 'week' from reminders
        where week_before and release_date between cast(:today as date) + 7 - cast(:grace as int) and cast(:today as date) + 7
     )
     select due.user_id, due.movie_id, due.title, to_char(due.release_date, 'YYYY-MM-DD') as release_date,
            due.moment, u.language
       from due
       join users u on u.id = due.user_id
       left join notifications n
         on n.id = 'reminder-' || due.moment || '-' || due.user_id || '-' || due.movie_id
      where n.delivered_at is null
      order by due.release_date, due.user_id, due.movie_id
      limit :batch`,
    { today, grace: REMINDER_GRACE_DAYS, batch: BATCH },
  );
  return rows.map((row) => reminderNotification(row, today));
}

function reminderNotification(
  { user_id, movie_id, title, release_date, moment, language }: DueReminder,
  today: string,
): Notification {
  const texts = notificationTexts(language);
  const message =
    moment === 'week'
      ? texts.releaseInAWeek(title, release_date)
      : release_date === today
        ? texts.releaseToday(title)
        : texts.releasedLate(title, release_date);
  return {
    id: `reminder-${moment}-${user_id}-${movie_id}`,
    userId: user_id,
    kind: 'release-reminder',
    ...message,
    url: pageHref('movie', { id: String(movie_id) }),
  };
}
