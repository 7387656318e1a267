import { movieListPath } from '@marquee/contracts/movieLists';
import { installIntersectionObserver, renderPage, setInView } from '@marquee/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import HomePage from '../../../pages/HomePage';
import { startCatalogServer } from '../../../testing/catalogServer';

let catalog: Awaited<ReturnType<typeof startCatalogServer>>;

beforeAll(async () => {
  installIntersectionObserver();
  window.scrollTo = () => {};
  catalog = await startCatalogServer();
});
afterAll(() => catalog.close());

test('the first screen asks for what the server preloads; rows below the fold wait until they come near', async () => {
  renderPage('/', <HomePage />);
  const hero = await screen.findByRole('region', { name: 'Trending now' });
  expect(within(hero).getAllByTestId('hero-slide')).toHaveLength(2);

  // Exactly the URL of the server's preload for / (the page table's first request).
  const [trending] = catalog.calls('trending/movie/week');
  expect(`${trending!.pathname}${trending!.search}`).toBe(`/api${movieListPath('trending', 1)}`);
  expect(catalog.calls('trending/movie/week')).toHaveLength(1);
  // Let the page go idle: the rows still wait for the viewport.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(catalog.calls('movie/popular')).toHaveLength(0);
  expect(catalog.calls('movie/top_rated')).toHaveLength(0);

  const popular = screen.getByRole('region', { name: 'Popular Movies' });
  act(() => setInView(popular.parentElement!));
  await waitFor(() => expect(within(popular).getAllByRole('listitem')).toHaveLength(2));
  expect(catalog.calls('movie/popular').map((url) => url.searchParams.get('page'))).toEqual(['1']);
  expect(catalog.calls('movie/top_rated')).toHaveLength(0);
});
