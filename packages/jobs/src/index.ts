export * from './types';
export { createJobQueue, type CreateJobQueueOptions } from './createJobQueue';
export { JobFailedError, JobQueueClosedError, JobQueueUnavailableError, JobTimeoutError } from './errors';
export { UnrecoverableError } from 'bullmq';

// What the worker process builds its BullMQ workers from.
export { processors } from './processors';
export { runProcessor } from './runProcessor';
export { DEFAULT_CONCURRENCY, DEFAULT_QUEUE_PREFIX } from './jobOptions';
export { workerConnection } from './redisConnection';
export { byQueue } from './byQueue';
export { createJobServices, type JobServicesConfig } from './jobServices';
export { raceTimeout, type RaceOutcome } from './raceTimeout';

// Account emails: the api checks and consumes the tokens the email processor creates.
export { createMailer, type CreateMailerOptions } from './email/mailer';
export {
  ONE_TIME_TOKEN_TTL_MS,
  consumeOneTimeToken,
  createOneTimeToken,
  hashToken,
  type OneTimeTokenPurpose,
} from './email/oneTimeTokens';

// Imports: the api stores uploads, resolves reviewed rows and resumes unfinished imports.
export { createFilmLookup, type TmdbSettings } from './films/createFilmLookup';
export { type FilmDetails, type FilmHit, type FilmLookup } from './films/filmLookup';
export { type Candidate } from './imports/matchRow';
export { applyMatchedRows } from './imports/applyMatchedRows';
export { finishImport } from './imports/finishImport';
export { importJobId } from './imports/importRecord';
export { resumeUnfinishedImports } from './imports/resumeImports';
// Why rows were skipped: stored in English, values apart; the api says them in the reader's language.
export { type SkipReason } from './imports/skipReason';
export { SKIP_REASONS } from './imports/matchRow';
export { ROW_PROBLEMS } from './imports/rowProblems';
export { REVIEW_SKIPS } from './imports/applying/reviews';
export { sendPush, type PushMessage } from './notifications/pushChannel';
export { vapidKeys, type VapidKeys } from './notifications/vapidKeys';

// Notifications: the api records them (and their preferences); the worker sends them; both schedule.
export { SCHEDULED_JOBS } from './scheduledJobs';
export { recordNotification, notify, type NotifyOutcome } from './notifications/notify';
export { type Notification } from './notifications/notification';
export { readPreferences, savePreferences } from './notifications/preferences';
export { notificationTexts } from './notifications/texts';

// The weekly digest: the api's unsubscribe page escapes as the emails do; the bench runs the digest directly.
export { escapeHtml } from './email/layout';
export { runWeeklyDigest, type WeeklyDigestOptions } from './digest/runWeeklyDigest';
