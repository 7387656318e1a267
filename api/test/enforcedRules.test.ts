import { describeWithService } from '@marquee/testing/services';
import { randomUUID } from 'node:crypto';
import { type App } from '../src/app';
import { catalogFilms } from './helpers/catalogFilms';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { buildTestApp, useTestApp } from './helpers/testApp';
import { insertUser } from './helpers/users';

/** Rules the server enforces itself, whatever a client sends (issue 17, point 3). */
const t = useTestApp();
beforeAll(() => catalogFilms(t.app.db, 10));

const post = (url: string, payload: object, user?: SignedInUser, ip = '10.9.0.1') =>
  t.app.inject({ method: 'POST', url, payload, headers: user?.headers ?? {}, remoteAddress: ip });

describe('a review or a watchlist entry names a film the movie data knows', () => {
  test('an unknown film is a 404 and nothing is stored', async () => {
    const ann = await signedInUser(t.app, { email: 'ann@example.com' });
    const review = await post(
      '/api/reviews',
      { movieId: '123456789', rating: 4, comment: 'Made up.', movieTitle: 'Nothing' },
      ann,
    );
    const entry = await post(
      `/api/users/${ann.id}/watchlist`,
      { movieId: '123456789', title: 'Nothing' },
      ann,
    );
    for (const response of [review, entry]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No film has the id 123456789.' });
    }
    expect(await t.app.db('reviews').where({ user_id: ann.id })).toEqual([]);
    expect(await t.app.db('watchlist_items').where({ user_id: ann.id })).toEqual([]);
  });

  test('a known film is accepted, and a film added to the catalog later at once', async () => {
    const ben = await signedInUser(t.app, { email: 'ben@example.com' });
    const film = { movieId: '7', rating: 4, comment: 'Real.', movieTitle: 'Film 7' };
    expect((await post('/api/reviews', film, ben)).statusCode).toBe(201);
    expect(
      (await post(`/api/users/${ben.id}/watchlist`, { movieId: '7', title: 'Film 7' }, ben)).statusCode,
    ).toBe(200);
    const later = { movieId: '11', title: 'Film 11' };
    expect((await post(`/api/users/${ben.id}/watchlist`, later, ben)).statusCode).toBe(404);
    await catalogFilms(t.app.db, 11);
    expect((await post(`/api/users/${ben.id}/watchlist`, later, ben)).statusCode).toBe(200);
  });
});

test('nobody likes or dislikes their own review; others still can', async () => {
  const author = await signedInUser(t.app, { email: 'author@example.com' });
  const reader = await signedInUser(t.app, { email: 'reader@example.com' });
  const review = await post(
    '/api/reviews',
    { movieId: '3', rating: 5, comment: 'Mine.', movieTitle: 'Film 3' },
    author,
  );
  const vote = (user: SignedInUser, type: string) =>
    post(`/api/reviews/${review.json().id}/like`, { type }, user);
  for (const type of ['like', 'dislike']) {
    const own = await vote(author, type);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'You cannot like or dislike your own review.' });
  }
  expect((await vote(reader, 'like')).json()).toMatchObject({ likes: 1, dislikes: 0, userVote: 'like' });
  expect(await t.app.db('review_votes').where({ user_id: author.id })).toEqual([]);
});

describe('sign-in limits count failures only and slow an address down instead of locking it', () => {
  const login = (email: string, password: string, ip = '10.9.0.1') =>
    post('/api/auth/login', { email, password }, undefined, ip);

  test('signing in correctly many times in a row is never refused', async () => {
    await insertUser(t.app.db, { email: 'often@example.com', password: 'right password', verified: true });
    for (let n = 0; n < 12; n += 1) {
      expect((await login('often@example.com', 'right password')).statusCode).toBe(200);
    }
  });

  test('after five failures the owner is slowed for a moment, not locked out for the window', async () => {
    await insertUser(t.app.db, { email: 'target@example.com', password: 'right password', verified: true });
    // Five guesses, from five addresses: each IP is far from its own limit.
    for (const n of [1, 2, 3, 4, 5]) {
      expect((await login('target@example.com', 'guess', `10.8.0.${n}`)).statusCode).toBe(401);
    }
    // The next attempt is checked (and sets a wait); one straight after it waits, at most a minute.
    expect((await login('target@example.com', 'guess', '10.8.0.6')).statusCode).toBe(401);
    const waiting = await login('target@example.com', 'right password', '10.8.1.1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  test('the first attempt after five failures, with the right password, signs in', async () => {
    await insertUser(t.app.db, { email: 'owner@example.com', password: 'right password', verified: true });
    for (const n of [1, 2, 3, 4, 5]) {
      expect((await login('owner@example.com', 'guess', `10.7.0.${n}`)).statusCode).toBe(401);
    }
    expect((await login('owner@example.com', 'right password', '10.7.1.1')).statusCode).toBe(200);
  });
});

describeWithService('TEST_REDIS_URL', 'sign-in limits in Redis, shared by every API process', (redisUrl) => {
  let apps: App[] = [];
  beforeAll(async () => {
    apps = await Promise.all([1, 2].map(() => buildTestApp(t.databaseUrl, { REDIS_URL: redisUrl })));
  });
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  test('successes never count; failures on one process slow the address on the other', async () => {
    // Redis is shared by parallel runs: an address of this run's own.
    const email = `shared-${randomUUID()}@example.com`;
    await insertUser(t.app.db, { email, password: 'right password', verified: true });
    const login = (app: App, password: string, ip: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
    for (let n = 0; n < 8; n += 1) {
      expect((await login(apps[n % 2]!, 'right password', '10.6.0.1')).statusCode).toBe(200);
    }
    for (let n = 0; n < 6; n += 1) {
      expect((await login(apps[n % 2]!, 'guess', `10.6.1.${n}`)).statusCode).toBe(401);
    }
    const waiting = await login(apps[1]!, 'right password', '10.6.2.1');
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});
