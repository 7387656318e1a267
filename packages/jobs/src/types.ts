import { type AiEngineApi, type MovieForAnalysis, type ReviewText } from '@marquee/ai';
import { type Language } from '@marquee/contracts/languages';
import { type Knex } from 'knex';
import { type FilmLookup } from './films/filmLookup';

/**
 * The job contract shared by the api (which enqueues) and the worker (which processes). With Redis
 * configured jobs travel through BullMQ to the worker process; without it the api runs the very same
 * processors in process (see createJobQueue).
 */

/** The BullMQ queues. Each queue has its own worker concurrency. */
export const QUEUE_NAMES = ['email', 'ai', 'data'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** Every job type: the queue it runs on, its payload and its result. Add new job types here. */
export interface JobTypes {
  /** Round-trip check: proves a job enqueued by one side is processed by the other. */
  'system.ping': { queue: QueueName; payload: { message: string }; result: PingResult };
  /** An account email. Ids only: BullMQ keeps payloads in clear text in Redis. */
  'email.send': { queue: 'email'; payload: SendEmailPayload; result: SendEmailResult };
  /** A film's reviews analysed. The payload is the analysis input only: review texts, no account data. */
  'ai.analyzeReviews': {
    queue: 'ai';
    payload: AnalyzeReviewsPayload;
    result: AiJobResult<Awaited<ReturnType<AiEngineApi['analyzeReviews']>>>;
  };
  /** A film analysed from its own data; similar_films come back unmatched (the api matches them). */
  'ai.analyzeMovie': {
    queue: 'ai';
    payload: { movie: MovieForAnalysis };
    result: AiJobResult<Awaited<ReturnType<AiEngineApi['analyzeMovie']>>>;
  };
  /** An uploaded film history read, matched and applied; resumable from the rows already stored. */
  'import.run': { queue: 'data'; payload: { importId: string }; result: ImportRunResult };
  /** "Download my data": the account's ZIP built and stored, then the owner emailed. */
  'export.build': { queue: 'data'; payload: { exportId: string }; result: ExportBuildResult };
  /** Scheduled: the release reminders due now sent, missed ones still relevant caught up, stale ones dropped. */
  'notification.reminders': { queue: 'data'; payload: Record<string, never>; result: RemindersResult };
  /** A notification recorded by the api sent on its email and push channels (each at most once). */
  'notification.deliver': { queue: 'email'; payload: { notificationId: string }; result: DeliverResult };
  /** Scheduled hourly: the weekly digest to the users whose local morning it is and who have not had it. */
  'digest.weekly': { queue: 'data'; payload: Record<string, never>; result: WeeklyDigestResult };
}

/** How each due user's digest went in one run. */
export type WeeklyDigestResult = Record<'sent' | 'already-sent' | 'nothing-to-say' | 'failed', number>;

export interface RemindersResult {
  /** Due reminders this run found undelivered; a run at the same time may find the same (each goes out once). */
  handled: number;
}

export interface DeliverResult {
  status: 'delivered' | 'already-delivered' | 'gone';
}

export interface ImportRunResult {
  /** The import's status when the job ended ('done', 'needs_review' or 'failed'). */
  status: string;
}

export interface ExportBuildResult {
  status: 'ready' | 'failed' | 'gone';
  byteSize?: number;
}

export interface AnalyzeReviewsPayload {
  movieTitle: string;
  reviews: ReviewText[];
}

/** An AI job's answer and which engine produced it. */
export interface AiJobResult<T> {
  analysis: T;
  engine: AiEngineApi['engine'];
}

export interface SendEmailPayload {
  kind: EmailKind;
  userId: string;
  /** Unique per email to send; enqueue with the same jobId. A second run with it sends nothing. */
  deliveryId: string;
  /** The language of the request that asked for it: the email's when the account has chosen none. */
  language?: Language;
}

export interface SendEmailResult {
  status: 'sent' | 'already-sent' | 'skipped';
}

export interface PingResult {
  message: string;
  /** 'bullmq-worker' or 'in-process', so a caller can tell who ran the job. */
  processedBy: ProcessedBy;
  processedAt: string;
}

export type ProcessedBy = 'bullmq-worker' | 'in-process';
export type JobType = keyof JobTypes;
export type JobPayload<T extends JobType> = JobTypes[T]['payload'];
export type JobResult<T extends JobType> = JobTypes[T]['result'];

export interface EnqueueOptions {
  /** Which queue to use when the job type can run on several (system.ping). */
  queue?: QueueName;
  /**
   * Deduplication key: a second enqueue with the same id is ignored while the first is kept. BullMQ
   * rejects ids that are integers or contain ':'.
   */
  jobId?: string;
}

export interface QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  completed: number;
  failed: number;
}

/** What the api holds: one object to enqueue jobs, whatever the runtime mode. */
export interface JobQueue {
  readonly mode: ProcessedBy;
  /** Rejects with JobQueueUnavailableError when Redis cannot be reached, JobQueueClosedError after close(). */
  enqueue<T extends JobType>(
    type: T,
    payload: JobPayload<T>,
    options?: EnqueueOptions,
  ): Promise<{ id: string }>;
  /**
   * Enqueue and wait for the result (rejects after timeoutMs, default 10 s). Rejects with JobTimeoutError
   * (the job itself goes on), JobFailedError (its last attempt failed), or as enqueue does.
   */
  enqueueAndWait<T extends JobType>(
    type: T,
    payload: JobPayload<T>,
    options?: EnqueueOptions & { timeoutMs?: number },
  ): Promise<JobResult<T>>;
  counts(): Promise<Record<QueueName, QueueCounts>>;
  /**
   * Moves every failed job of `queue` back to waiting, its attempts reset, and returns how many it moved
   * (an operator retrying after fixing the cause, e.g. an SMTP outage).
   */
  retryFailed(queue: QueueName): Promise<number>;
  /**
   * Runs each job every `everyMs` (a new schedule at once), whichever process is up: BullMQ job schedulers
   * with Redis, a timer in this process without. Idempotent: every process may call it at its start.
   */
  schedule(jobs: readonly ScheduledJob[]): Promise<void>;
  close(): Promise<void>;
}

/** The job types that take no payload: the only ones a schedule can run. */
export type SchedulableJobType = {
  [T in JobType]: JobPayload<T> extends Record<string, never> ? T : never;
}[JobType];

export interface ScheduledJob {
  /** Stable across deployments: a BullMQ scheduler is upserted under it. No ':'. */
  id: string;
  type: SchedulableJobType;
  everyMs: number;
}

/** The minimal logger processors and adapters need (pino's and fastify's loggers fit). */
export interface JobLogger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

/** What processors get from whoever runs them; grows as features need (mailer, database, AI). */
export interface ProcessorContext {
  logger: JobLogger;
  processedBy: ProcessedBy;
  /** Set by the api and the worker; a runner without them (a bare test queue) fails such jobs. */
  services?: JobServices;
}

/** The emails the product sends; each job names one. */
export type EmailKind = 'verify-email' | 'reset-password' | 'change-email' | 'export-ready';

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The links the message carries, so the local mailbox can list them and the log can print them. */
  links: string[];
  /** Extra headers, e.g. the digest's List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
}

/** Sends one message; rejects when the message was not accepted (the job then retries). */
export interface Mailer {
  readonly kind: 'smtp' | 'local-mailbox';
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

/** The outside world a processor may use. */
export interface JobServices {
  db: Knex;
  mailer: Mailer;
  /** Links in emails start with it; no trailing slash. */
  publicUrl: string;
  /** The AI engine the AI jobs run on (OpenAI-compatible or local, by configuration). */
  ai: AiEngineApi;
  /** The film data imports match their rows against: TMDB when configured, else the local catalog. */
  films: FilmLookup;
}

/** Runs one job type. Throw an Error to fail the attempt; throw UnrecoverableError to skip the retries. */
export type JobProcessor<T extends JobType> = (
  payload: JobPayload<T>,
  ctx: ProcessorContext,
) => Promise<JobResult<T>>;

/** One processor for every job type: a job type without a processor does not compile. */
export type JobProcessors = { [T in JobType]: JobProcessor<T> };
