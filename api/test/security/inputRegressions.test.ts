import { member } from '../helpers/adminFixtures';
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
