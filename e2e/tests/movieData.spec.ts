import { expect, test } from '@playwright/test';

/*
 * Movie data in the built product with nothing configured: the local catalog, seeded on first start,
 * answering TMDB's routes under /api/tmdb, and the placeholder images the grid shows for films without
 * a poster.
 */

interface Film {
  id: number;
  title: string;
  poster_path: string | null;
  genre_ids: number[];
  release_date: string;
}

test('the catalog is seeded on first start and answers TMDB’s lists and details', async ({ request }) => {
  const popular = await request.get('/api/tmdb/movie/popular?page=1');
  expect(popular.ok()).toBe(true);
  const page = (await popular.json()) as { page: number; results: Film[]; total_results: number };
  expect(page.page).toBe(1);
  expect(page.results).toHaveLength(20);
  expect(page.total_results).toBeGreaterThan(3_000);
  expect(page.results[0]!.title).toBe('The Shawshank Redemption');

  const film = page.results[0]!;
  const details = await (
    await request.get(`/api/tmdb/movie/${film.id}?append_to_response=credits,similar,videos`)
  ).json();
  expect(details).toMatchObject({ id: film.id, title: film.title, videos: { results: [] } });
  expect(details.credits.crew).toContainEqual(
    expect.objectContaining({ name: 'Frank Darabont', job: 'Director' }),
  );
  expect(details.similar.results.length).toBeGreaterThan(0);

  const search = await (await request.get('/api/tmdb/search/movie?query=shawshenk')).json();
  expect(search.results[0].id).toBe(film.id);
});

test('a film without a poster gets a drawn placeholder the browser renders', async ({ page, request }) => {
  const { results } = (await (await request.get('/api/tmdb/movie/popular')).json()) as { results: Film[] };
  const film = results.find((movie) => movie.poster_path === null)!;
  const query = new URLSearchParams({
    kind: 'poster',
    title: film.title,
    year: film.release_date.slice(0, 4),
  });
  if (film.genre_ids[0] !== undefined) query.set('genre', String(film.genre_ids[0]));
  const url = `/api/images/placeholder?${query}`;

  const response = await request.get(url);
  expect(response.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  await page.goto('/');
  const size = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, url);
  expect(size).toEqual({ width: 500, height: 750 });
});
