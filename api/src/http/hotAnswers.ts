import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { varyNames } from '../plugins/httpCaching';
import { genReqId } from '../serverOptions';
import { type EncodedBody } from './encodedBody';

/**
 * How long an answer is replayed after the router last made it. Short, so that it adds at most this to
 * how stale a cached read can be (the cache's own TTLs are minutes to days), and long enough that a hot
 * URL goes through the router about once a second per variant instead of on every request.
 */
export const HOT_ANSWER_MS = 1_000;

/** Request headers a replayable answer may vary by; an answer varying by anything else is never kept. */
const KEYED_BY = ['accept-encoding', 'accept-language'] as const;
/** Per-request headers: made anew for each replay, never stored. */
const PER_REQUEST = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
/** Levels at which the router logs a routine public read, as replays are too. */
const DEBUG_LEVELS = new Set(['debug', 'trace']);
/** The bound on what is kept: a popular list is about 5 KB compressed, a film with everything ~30 KB. */
const MAX_BYTES = 32 * 2 ** 20;

interface HotAnswer {
  /** Name, value, name, value…: what the router sent, as Node's writeHead takes it. */
  headers: string[];
  body: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The cached body sendEncoded answered with, which the answer can be replayed from. */
    hotAnswerBody?: EncodedBody;
  }
}

/**
 * A replay, in front of the router, of what it answered a moment ago to a public catalog read served
 * from the cache: the same status, headers and encoded bytes, with a new request id. A cached read then
 * costs about what a bare Node server costs to send the same bytes (no routing, hooks, validation or
 * cache lookup), as an nginx micro-cache or a CDN in front would do, but in the process and for every
 * configuration. Only fresh 200s are kept, and only GET requests without If-None-Match are replayed;
 * conditional requests, requests with no answer kept, stale answers and everything else go through the
 * router as before. Replays are not counted by the rate limit: they cost less than counting them would,
 * and the router counts the request that made each answer (docs/architecture.md, "Replayed hot answers").
 */
export class HotAnswers {
  private readonly answers = new LRUCache<string, HotAnswer>({
    max: 2_000,
    maxSize: MAX_BYTES,
    sizeCalculation: (answer) => answer.body.length + 1,
    ttl: HOT_ANSWER_MS,
  });
  private log?: FastifyBaseLogger;

  /** Fastify's serverFactory: the HTTP server asks the replay first, the router for anything else. */
  readonly serverFactory = (
    route: (request: IncomingMessage, response: ServerResponse) => void,
    options: FastifyServerOptions,
  ): Server => {
    const server = createServer((request, response) => {
      if (!this.replay(request, response)) route(request, response);
    });
    // What Fastify sets on a server it makes itself.
    server.keepAliveTimeout = options.keepAliveTimeout ?? server.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout ?? server.requestTimeout;
    if (options.connectionTimeout) server.setTimeout(options.connectionTimeout);
    return server;
  };

  /** Where replays log, at the level the router logs a routine public read (debug). */
  logTo(log: FastifyBaseLogger): void {
    this.log = log;
  }

  /** Keeps the answer just sent, when it can be replayed (see the class). Call once it is sent. */
  keep(request: FastifyRequest, reply: FastifyReply): void {
    const body = request.hotAnswerBody;
    if (!body || request.method !== 'GET' || reply.statusCode !== 200) return;
    const sent = reply.getHeaders();
    if (!varyNames(sent.vary).every((name) => (KEYED_BY as readonly string[]).includes(name))) return;
    const encoding = sent['content-encoding'] as keyof EncodedBody['encoded'] | undefined;
    const bytes = encoding ? body.encoded[encoding] : body.bytes;
    if (!bytes) return;
    const headers: string[] = [];
    for (const [name, value] of Object.entries(sent)) {
      if (value === undefined || PER_REQUEST.has(name)) continue;
      // Whatever the router's cache said then, the replay is answered from memory now.
      headers.push(name, name === 'x-cache' ? 'HIT' : String(value));
    }
    this.answers.set(keyOf(request.raw), { headers, body: bytes });
  }

  /** Forgets every answer: the data behind them changed (a cache flush). */
  clear(): void {
    this.answers.clear();
  }

  /** Sends the kept answer to this request and says true, or says false for the router to answer it. */
  private replay(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.headers['if-none-match'] !== undefined) return false;
    const answer = this.answers.get(keyOf(request));
    if (!answer) return false;
    const log = this.log && DEBUG_LEVELS.has(this.log.level) ? this.log : undefined;
    // Timed only when logged: the clock is the one cost a replay can skip.
    const started = log ? performance.now() : 0;
    const id = genReqId(request);
    response.writeHead(200, ['x-request-id', id, ...answer.headers]);
    response.end(answer.body);
    if (log) {
      const responseTime = performance.now() - started;
      log.debug(
        { reqId: id, method: 'GET', url: request.url, statusCode: 200, responseTime, replayed: true },
        'request completed',
      );
    }
    return true;
  }
}

/** The URL with the request headers a kept answer may vary by: one key per variant of an answer. */
function keyOf(request: IncomingMessage): string {
  const { headers } = request;
  return `${request.url}\n${headers[KEYED_BY[0]] ?? ''}\n${headers[KEYED_BY[1]] ?? ''}`;
}
