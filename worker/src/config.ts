import { publicUrlOf, readWorkerEnv, withoutTrailingSlash, type LogLevel } from '@marquee/env';
import { DEFAULT_CONCURRENCY, DEFAULT_QUEUE_PREFIX, type QueueName } from '@marquee/jobs';

export { ConfigError } from '@marquee/env';

export interface WorkerConfig {
  redisUrl: string;
  /** The database the email jobs read accounts from and record deliveries in (the api's). */
  databaseUrl: string;
  /** Unset outside production: the local mailbox in the database (the api shows it at /dev/mail). */
  smtpUrl?: string;
  mailFrom: string;
  /** Links in emails start with it; must match the api's PUBLIC_URL. */
  publicUrl: string;
  /** The AI jobs' engine; the same OPENAI_* values as the api's. */
  ai: { openaiApiKey?: string; openaiBaseUrl?: string; openaiModel: string };
  /** Imports match films against TMDB with these (the api's TMDB_*), else against the local catalog. */
  tmdb?: { apiToken: string; baseUrl: string };
  /** Must match the api's; lets several environments or test runs share one Redis. */
  queuePrefix: string;
  concurrency: Record<QueueName, number>;
  logLevel: LogLevel;
  /** How long a shutdown waits for active jobs; keep it under the orchestrator's kill grace period. */
  shutdownTimeoutMs: number;
  /** Where GET /ready answers for orchestrators; unset, no port is opened. */
  healthPort?: number;
}

/**
 * The worker's configuration from the schema it shares with the api (@marquee/env), so the two read the
 * same variables with the same defaults; throws a ConfigError naming every problem.
 */
export function readWorkerConfig(env: NodeJS.ProcessEnv): WorkerConfig {
  const vars = readWorkerEnv(env);
  return {
    // The worker's own checks refuse an environment without these two.
    redisUrl: vars.REDIS_URL!,
    databaseUrl: vars.DATABASE_URL!,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    publicUrl: publicUrlOf(vars),
    ai: {
      openaiApiKey: vars.OPENAI_API_KEY,
      openaiBaseUrl: vars.OPENAI_BASE_URL && withoutTrailingSlash(vars.OPENAI_BASE_URL),
      openaiModel: vars.OPENAI_MODEL,
    },
    tmdb: vars.TMDB_API_TOKEN
      ? { apiToken: vars.TMDB_API_TOKEN, baseUrl: withoutTrailingSlash(vars.TMDB_BASE_URL) }
      : undefined,
    queuePrefix: vars.QUEUE_PREFIX ?? DEFAULT_QUEUE_PREFIX,
    concurrency: {
      email: vars.WORKER_CONCURRENCY_EMAIL ?? DEFAULT_CONCURRENCY.email,
      ai: vars.WORKER_CONCURRENCY_AI ?? DEFAULT_CONCURRENCY.ai,
      data: DEFAULT_CONCURRENCY.data,
    },
    logLevel: vars.LOG_LEVEL,
    shutdownTimeoutMs: vars.WORKER_SHUTDOWN_TIMEOUT_MS,
    healthPort: vars.WORKER_HEALTH_PORT,
  };
}
