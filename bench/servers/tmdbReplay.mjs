// A local TMDB for the benchmarks: answers the recorded real TMDB responses the API tests use
// (api/test/fixtures/tmdb), so the product runs its live provider, cache included, without the network.
// Lists answer their recording; any /movie/<id> answers the recorded details with parts appended.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'api',
  'test',
  'fixtures',
  'tmdb',
);
const recorded = (file) => readFileSync(path.join(fixtures, file));
const lists = {
  '/3/movie/popular': recorded('movie_popular.json'),
  '/3/trending/movie/week': recorded('trending_movie_week.json'),
};
const details = recorded('movie_10140_append_to_response.json');

const server = http.createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://replay');
  const body = lists[pathname] ?? (/^\/3\/movie\/\d+$/.test(pathname) ? details : undefined);
  response.writeHead(body ? 200 : 404, { 'content-type': 'application/json;charset=utf-8' });
  response.end(body ?? '{"success":false,"status_code":34}');
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
