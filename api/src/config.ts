import path from 'node:path';
import { Type, type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { type TLocalizedValidationError } from 'typebox/error';
import { loadOrCreateDevJwtSecret } from './runtime/devJwtSecret';
import { findWorkspaceRoot } from './runtime/workspaceRoot';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Every environment variable the API reads. The descriptions are printed next to a bad value, so they are
 * written for someone who has never seen this code.
 */
const EnvSchema = Type.Object({
  NODE_ENV: Type.Enum(['development', 'production', 'test'], {
    default: 'development',
    description: 'production requires JWT_SECRET and listens on all interfaces by default',
  }),
  HOST: Type.Optional(
    Type.String({ minLength: 1, description: 'the interface to listen on (0.0.0.0 in containers)' }),
  ),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080, description: 'the HTTP port' }),
  PUBLIC_URL: Type.Optional(
    Type.String({
      pattern: '^https?://[^/]+',
      examples: ['https://marquee.example.com'],
      description: 'the address people open in the browser',
    }),
  ),
  DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://',
      examples: ['postgres://user:password@localhost:5432/marquee'],
      description: 'leave unset to run an embedded Postgres',
    }),
  ),
  REDIS_URL: Type.Optional(
    Type.String({
      pattern: '^rediss?://',
      examples: ['redis://localhost:6379'],
      description: 'leave unset for an in-process cache and job runner',
    }),
  ),
  QUEUE_PREFIX: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9_-]+$',
      description: "the BullMQ key prefix (Redis mode); must be the worker's QUEUE_PREFIX",
    }),
  ),
  JWT_SECRET: Type.Optional(
    Type.String({
      minLength: 32,
      description: 'signs session tokens; generate one with `openssl rand -base64 48`',
    }),
  ),
  DATA_DIR: Type.Optional(Type.String({ minLength: 1, description: 'where local state is kept' })),
  CORS_ORIGINS: Type.Optional(
    Type.String({ description: 'comma-separated origins allowed to call the API' }),
  ),
  FRONTENDS_DIR: Type.Optional(
    Type.String({ minLength: 1, description: 'the folder holding the built front ends' }),
  ),
  REMOTES_MANIFEST_FILE: Type.Optional(
    Type.String({ minLength: 1, description: 'a JSON file served as /remotes.json' }),
  ),
  LOG_LEVEL: Type.Enum(LOG_LEVELS, { default: 'info', description: 'how much the server logs' }),
  RATE_LIMIT_MAX: Type.Integer({
    minimum: 1,
    default: 600,
    description: 'requests per minute per client IP',
  }),
  AUTH_RATE_LIMIT_MAX: Type.Integer({
    minimum: 1,
    default: 20,
    description: 'attempts per 15 minutes per client IP on each sign-in, sign-up and password route',
  }),
  EMBEDDED_POSTGRES_PORT: Type.Integer({
    minimum: 1,
    maximum: 65535,
    default: 54329,
    description: 'the port of the embedded Postgres',
  }),
  SMTP_URL: Type.Optional(
    Type.String({
      pattern: '^smtps?://',
      examples: ['smtp://user:password@smtp.example.com:587'],
      description: 'the mail server; leave unset outside production for the local mailbox at /dev/mail',
    }),
  ),
  MAIL_FROM: Type.String({
    minLength: 3,
    default: 'Marquee <no-reply@marquee.local>',
    description: 'the sender of account emails',
  }),
  GOOGLE_CLIENT_ID: Type.Optional(
    Type.String({ minLength: 1, description: 'the OAuth client id of Google sign-in' }),
  ),
  GOOGLE_CLIENT_SECRET: Type.Optional(
    Type.String({ minLength: 1, description: "the OAuth client secret (Google's redirect sign-in flow)" }),
  ),
  GOOGLE_ISSUER: Type.String({
    pattern: '^https?://[^/]+',
    default: 'https://accounts.google.com',
    examples: ['https://accounts.google.com'],
    description: 'the OpenID Connect issuer of Google sign-in (tests point it at a local provider)',
  }),
  TMDB_API_TOKEN: Type.Optional(
    Type.String({
      minLength: 1,
      description:
        'a TMDB v3 API Read Access Token: movie data then comes from TMDB (cached); unset uses the local catalog',
    }),
  ),
  TMDB_BASE_URL: Type.String({
    pattern: '^https?://[^/]+',
    default: 'https://api.themoviedb.org/3',
    examples: ['https://api.themoviedb.org/3'],
    description: 'where the TMDB v3 API answers (tests point it at a local replay server)',
  }),
  OPENAI_API_KEY: Type.Optional(
    Type.String({
      minLength: 1,
      description:
        'the key of an OpenAI-compatible server: the AI features use it; unset uses the local engine',
    }),
  ),
  OPENAI_BASE_URL: Type.Optional(
    Type.String({
      pattern: '^https?://[^/]+',
      examples: ['https://api.openai.com/v1'],
      description: "where the OpenAI-compatible API answers (default: OpenAI's)",
    }),
  ),
  OPENAI_MODEL: Type.String({
    minLength: 1,
    default: 'gpt-4o-mini',
    description: 'the chat model the AI features ask',
  }),
  AI_RATE_LIMIT_MAX: Type.Optional(
    Type.Integer({
      minimum: 1,
      description:
        'requests per minute per user (per IP for guests) on every AI route; unset: 20 chat, 10 recommendations and search, 30 analyses',
    }),
  ),
  ADMIN_EMAILS: Type.Optional(
    Type.String({
      examples: ['owner@example.com,ops@example.com'],
      description:
        'comma-separated emails of accounts that are administrators: made so at sign-up and at every start',
    }),
  ),
  TRUST_PROXY: Type.Boolean({
    default: false,
    description: 'true behind a reverse proxy, so client IPs come from X-Forwarded-For',
  }),
});
type Env = Static<typeof EnvSchema>;
type EnvName = keyof Env;

const envValidator = Compile(EnvSchema);

export interface Config {
  nodeEnv: Env['NODE_ENV'];
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

/** Lists every bad variable at once, so a broken .env is fixed in one round trip. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      [
        `Invalid configuration (${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}):`,
        ...problems.map((problem) => `  - ${problem}`),
        'Fix these environment variables (every variable is described in .env.example) and start again.',
      ].join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/**
 * Reads the environment once and returns the typed configuration, or throws a ConfigError naming every
 * problem. Relative paths resolve against `cwd`. Outside production an unset JWT_SECRET is generated and
 * kept under DATA_DIR (a side effect, so sessions survive restarts).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const vars = envValidator.Default(coerce(env)) as Partial<Record<EnvName, unknown>>;
  const schemaErrors = envValidator.Errors(vars).filter(firstErrorPerVariable());
  const invalid = new Set(schemaErrors.map(variableName));
  const problems = [
    ...schemaErrors.map((error) => describeSchemaError(error, env)),
    ...crossFieldProblems(vars, invalid),
  ];
  if (problems.length > 0 || !envValidator.Check(vars)) throw new ConfigError(problems);

  const dataDir = vars.DATA_DIR
    ? path.resolve(cwd, vars.DATA_DIR)
    : path.join(findWorkspaceRoot(cwd) ?? cwd, '.data');
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
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
          issuer: vars.GOOGLE_ISSUER.replace(/\/+$/, ''),
        }
      : undefined,
    tmdbApiToken: vars.TMDB_API_TOKEN,
    tmdbBaseUrl: vars.TMDB_BASE_URL.replace(/\/+$/, ''),
    adminEmails: vars.ADMIN_EMAILS ? splitList(vars.ADMIN_EMAILS).map((email) => email.toLowerCase()) : [],
    ai: {
      openaiApiKey: vars.OPENAI_API_KEY,
      openaiBaseUrl: vars.OPENAI_BASE_URL?.replace(/\/+$/, ''),
      openaiModel: vars.OPENAI_MODEL,
    },
    aiRateLimitMax: vars.AI_RATE_LIMIT_MAX,
  };
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

/**
 * Strict string-to-number/boolean coercion: TypeBox's own Convert would turn "8080.5" into 8080 and ""
 * into 0. Anything that is not clearly a number or a boolean stays a string and fails validation. Empty
 * values count as unset, as in most .env files.
 */
function coerce(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(EnvSchema.properties) as [
    EnvName,
    TSchema & { type?: string },
  ][]) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const lower = raw.toLowerCase();
    if (schema.type === 'integer' && /^\d+$/.test(raw)) values[name] = Number(raw);
    else if (schema.type === 'boolean' && TRUE_WORDS.has(lower)) values[name] = true;
    else if (schema.type === 'boolean' && FALSE_WORDS.has(lower)) values[name] = false;
    else values[name] = raw;
  }
  return values;
}

/** TypeBox may report several errors for one variable; the first says enough. */
function firstErrorPerVariable() {
  const seen = new Set<string>();
  return (error: TLocalizedValidationError) => {
    if (seen.has(error.instancePath)) return false;
    seen.add(error.instancePath);
    return true;
  };
}

function variableName(error: TLocalizedValidationError): EnvName {
  return error.instancePath.replace(/^\//, '') as EnvName;
}

function describeSchemaError(error: TLocalizedValidationError, env: NodeJS.ProcessEnv): string {
  const name = variableName(error);
  const schema = EnvSchema.properties[name] as TSchema & { description?: string; examples?: string[] };
  return `${name}${shownValue(name, env[name])}: ${reason(error, schema.examples)} (${schema.description})`;
}

function reason(error: TLocalizedValidationError, examples: string[] | undefined): string {
  switch (error.keyword) {
    case 'type':
      if (error.params.type === 'integer') return 'must be a whole number';
      if (error.params.type === 'boolean') return 'must be true or false';
      return `must be a ${error.params.type}`;
    case 'enum':
      return `must be one of ${error.params.allowedValues.join(', ')}`;
    case 'minimum':
      return `must be at least ${error.params.limit}`;
    case 'maximum':
      return `must be at most ${error.params.limit}`;
    case 'minLength':
      return `must be at least ${error.params.limit} characters long`;
    case 'pattern':
      return examples?.[0] ? `must look like ${examples[0]}` : error.message;
    default:
      return error.message;
  }
}

/** The offending value, without ever printing a secret or a password inside a URL. */
function shownValue(name: EnvName, raw: string | undefined): string {
  if (raw === undefined) return '';
  if (['JWT_SECRET', 'GOOGLE_CLIENT_SECRET', 'TMDB_API_TOKEN', 'OPENAI_API_KEY'].includes(name))
    return ` (${raw.length} characters)`;
  return `="${raw.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@')}"`;
}

/** Rules that span variables or need more than a schema; variables that already failed are skipped. */
function crossFieldProblems(vars: Partial<Record<EnvName, unknown>>, invalid: Set<EnvName>): string[] {
  const valid = (name: EnvName) =>
    !invalid.has(name) && typeof vars[name] === 'string' ? vars[name] : undefined;
  const problems: string[] = [];
  if (valid('NODE_ENV') === 'production' && vars.JWT_SECRET === undefined) {
    problems.push(
      'JWT_SECRET: must be set when NODE_ENV=production, at least 32 random characters ' +
        '(generate one with `openssl rand -base64 48`)',
    );
  }
  if (valid('NODE_ENV') === 'production' && vars.SMTP_URL === undefined) {
    problems.push(
      'SMTP_URL: must be set when NODE_ENV=production (the local mailbox is for development only), ' +
        'e.g. smtp://user:password@smtp.example.com:587',
    );
  }
  if (vars.GOOGLE_CLIENT_SECRET !== undefined && vars.GOOGLE_CLIENT_ID === undefined) {
    problems.push('GOOGLE_CLIENT_SECRET: only takes effect with GOOGLE_CLIENT_ID');
  }
  const publicUrl = valid('PUBLIC_URL');
  if (publicUrl && !URL.canParse(publicUrl)) {
    problems.push(`PUBLIC_URL="${publicUrl}": is not a valid URL (e.g. https://marquee.example.com)`);
  }
  const corsOrigins = valid('CORS_ORIGINS');
  const badOrigins = corsOrigins ? splitList(corsOrigins).filter((origin) => !isOrigin(origin)) : [];
  if (badOrigins.length > 0) {
    problems.push(
      `CORS_ORIGINS: ${badOrigins.map((origin) => `"${origin}"`).join(', ')} ` +
        'must be origins like https://app.example.com (scheme, host and optional port; no path, no *)',
    );
  }
  if (vars.REMOTES_MANIFEST_FILE !== undefined && vars.FRONTENDS_DIR === undefined) {
    problems.push(
      'REMOTES_MANIFEST_FILE: only takes effect with FRONTENDS_DIR (it replaces the served /remotes.json)',
    );
  }
  return problems;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

function isOrigin(value: string): boolean {
  return URL.canParse(value) && new URL(value).origin === value;
}
