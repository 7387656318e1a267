import {
  type CalendarFeedAddress,
  type CalendarResponse,
  type Reminder,
  type RemindersResponse,
} from '@marquee/contracts';
import ICAL from 'ical.js';
import { insertCatalogFilms } from './helpers/catalogFilms';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { useTestApp } from './helpers/testApp';

const t = useTestApp();

/*
 * A catalog whose newest release is 2020-03-01 (its "today") and two films announced after it: its
 * upcoming list, the calendar and "Remind me" count from 2020-03-02.
 */
beforeAll(() =>
  insertCatalogFilms(t.app.db, [
    { id: 1, title: 'Old Film', release_date: '2020-01-10', genre_ids: [18], popularity: 5 },
    { id: 2, title: 'Latest Film', release_date: '2020-03-01', genre_ids: [35], popularity: 9 },
    { id: 3, title: 'Coming Soon', release_date: '2020-03-20', genre_ids: [18], status: 'Post Production' },
    {
      id: 4,
      title: 'Later; Part, Two',
      release_date: '2020-04-05',
      genre_ids: [35],
      status: 'Post Production',
    },
    { id: 5, title: 'Also in March', release_date: '2020-03-25', genre_ids: [35, 18], status: 'Planned' },
  ]),
);

let users = 0;
const aUser = () => signedInUser(t.app, { email: `calendar${++users}@example.com` });

const get = (url: string, user?: SignedInUser) =>
  t.app.inject({ method: 'GET', url, headers: user?.headers });
const remind = (user: SignedInUser, movieId: number, payload: object = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/reminders/${movieId}`, headers: user.headers, payload });
const calendar = async (query: string, user?: SignedInUser) => {
  const response = await get(`/api/calendar${query}`, user);
  expect(response.statusCode).toBe(200);
  return response.json<CalendarResponse>();
};
const titles = (answer: CalendarResponse) => answer.releases.map((release) => release.title);

describe('the calendar', () => {
  test('starts at the month the catalog counts as upcoming, its releases by day', async () => {
    const answer = await calendar('');
    expect(answer.today).toBe('2020-03-02');
    expect(answer.month).toBe('2020-03');
    expect(titles(answer)).toEqual(['Latest Film', 'Coming Soon', 'Also in March']);
    const status = await get('/api/catalog/status');
    expect(status.json()).toMatchObject({
      provider: 'catalog',
      as_of: '2020-03-01',
      upcoming_from: '2020-03-02',
    });
    expect(answer.releases[1]).toEqual({
      id: 3,
      title: 'Coming Soon',
      release_date: '2020-03-20',
      poster_path: '/poster-3.jpg',
      overview: '',
      vote_average: 0,
      genre_ids: [18],
    });
  });

  test('shows another month, and keeps films of all the genres asked for', async () => {
    expect(titles(await calendar('?month=2020-04'))).toEqual(['Later; Part, Two']);
    expect(titles(await calendar('?month=2020-03&genres=18'))).toEqual(['Coming Soon', 'Also in March']);
    expect(titles(await calendar('?month=2020-03&genres=18,35'))).toEqual(['Also in March']);
  });

  test("keeps only the user's watchlist or reminders, which need a signed-in user", async () => {
    const user = await aUser();
    const watchlisted = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/watchlist`,
      headers: user.headers,
      payload: { movieId: '5', title: 'Also in March' },
    });
    expect(watchlisted.statusCode).toBe(200);
    expect((await remind(user, 3)).statusCode).toBe(200);

    expect(titles(await calendar('?month=2020-03&watchlist=true', user))).toEqual(['Also in March']);
    expect(titles(await calendar('?month=2020-03&reminders=true', user))).toEqual(['Coming Soon']);
    expect((await get('/api/calendar?reminders=true')).statusCode).toBe(401);
  });

  test('refuses a malformed month', async () => {
    expect((await get('/api/calendar?month=2020-13')).statusCode).toBe(400);
    expect((await get('/api/calendar?colour=red')).statusCode).toBe(400);
  });
});

describe('reminders', () => {
  test('are set for films not out yet, with the details from the movie data, soonest first', async () => {
    const user = await aUser();
    expect((await remind(user, 4, { weekBefore: true })).statusCode).toBe(200);
    const response = await remind(user, 3);
    expect(response.statusCode).toBe(200);
    expect(response.json<RemindersResponse>().reminders).toEqual<Reminder[]>([
      {
        movieId: '3',
        title: 'Coming Soon',
        posterPath: '/poster-3.jpg',
        releaseDate: '2020-03-20',
        weekBefore: false,
        createdAt: expect.any(String),
      },
      expect.objectContaining({ movieId: '4', releaseDate: '2020-04-05', weekBefore: true }),
    ]);
    const row = await t.app.db('reminders').where({ user_id: user.id, movie_id: 3 }).first();
    expect(row.week_before).toBe(false);
  });

  test('setting one again changes the week-before option and keeps one reminder', async () => {
    const user = await aUser();
    await remind(user, 3);
    const answer = (await remind(user, 3, { weekBefore: true })).json<RemindersResponse>();
    expect(answer.reminders).toEqual([expect.objectContaining({ movieId: '3', weekBefore: true })]);
  });

  test('are refused for released or unknown films, and need a session', async () => {
    const user = await aUser();
    const released = await remind(user, 2);
    expect(released.statusCode).toBe(409);
    expect(released.json()).toEqual({ message: 'This film is already out.' });
    expect((await remind(user, 1)).statusCode).toBe(409);
    expect((await remind(user, 999)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/reminders' })).statusCode).toBe(401);
    expect((await get('/api/reminders', user)).json<RemindersResponse>().reminders).toEqual([]);
  });

  test('are removed, and are the user’s own', async () => {
    const [ann, bob] = [await aUser(), await aUser()];
    await remind(ann, 3);
    await remind(bob, 4);
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/reminders/3', headers: ann.headers });
    expect(removed.json<RemindersResponse>().reminders).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: '/api/reminders/3', headers: ann.headers });
    expect(again.statusCode).toBe(200);
    expect((await get('/api/reminders', bob)).json<RemindersResponse>().reminders).toHaveLength(1);
  });
});

describe('the iCal feed', () => {
  const newAddress = async (user: SignedInUser) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/calendar/feed', headers: user.headers });
    expect(response.statusCode).toBe(200);
    return response.json<CalendarFeedAddress>().url;
  };
  const pathOf = (url: string) => new URL(url).pathname;

  test('is valid iCalendar with one all-day event per reminder', async () => {
    const user = await aUser();
    await remind(user, 3);
    await remind(user, 4, { weekBefore: true });
    const url = await newAddress(user);
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);

    const response = await get(pathOf(url));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    // RFC 5545 §3.1: lines end in CRLF and are at most 75 octets.
    const lines = response.body.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const calendarComponent = new ICAL.Component(ICAL.parse(response.body));
    expect(calendarComponent.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendarComponent.getFirstPropertyValue('prodid')).toBe('-//Marquee//Release calendar//EN');
    const events = calendarComponent.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(
      events.map((event) => ({
        summary: event.summary,
        start: event.startDate.toString(),
        allDay: event.startDate.isDate,
        uid: event.uid,
      })),
    ).toEqual([
      {
        summary: 'Coming Soon is out',
        start: '2020-03-20',
        allDay: true,
        uid: `reminder-3-${user.id}@localhost`,
      },
      {
        summary: 'Later; Part, Two is out',
        start: '2020-04-05',
        allDay: true,
        uid: `reminder-4-${user.id}@localhost`,
      },
    ]);
    for (const vevent of calendarComponent.getAllSubcomponents('vevent')) {
      expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
    }
    // The title's comma and semicolon are escaped in the text, and read back as written.
    expect(response.body).toContain('SUMMARY:Later\\; Part\\, Two is out');
  });

  test('only the latest address works; a revoked one answers 404; only the hash is stored', async () => {
    const user = await aUser();
    expect((await get('/api/calendar/feed', user)).json()).toEqual({ active: false });
    const first = await newAddress(user);
    const second = await newAddress(user);
    expect(second).not.toBe(first);
    expect((await get('/api/calendar/feed', user)).json()).toEqual({ active: true });
    expect((await get(pathOf(first))).statusCode).toBe(404);
    expect((await get(pathOf(second))).statusCode).toBe(200);

    const secret = pathOf(second).split('/').pop()!.replace('.ics', '');
    const { calendar_token_hash: stored } = await t.app.db('users').where({ id: user.id }).first();
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(secret);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: '/api/calendar/feed',
      headers: user.headers,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await get(pathOf(second))).statusCode).toBe(404);
    expect((await get('/api/calendar/feed', user)).json()).toEqual({ active: false });
  });

  test('refuses an address that is not a secret', async () => {
    expect((await get('/api/calendar/feeds/short.ics')).statusCode).toBe(400);
  });
});
