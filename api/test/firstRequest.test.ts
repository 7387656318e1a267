import { withFirstRequest } from '../src/frontends/firstScreen';

const FIRST = '/api/tmdb/trending/movie/week?page=1';

/** A fetch that records its calls and answers each with a response of its own. */
function recordingFetch() {
  const calls: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    calls.push(String(input));
    return new Response(`answer ${calls.length}`);
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

test("the page's first request is sent at once, and the render's call of it gets that answer", async () => {
  const { calls, fetch } = recordingFetch();
  const render = withFirstRequest(fetch, FIRST);
  expect(calls).toEqual([FIRST]);

  expect(await (await render(FIRST, { method: 'GET' })).text()).toBe('answer 1');
  expect(calls).toEqual([FIRST]);
  // Asked again, or anything else: sent as asked.
  expect(await (await render(FIRST)).text()).toBe('answer 2');
  expect(await (await render('/api/tmdb/genre/movie/list')).text()).toBe('answer 3');
  expect(calls).toEqual([FIRST, FIRST, '/api/tmdb/genre/movie/list']);
});

test('another method of the same address is not answered with it', async () => {
  const { calls, fetch } = recordingFetch();
  const render = withFirstRequest(fetch, FIRST);
  await render(FIRST, { method: 'POST' });
  expect(calls).toEqual([FIRST, FIRST]);
});

test('a page without a first request sends nothing early', () => {
  const { calls, fetch } = recordingFetch();
  expect(withFirstRequest(fetch, undefined)).toBe(fetch);
  expect(calls).toEqual([]);
});
