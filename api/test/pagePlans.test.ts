import { pageExample, pageHref, pageNames, pages } from '@marquee/contracts/pages';
import { pagePlan } from '../src/frontends/pagePlans';

test.each(pageNames)('the first visit to the %s page plans its own remote and exposed page', (name) => {
  const { remote, module } = pages[name];
  const url = new URL(pageExample(name), 'http://marquee.test');
  expect(pagePlan(url.pathname, url.search)).toMatchObject({ remote, expose: `./${module}` });
});

test("a page's parameters come decoded, as the router gives them", () => {
  expect(pagePlan(pageHref('member', { handle: 'ada l' }), '')).toMatchObject({
    page: 'member',
    params: { handle: 'ada l' },
  });
});

test('a URL of no page has no plan', () => {
  expect(pagePlan('/no/such/page', '')).toBeUndefined();
  expect(pagePlan('/movie/42/trailers', '')).toBeUndefined();
});

test('only a numeric film id gets the film as its first request', () => {
  expect(pagePlan(pageHref('movie', { id: 42 }), '')?.data).toMatch(/^\/api\/tmdb\/movie\/42\?/);
  expect(pagePlan(pageHref('movie', { id: 'abc' }), '')).toEqual({
    page: 'movie',
    params: { id: 'abc' },
    remote: 'mfe_movie',
    expose: './MovieDetailPage',
    data: undefined,
    serverRendered: true,
  });
});

test('the server renders the first screen of home, genres and a film, and of no page that depends on the visitor', () => {
  expect(pagePlan('/', '')?.serverRendered).toBe(true);
  expect(pagePlan('/genres', '?genres=28')?.serverRendered).toBe(true);
  expect(pagePlan('/movie/42', '')?.serverRendered).toBe(true);
  expect(pagePlan('/watchlist', '')?.serverRendered).toBe(false);
  expect(pagePlan('/movie/42/cast', '')?.serverRendered).toBe(false);
});

test('only the unfiltered genres page gets its first films as its first request', () => {
  expect(pagePlan('/genres', '')?.data).toMatch(/^\/api\/tmdb\/discover\/movie\?page=1&/);
  expect(pagePlan('/genres', '?genres=28')?.data).toBeUndefined();
});
