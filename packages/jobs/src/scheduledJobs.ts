import { type ScheduledJob } from './types';

/**
 * The repeatable jobs (docs/architecture.md "Scheduled jobs"). Every process that runs jobs registers them
 * at its start: the worker with Redis, the api without.
 */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  // Reminders go out on their day; every 15 minutes keeps "released today" early in the day.
  { id: 'release-reminders', type: 'notification.reminders', everyMs: 15 * 60 * 1000 },
  // The digest goes out in each user's local morning: hourly runs find the users whose morning began.
  { id: 'weekly-digest', type: 'digest.weekly', everyMs: 60 * 60 * 1000 },
];
