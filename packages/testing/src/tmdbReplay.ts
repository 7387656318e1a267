import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { serveAtApi } from './localApi';
import { tmdbAnswer } from './tmdbAnswers';

export { tmdbAnswer } from './tmdbAnswers';
export { tmdbFixture, tmdbFixturesDir } from './tmdbRecordings';

export interface ReplayedRequest {
  /** The TMDB path without /3, e.g. '/movie/550'. */
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  /** When it arrived (epoch ms). */
  at: number;
}

/**
 * What a request gets instead of the recording: an HTTP error (5xx, or 429 with TMDB's Retry-After), no
 * answer at all until the server closes, or its connection dropped.
 */
export type Disruption = { status: number; retryAfter?: string } | { hang: true } | { drop: true };

export interface TmdbReplay {
  requests: ReplayedRequest[];
  /** Requests that reached `path` (without /3) so far. */
  callsTo(path: string): number;
  /** Queues answers for the next requests, in order (after them the recordings again). */
  disrupt(...disruptions: Disruption[]): void;
  /** While set, every request gets this instead (an outage), ahead of the queued disruptions. */
  outage: Disruption | undefined;
  /** Each request is answered this late (to line up concurrent requests behind one upstream call). */
  delayMs: number;
  close(): Promise<void>;
}

export interface TmdbReplayServer extends TmdbReplay {
  /** The base URL, TMDB_BASE_URL's counterpart (e.g. http://127.0.0.1:1234/3). */
  url: string;
}

const NOT_FOUND = {
  success: false,
  status_code: 34,
  status_message: 'The resource you requested could not be found.',
};
const INVALID_KEY = {
  success: false,
  status_code: 7,
  status_message: 'Invalid API key: You must be granted a valid key.',
};
const RATE_LIMITED = {
  success: false,
  status_code: 25,
  status_message: 'Your request count is over the allowed limit.',
};
const FAILED = {
  success: false,
  status_code: 11,
  status_message: 'Internal error: Something went wrong, contact TMDB.',
};

/**
 * The recorded TMDB behind one front door: paths under `prefix`, and when `token` is given, TMDB's check
 * of the bearer token.
 */
function createReplay(prefix: string, token: string | undefined) {
  const requests: ReplayedRequest[] = [];
  const disruptions: Disruption[] = [];
  const hanging = new Set<http.ServerResponse>();
  const state: Pick<TmdbReplay, 'delayMs' | 'outage'> = { delayMs: 0, outage: undefined };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://replay');
    const route = url.pathname.startsWith(`${prefix}/`) ? url.pathname.slice(prefix.length) : undefined;
    const authorization = request.headers.authorization;
    if (route) requests.push({ path: route, query: url.searchParams, authorization, at: Date.now() });
    const later = (answer: () => void) => setTimeout(answer, state.delayMs);
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      later(() => {
        response.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
        response.end(JSON.stringify(body));
      });

    if (token !== undefined && authorization !== `Bearer ${token}`) return reply(401, INVALID_KEY);
    const disruption = state.outage ?? disruptions.shift();
    if (disruption && 'hang' in disruption) return hanging.add(response);
    if (disruption && 'drop' in disruption) return later(() => request.socket.destroy());
    if (disruption) {
      const retryAfter: Record<string, string> = disruption.retryAfter
        ? { 'retry-after': disruption.retryAfter }
        : {};
      return reply(disruption.status, disruption.status === 429 ? RATE_LIMITED : FAILED, retryAfter);
    }
    const body = route && tmdbAnswer(route, url.searchParams);
    return body ? reply(200, body) : reply(404, NOT_FOUND);
  });

  const replay: Omit<TmdbReplay, 'close'> = {
    requests,
    callsTo: (route) => requests.filter((request) => request.path === route).length,
    disrupt: (...next) => disruptions.push(...next),
    get outage() {
      return state.outage;
    },
    set outage(disruption) {
      state.outage = disruption;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms) {
      state.delayMs = ms;
    },
  };
  const endHanging = () => hanging.forEach((response) => response.destroy());
  return { server, replay, endHanging };
}

/**
 * A local TMDB v3: a real HTTP server under /3 answering the recorded real TMDB responses, composed as
 * TMDB composes them (append_to_response), checking the bearer token as TMDB does, and able to fail on
 * demand. What the API's live provider, e2e and the benchmarks talk to.
 */
export async function startTmdbReplayServer(token: string): Promise<TmdbReplayServer> {
  const { server, replay, endHanging } = createReplay('/3', token);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(replay, {
    url: `http://127.0.0.1:${port}/3`,
    close: async () => {
      endHanging();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}

/**
 * The same recordings as the API serves them to the front end: the product's relative /api/tmdb/... calls
 * (jsdom component tests) are answered as the API's TMDB proxy passes TMDB's answers through, without
 * the token, which only the API holds.
 */
export async function serveTmdbReplayAtApi(): Promise<TmdbReplay> {
  const { server, replay, endHanging } = createReplay('/api/tmdb', undefined);
  const served = await serveAtApi(server, '/api/tmdb/');
  return Object.assign(replay, {
    close: () => {
      endHanging();
      return served.close();
    },
  });
}
