import { Type, type Static } from 'typebox';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Marks a variable whose value is never printed, only its length (see shownValue). */
const secret = { writeOnly: true } as const;

/**
 * Every environment variable of the API and the worker, in the order of .env.example. The descriptions
 * are printed next to a bad value, so they are written for someone who has never seen this code.
 */
export const EnvSchema = Type.Object({
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
      ...secret,
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
    Type.String({
      ...secret,
      minLength: 1,
      description: "the OAuth client secret (Google's redirect sign-in flow)",
    }),
  ),
  GOOGLE_ISSUER: Type.String({
    pattern: '^https?://[^/]+',
    default: 'https://accounts.google.com',
    examples: ['https://accounts.google.com'],
    description: 'the OpenID Connect issuer of Google sign-in (tests point it at a local provider)',
  }),
  TMDB_API_TOKEN: Type.Optional(
    Type.String({
      ...secret,
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
      ...secret,
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
  PUSH_SERVICE_HOSTS: Type.String({
    minLength: 1,
    default: 'fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com',
    examples: ['fcm.googleapis.com,push.services.mozilla.com'],
    description:
      "comma-separated push services (a host and its subdomains) a browser's push subscription may point at; the server sends to no other",
  }),
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
  // Unset, the worker uses @marquee/jobs' DEFAULT_CONCURRENCY, which the in-process runner shares.
  WORKER_CONCURRENCY_EMAIL: Type.Optional(
    Type.Integer({ minimum: 1, description: 'email jobs the worker runs at once' }),
  ),
  WORKER_CONCURRENCY_AI: Type.Optional(
    Type.Integer({ minimum: 1, description: 'AI jobs the worker runs at once' }),
  ),
  WORKER_SHUTDOWN_TIMEOUT_MS: Type.Integer({
    minimum: 1,
    default: 25_000,
    description:
      "how long a stopping worker waits for active jobs; keep it under the orchestrator's kill grace period",
  }),
  WORKER_HEALTH_PORT: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 65535,
      description: 'where the worker answers GET /ready for orchestrators; unset, no port is opened',
    }),
  ),
});

/** What only the worker reads; the API validates every other variable. */
const WORKER_ONLY = [
  'WORKER_CONCURRENCY_EMAIL',
  'WORKER_CONCURRENCY_AI',
  'WORKER_SHUTDOWN_TIMEOUT_MS',
  'WORKER_HEALTH_PORT',
] as const;

// env-schema sets additionalProperties: false on the schema it is given; saying so here keeps that a
// no-op, so Ajv compiles each schema once and reuses it.
const closed = { additionalProperties: false } as const;

export const ApiEnvSchema = Type.Omit(EnvSchema, WORKER_ONLY, closed);
export type ApiEnv = Static<typeof ApiEnvSchema>;

/**
 * The worker reads the database, Redis, mail, AI and TMDB settings the API reads (they must match: imports
 * match films against the same movie data), and PORT for the default PUBLIC_URL of the links in its emails.
 */
export const WorkerEnvSchema = Type.Pick(
  EnvSchema,
  [
    'NODE_ENV',
    'PORT',
    'PUBLIC_URL',
    'DATABASE_URL',
    'REDIS_URL',
    'QUEUE_PREFIX',
    'LOG_LEVEL',
    'SMTP_URL',
    'MAIL_FROM',
    'OPENAI_API_KEY',
    'OPENAI_BASE_URL',
    'OPENAI_MODEL',
    'TMDB_API_TOKEN',
    'TMDB_BASE_URL',
    ...WORKER_ONLY,
  ],
  closed,
);
export type WorkerEnv = Static<typeof WorkerEnvSchema>;
