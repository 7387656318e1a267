import { type CalendarResponse } from '@marquee/contracts';
import { useLiveTmdbTestApp } from './helpers/liveTmdbTestApp';

const t = useLiveTmdbTestApp('calendar-tmdb-token');

const tmdbCalls = (path: string) =>
  t.tmdb.requests
    .filter((request) => request.path === path)
    .map((request) => Object.fromEntries(request.query));

test("with TMDB, a month is discover by release date and the upcoming list, in the user's region", async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/calendar?month=2023-12&region=GB&genres=28',
  });
  expect(response.statusCode).toBe(200);
  const answer = response.json<CalendarResponse>();
  expect(answer.month).toBe('2023-12');
  // Live data counts from today.
  expect(answer.today).toBe(new Date().toISOString().slice(0, 10));

  expect(tmdbCalls('/discover/movie')[0]).toMatchObject({
    region: 'GB',
    sort_by: 'popularity.desc',
    'primary_release_date.gte': '2023-12-01',
    'primary_release_date.lte': '2023-12-31',
    with_genres: '28',
    page: '1',
  });
  expect(tmdbCalls('/movie/upcoming')[0]).toMatchObject({ region: 'GB', page: '1' });
  // From the recorded upcoming list: its action films of December 2023 only (the replay's discover answer is
  // the same whatever is asked, so it is left aside here).
  const ids = answer.releases.map((release) => release.id);
  expect(ids).toContain(940551); // 2023-12-06, action
  expect(ids).not.toContain(787699); // 2023-12-06, no action
  expect(ids).not.toContain(866398); // action, January 2024
  const days = answer.releases.map((release) => release.release_date);
  expect(days).toEqual([...days].sort());
});

test('with TMDB, "Remind me" counts from today', async () => {
  const status = await t.app.inject({ method: 'GET', url: '/api/catalog/status' });
  expect(status.json()).toEqual({
    provider: 'tmdb',
    as_of: null,
    upcoming_from: new Date().toISOString().slice(0, 10),
  });
});
