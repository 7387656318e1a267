import fs from 'node:fs';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import path from 'node:path';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'tmdb');

/** Request paths and the recorded TMDB answer each gets (any query string). */
const ROUTES: Record<string, string> = {
  '/trending/movie/week': 'trending_movie_week.json',
  '/movie/popular': 'movie_popular.json',
  '/movie/top_rated': 'movie_top_rated.json',
  '/movie/upcoming': 'movie_upcoming.json',
  '/genre/movie/list': 'genre_movie_list.json',
  '/discover/movie': 'discover_movie.json',
  '/search/movie': 'search_movie_star_wars.json',
  '/movie/550': 'movie_550.json',
  '/movie/550/credits': 'movie_550_credits.json',
  '/movie/550/videos': 'movie_550_videos.json',
  '/movie/550/images': 'movie_550_images.json',
  '/movie/550/recommendations': 'movie_550_recommendations.json',
  '/movie/550/similar': 'movie_550_similar.json',
  '/movie/550/reviews': 'movie_550_reviews.json',
  '/movie/550/keywords': 'movie_550_keywords.json',
  '/movie/550/external_ids': 'movie_550_external_ids.json',
  '/movie/550/watch/providers': 'movie_550_watch_providers.json',
  '/movie/10140': 'movie_10140_append_to_response.json',
  // The film the authorization matrix reviews and adds to a watchlist: the API checks that it exists.
  '/movie/13/external_ids': 'movie_13_external_ids.json',
};

/** A recorded answer, parsed: what a route should pass through unchanged. */
export function tmdbFixture(file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8'));
}

export interface ReplayedRequest {
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  /** When it arrived (epoch ms). */
  at: number;
}

/** What the next requests get instead of the recording; each entry answers one request. */
export type Disruption = { status: number; retryAfter?: string } | { hang: true };

export interface TmdbReplayServer {
  /** The base URL, TMDB_BASE_URL's counterpart (e.g. http://127.0.0.1:1234/3). */
  url: string;
  requests: ReplayedRequest[];
  /** Requests that reached `path` so far. */
  callsTo(path: string): number;
  /** Queues answers for the next requests, in order (after them the recordings again). */
  disrupt(...disruptions: Disruption[]): void;
  /** Each request is answered this late (to line up concurrent requests behind one upstream call). */
  delayMs: number;
  close(): Promise<void>;
}

/**
 * A local TMDB: a real HTTP server under /3 answering the recorded real TMDB responses in
 * test/fixtures/tmdb, checking the Bearer token like TMDB does, and able to fail on demand.
 */
export async function startTmdbReplayServer(token: string): Promise<TmdbReplayServer> {
  const requests: ReplayedRequest[] = [];
  const disruptions: Disruption[] = [];
  const hanging = new Set<http.ServerResponse>();
  const state = { delayMs: 0 };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://replay');
    const route = url.pathname.replace(/^\/3/, '');
    requests.push({
      path: route,
      query: url.searchParams,
      authorization: request.headers.authorization,
      at: Date.now(),
    });
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
        response.end(JSON.stringify(body));
      }, state.delayMs);
    };

    if (request.headers.authorization !== `Bearer ${token}`) {
      return reply(401, {
        success: false,
        status_code: 7,
        status_message: 'Invalid API key: You must be granted a valid key.',
      });
    }
    const disruption = disruptions.shift();
    if (disruption && 'hang' in disruption) {
      hanging.add(response);
      return undefined;
    }
    if (disruption) {
      return reply(
        disruption.status,
        { success: false, status_code: 25, status_message: 'Your request count is over the allowed limit.' },
        disruption.retryAfter ? { 'retry-after': disruption.retryAfter } : {},
      );
    }
    const file = ROUTES[route];
    if (!file) {
      return reply(404, {
        success: false,
        status_code: 34,
        status_message: 'The resource you requested could not be found.',
      });
    }
    return reply(200, tmdbFixture(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/3`,
    requests,
    callsTo: (route) => requests.filter((request) => request.path === route).length,
    disrupt: (...next) => disruptions.push(...next),
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
