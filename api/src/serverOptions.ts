import { randomUUID } from 'node:crypto';
import { type IncomingMessage } from 'node:http';
import { type FastifyServerOptions } from 'fastify';
import { type Config } from './config';
import { requestLogger } from './lazyRequestLogger';
import { RequestLog } from './requestLog';

/** Where log lines go; tests pass a stream to read them. Default: stdout. */
export interface LogStream {
  write(line: string): void;
}

const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'apiKey',
  'openaiApiKey',
];

/** Never log credentials, whether they travel in headers or inside a logged object. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** An incoming id is trusted only if it is short and plain, since it is written to logs and headers. */
const PLAIN_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Keeps the request id a proxy or caller assigned, so one id follows a request across services. */
export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && PLAIN_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function serverOptions(config: Config, logStream?: LogStream): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      ...(logStream && { stream: logStream }),
    },
    genReqId,
    childLoggerFactory: requestLogger,
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    // Requests carry JSON forms and ids, never files; anything bigger is refused with 413.
    bodyLimit: 1024 * 1024,
    // Without a proxy in front, a slow client must not hold a socket forever (slowloris).
    requestTimeout: 30_000,
    // Longer than the 60 s idle timeout of common load balancers, so they never reuse a closed socket.
    keepAliveTimeout: 72_000,
  };
}
