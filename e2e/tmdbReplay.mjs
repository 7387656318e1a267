// A local TMDB v3 for the end-to-end tests of the live provider: a real HTTP server under /3 answering
// the recorded real TMDB responses in api/test/fixtures/tmdb, checking the bearer token as TMDB does.
// /movie/550 with append_to_response is composed from its recorded parts exactly as TMDB nests them;
// /movie/10140 was recorded with its parts appended (and lacks some: keywords, recommendations, ...).
// Run directly (`node tmdbReplay.mjs`) it listens on PORT with TMDB_REPLAY_TOKEN and prints its URL.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'api',
  'test',
  'fixtures',
  'tmdb',
);
const recorded = (file) => JSON.parse(readFileSync(path.join(fixtures, file), 'utf8'));

const lists = {
  '/trending/movie/week': 'trending_movie_week.json',
  '/movie/popular': 'movie_popular.json',
  '/movie/top_rated': 'movie_top_rated.json',
  '/movie/upcoming': 'movie_upcoming.json',
  '/genre/movie/list': 'genre_movie_list.json',
  '/discover/movie': 'discover_movie.json',
  '/search/movie': 'search_movie_star_wars.json',
};

/** The parts TMDB appends, each with the file it was recorded in (for film 550). */
const parts = {
  credits: 'credits',
  videos: 'videos',
  images: 'images',
  recommendations: 'recommendations',
  similar: 'similar',
  reviews: 'reviews',
  keywords: 'keywords',
  external_ids: 'external_ids',
  'watch/providers': 'watch_providers',
};

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

/** Without its own `id`, as TMDB nests a part under the film. */
function nested(part) {
  const { id: _id, ...rest } = part;
  return rest;
}

/** The names asked for in append_to_response that TMDB knows, each once. */
function appendedNames(query) {
  const names = (query.get('append_to_response') ?? '').split(',');
  return [...new Set(names)].filter((name) => name in parts);
}

function film550(query) {
  const film = recorded('movie_550.json');
  for (const name of appendedNames(query)) film[name] = nested(recorded(`movie_550_${parts[name]}.json`));
  return film;
}

function film10140(query) {
  const film = recorded('movie_10140_append_to_response.json');
  const asked = new Set(appendedNames(query));
  // The recording carries the parts it was made with; a request gets those it asks for.
  for (const name of [...Object.keys(parts), 'release_dates']) if (!asked.has(name)) delete film[name];
  return film;
}

/** The recorded answer to a TMDB path (without /3), or undefined when TMDB would answer 404. */
function answer(route, query) {
  if (lists[route]) return recorded(lists[route]);
  if (route === '/movie/550') return film550(query);
  if (route === '/movie/10140') return film10140(query);
  const part = /^\/movie\/550\/(.+)$/.exec(route)?.[1];
  if (part && parts[part]) return recorded(`movie_550_${parts[part]}.json`);
  return undefined;
}

/** Starts the server; `port` 0 picks a free one. */
export async function startTmdbReplay({ port = 0, token }) {
  const requests = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://replay');
    requests.push(url.pathname + url.search);
    const reply = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${token}`) return reply(401, INVALID_KEY);
    const body = url.pathname.startsWith('/3/') ? answer(url.pathname.slice(2), url.searchParams) : undefined;
    return body ? reply(200, body) : reply(404, NOT_FOUND);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address();
  return {
    url: `http://127.0.0.1:${actual}/3`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const token = process.env.TMDB_REPLAY_TOKEN;
  if (!token) throw new Error('TMDB_REPLAY_TOKEN is required');
  const replay = await startTmdbReplay({ port: Number(process.env.PORT ?? 0), token });
  console.log(`tmdb replay listening on ${replay.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => replay.close().then(() => process.exit(0)));
}
