import { call, insertReview, member } from '../helpers/adminFixtures';
import { useTestApp } from '../helpers/testApp';

/** Answers the fuzzing and the authorization matrix found wrong, pinned one by one. */
const t = useTestApp();

test.each([
  '/api/tmdb/movie/1e309',
  '/api/tmdb/movie/Infinity/credits',
  '/api/tmdb/movie/popular?page=1e400',
  '/api/tmdb/discover/movie?vote_average.gte=-Infinity',
  '/api/images/placeholder?genre=Infinity',
])('%s: a number too large for a double is a 400 like any out-of-range number', async (url) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: expect.stringMatching(/must be (a finite number|<=|>=)/) });
});

test("the admin's AI self-check on an empty catalog says why instead of failing with a 500", async () => {
  const admin = await member(t.app, 'admin@example.com', 'admin');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ai/batch-test',
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({ message: 'No catalog film is available to test the AI features with' });
});

describe('text Postgres cannot store is a 400 naming the field, on every route (issue 17)', () => {
  const refused = (field: string) => ({
    message: `${field} contains a character that cannot be stored (U+0000 or half of a surrogate pair).`,
  });

  test.each([
    ['a NUL in a search', '/api/tmdb/search/movie?query=dark%00knight', 'The query parameter'],
    ['a NUL in an unknown query parameter', '/api/tmdb/movie/popular?x=%00', 'The x parameter'],
    ['a NUL in a path parameter', '/api/reviews/user/%00', 'The userId parameter'],
  ])('%s', async (_, url, field) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused(field));
  });

  test('in register, the profile, a review, the watchlist and the AI search (not a 502)', async () => {
    const ann = await member(t.app, 'ann@example.com');
    const headers = { authorization: `Bearer ${ann.token}` };
    const cases: [string, string, object, string][] = [
      [
        'POST',
        '/api/auth/register',
        { name: 'A\u0000', email: 'a@example.com', password: 'secret1' },
        'Name',
      ],
      ['PATCH', `/api/users/${ann.id}`, { name: 'Ann\ud800' }, 'Name'],
      [
        'POST',
        '/api/reviews',
        { movieId: '550', rating: 4, comment: 'Good\u0000', movieTitle: 'F' },
        'Comment',
      ],
      ['POST', `/api/users/${ann.id}/watchlist`, { movieId: '550', title: 'Fight\udc00Club' }, 'Title'],
      ['POST', '/api/ai/search', { query: 'dark\u0000knight' }, 'Query'],
      ['POST', '/api/ai/search', { query: 'dark\ud800knight' }, 'Query'],
      [
        'POST',
        '/api/ai/chat',
        { message: 'hi', conversationHistory: [{ type: 'user', message: '\u0000' }] },
        'Message',
      ],
    ];
    for (const [method, url, payload, field] of cases) {
      const response = await t.app.inject({ method: method as 'POST', url, payload, headers });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 400,
        body: refused(field),
      });
    }
    // A property name is text too (a jsonb column would refuse it).
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/ai/search',
      payload: { 'q\u0000': 1 },
      headers,
    });
    expect(key.json()).toEqual(refused('Q\u0000'));
  });

  test('well-formed text outside the Basic Multilingual Plane is stored as sent', async () => {
    const ann = await member(t.app, 'bea@example.com');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${ann.id}`,
      payload: { name: 'Bea 🎬 𝔅' },
      headers: { authorization: `Bearer ${ann.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Bea 🎬 𝔅' });
  });
});

describe('dates and pages the schemas accept stay in the range the queries handle (issue 17)', () => {
  test.each(['0000-01-01', '0999-12-31', '0000-02-29'])('discover from %s is a 400', async (date) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/tmdb/discover/movie?primary_release_date.gte=${date}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The primary_release_date.gte parameter must be a date from 1000-01-01 to 9999-12-31.',
    });
  });

  test('discover at both ends of the accepted dates answers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/tmdb/discover/movie?primary_release_date.gte=1000-01-01&primary_release_date.lte=9999-12-31',
    });
    expect(response.statusCode).toBe(200);
  });

  test.each(['9223372036854775807', '922337203685477580', '1e300', '1000001'])(
    'admin list page %s is a 400',
    async (page) => {
      const admin = await member(t.app, `admin-${page}@example.com`, 'admin');
      for (const list of ['users', 'reviews', 'actions']) {
        const response = await call(t.app, 'GET', `/api/admin/${list}?page=${page}`, admin.token);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'The page parameter must be at most 1000000.' });
      }
    },
  );

  test('a page past the last row is empty, up to the deepest page', async () => {
    const admin = await member(t.app, 'deep-admin@example.com', 'admin');
    for (const movieId of [1, 2, 3]) await insertReview(t.app, admin.id, movieId);
    for (const page of [2, 1000, 1_000_000]) {
      const response = await call(t.app, 'GET', `/api/admin/reviews?page=${page}&limit=100`, admin.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        reviews: [],
        pagination: { currentPage: page, hasNext: false },
      });
    }
    const last = await call(t.app, 'GET', '/api/admin/reviews?page=2&limit=2', admin.token);
    expect(last.json().reviews).toHaveLength(1);
  });
});

describe('400 messages people meet are sentences naming the field, in the words of docs/product.md where it has them', () => {
  test.each([
    [
      '/api/auth/register',
      { name: 'Ann', email: 'ann@example', password: 'secret1' },
      'Email must be a valid email address.',
    ],
    [
      '/api/auth/register',
      { name: 'Ann', email: 'ann@example.com', password: 'five5' },
      'Password must be at least 6 characters long',
    ],
    ['/api/auth/register', { email: 'ann@example.com', password: 'secret1' }, 'Name is required.'],
    ['/api/auth/forgot-password', { email: '' }, 'Please enter your email address.'],
    [
      '/api/auth/reset-password',
      { token: '', newPassword: 'secret1' },
      'Invalid reset token. Please request a new password reset.',
    ],
    ['/api/auth/reset-password', { token: 'abc', newPassword: '' }, 'Please fill in all fields'],
    [
      '/api/auth/reset-password',
      { token: 'abc', newPassword: 'five5' },
      'Password must be at least 6 characters long',
    ],
  ])('POST %s %j', async (url, payload, message) => {
    const response = await t.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  test("the profile's malformed email", async () => {
    const ann = await member(t.app, 'cat@example.com');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${ann.id}`,
      payload: { email: 'not-an-email' },
      headers: { authorization: `Bearer ${ann.token}` },
    });
    expect(response.json()).toEqual({ message: 'Email must be a valid email address.' });
  });

  test('a review without a rating or comment gets the message of docs/product.md §5', async () => {
    const ann = await member(t.app, 'dan@example.com');
    const headers = { authorization: `Bearer ${ann.token}` };
    for (const payload of [
      { movieId: '550', comment: 'Good', movieTitle: 'F' },
      { movieId: '550', rating: 0, comment: 'Good', movieTitle: 'F' },
      { movieId: '550', rating: 4, comment: '', movieTitle: 'F' },
      { movieId: '550', rating: 4, comment: '  ', movieTitle: 'F' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/reviews', payload, headers });
      expect(response.json()).toEqual({ message: 'Please provide a rating and comment' });
    }
  });
});
