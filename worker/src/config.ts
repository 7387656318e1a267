import { DEFAULT_CONCURRENCY, DEFAULT_QUEUE_PREFIX, byQueue, type QueueName } from '@marquee/jobs';

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
  /** Must match the api's; lets several environments or test runs share one Redis. */
  queuePrefix: string;
  concurrency: Record<QueueName, number>;
  logLevel: LogLevel;
  /** How long a shutdown waits for active jobs; keep it under the orchestrator's kill grace period. */
  shutdownTimeoutMs: number;
  /** Where GET /ready answers for orchestrators; unset, no port is opened. */
  healthPort?: number;
}

/** A mistake in the environment: main prints the message alone, without a stack, and exits 1. */
export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

const DEFAULT_SHUTDOWN_TIMEOUT_MS = 25_000;
// The api's defaults, so the two processes agree when neither is told otherwise.
const DEFAULT_MAIL_FROM = 'Marquee <no-reply@marquee.local>';
const DEFAULT_PUBLIC_URL = 'http://localhost:8080';
const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

export function readWorkerConfig(env: NodeJS.ProcessEnv): WorkerConfig {
  const production = env.NODE_ENV === 'production';
  return {
    redisUrl: redisUrl(env.REDIS_URL),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    smtpUrl: smtpUrl(env.SMTP_URL, production),
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    publicUrl: publicUrl(env.PUBLIC_URL),
    ai: {
      openaiApiKey: env.OPENAI_API_KEY || undefined,
      openaiBaseUrl: openaiBaseUrl(env.OPENAI_BASE_URL),
      openaiModel: env.OPENAI_MODEL || DEFAULT_OPENAI_MODEL,
    },
    queuePrefix: env.QUEUE_PREFIX || DEFAULT_QUEUE_PREFIX,
    concurrency: byQueue((name) =>
      positiveInteger(env, `WORKER_CONCURRENCY_${name.toUpperCase()}`, DEFAULT_CONCURRENCY[name]),
    ),
    logLevel: logLevel(env.LOG_LEVEL),
    shutdownTimeoutMs: positiveInteger(env, 'WORKER_SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_TIMEOUT_MS),
    healthPort: env.WORKER_HEALTH_PORT ? positiveInteger(env, 'WORKER_HEALTH_PORT', 0) : undefined,
  };
}

function redisUrl(value: string | undefined): string {
  if (!value) {
    throw new ConfigError(
      'REDIS_URL is required: the worker runs the jobs queued in Redis (without Redis the api runs them itself and no worker is needed)',
    );
  }
  if (!URL.canParse(value) || !['redis:', 'rediss:'].includes(new URL(value).protocol)) {
    throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL');
  }
  return value;
}

function databaseUrl(value: string | undefined): string {
  if (!value) {
    throw new ConfigError(
      "DATABASE_URL is required: email jobs read the accounts from the api's database (use the same value as the api)",
    );
  }
  if (!/^postgres(ql)?:\/\//.test(value)) throw new ConfigError('DATABASE_URL must be a postgres:// URL');
  return value;
}

function smtpUrl(value: string | undefined, production: boolean): string | undefined {
  if (!value) {
    if (production)
      throw new ConfigError(
        'SMTP_URL is required when NODE_ENV=production (the local mailbox is for development)',
      );
    return undefined;
  }
  if (!/^smtps?:\/\//.test(value)) throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
  return value;
}

function publicUrl(value: string | undefined): string {
  if (!value) return DEFAULT_PUBLIC_URL;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new ConfigError(
      `PUBLIC_URL must be an http(s) URL like https://marquee.example.com, not "${value}"`,
    );
  }
  return value.replace(/\/+$/, '');
}

function openaiBaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new ConfigError(`OPENAI_BASE_URL must be an http(s) URL like https://api.openai.com/v1`);
  }
  return value.replace(/\/+$/, '');
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new ConfigError(`${name} must be a positive integer, not "${value}"`);
  return parsed;
}

function logLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  const level = LOG_LEVELS.find((known) => known === value);
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}"`);
  return level;
}
