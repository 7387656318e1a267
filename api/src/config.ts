import path from 'node:path';
import {
  publicUrlOf,
  readApiEnv,
  splitList,
  withoutTrailingSlash,
  type ApiEnv,
  type LogLevel,
} from '@marquee/env';
import { loadOrCreateDevJwtSecret } from './runtime/devJwtSecret';
import { findWorkspaceRoot } from './runtime/workspaceRoot';

export { ConfigError } from '@marquee/env';

export interface Config {
  nodeEnv: ApiEnv['NODE_ENV'];
  host: string;
  port: number;
  /** Without a trailing slash. */
  publicUrl: string;
  /** Unset: the server starts an embedded Postgres. */
  databaseUrl?: string;
  /** Unset: in-process cache, rate limits and job runner. */
  redisUrl?: string;
  /** The BullMQ key prefix; unset: the default the worker also uses. */
  queuePrefix?: string;
  jwtSecret: string;
  /** Absolute. */
  dataDir: string;
  corsOrigins: string[];
  /** Absolute; set: the API also serves the built front ends. */
  frontendsDir?: string;
  /** Absolute. */
  remotesManifestFile?: string;
  logLevel: LogLevel;
  rateLimitMax: number;
  authRateLimitMax: number;
  embeddedPostgresPort: number;
  trustProxy: boolean;
  /** Unset: the local mailbox (never in production). */
  smtpUrl?: string;
  mailFrom: string;
  /** Unset: the Google button says sign-in with Google is not configured. */
  google?: GoogleConfig;
  /** Set: movie data from TMDB through the cache; unset: the local catalog. */
  tmdbApiToken?: string;
  /** Without a trailing slash. */
  tmdbBaseUrl: string;
  /** Normalised (trimmed, lower case): these accounts are admins from sign-up and from every start. */
  adminEmails: string[];
  /** The AI engine: OpenAI-compatible with an API key, else the local engine. */
  ai: AiConfig;
  /** Set: one per-minute budget for every AI route instead of each route's own. */
  aiRateLimitMax?: number;
  /** Lower case: the only hosts (and their subdomains) push subscriptions may point at. */
  pushServiceHosts: string[];
}

export interface AiConfig {
  openaiApiKey?: string;
  /** Unset: OpenAI's own address. */
  openaiBaseUrl?: string;
  openaiModel: string;
}

export interface GoogleConfig {
  clientId: string;
  /** Unset: only the ID-token sign-in (POST /api/auth/google) works, not the redirect flow. */
  clientSecret?: string;
  /** Without a trailing slash. */
  issuer: string;
}

/** What buildApp needs: by then the database is known, embedded or from DATABASE_URL. */
export type AppConfig = Config & { databaseUrl: string };

/**
 * Reads the environment once (the schema and its checks are @marquee/env's, shared with the worker) and
 * returns the typed configuration, or throws a ConfigError naming every problem. Relative paths resolve
 * against `cwd`. Outside production an unset JWT_SECRET is generated and kept under DATA_DIR (a side
 * effect, so sessions survive restarts).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const vars = readApiEnv(env);
  const dataDir = vars.DATA_DIR
    ? path.resolve(cwd, vars.DATA_DIR)
    : path.join(findWorkspaceRoot(cwd) ?? cwd, '.data');
  const publicUrl = publicUrlOf(vars);
  return {
    nodeEnv: vars.NODE_ENV,
    host: vars.HOST ?? (vars.NODE_ENV === 'production' ? '0.0.0.0' : 'localhost'),
    port: vars.PORT,
    publicUrl,
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    queuePrefix: vars.QUEUE_PREFIX,
    jwtSecret: vars.JWT_SECRET ?? loadOrCreateDevJwtSecret(dataDir),
    dataDir,
    corsOrigins: vars.CORS_ORIGINS ? splitList(vars.CORS_ORIGINS) : [new URL(publicUrl).origin],
    frontendsDir: vars.FRONTENDS_DIR && path.resolve(cwd, vars.FRONTENDS_DIR),
    remotesManifestFile: vars.REMOTES_MANIFEST_FILE && path.resolve(cwd, vars.REMOTES_MANIFEST_FILE),
    logLevel: vars.LOG_LEVEL,
    rateLimitMax: vars.RATE_LIMIT_MAX,
    authRateLimitMax: vars.AUTH_RATE_LIMIT_MAX,
    embeddedPostgresPort: vars.EMBEDDED_POSTGRES_PORT,
    trustProxy: vars.TRUST_PROXY,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    google: vars.GOOGLE_CLIENT_ID
      ? {
          clientId: vars.GOOGLE_CLIENT_ID,
          clientSecret: vars.GOOGLE_CLIENT_SECRET,
          issuer: withoutTrailingSlash(vars.GOOGLE_ISSUER),
        }
      : undefined,
    tmdbApiToken: vars.TMDB_API_TOKEN,
    tmdbBaseUrl: withoutTrailingSlash(vars.TMDB_BASE_URL),
    pushServiceHosts: splitList(vars.PUSH_SERVICE_HOSTS).map((host) => host.toLowerCase()),
    adminEmails: vars.ADMIN_EMAILS ? splitList(vars.ADMIN_EMAILS).map((email) => email.toLowerCase()) : [],
    ai: {
      openaiApiKey: vars.OPENAI_API_KEY,
      openaiBaseUrl: vars.OPENAI_BASE_URL && withoutTrailingSlash(vars.OPENAI_BASE_URL),
      openaiModel: vars.OPENAI_MODEL,
    },
    aiRateLimitMax: vars.AI_RATE_LIMIT_MAX,
  };
}
