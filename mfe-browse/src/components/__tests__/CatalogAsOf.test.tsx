import { installIntersectionObserver, renderPage } from '@marquee/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import CategoryPage from '../../pages/CategoryPage';
import { startCatalogServer } from '../../testing/catalogServer';

let catalog: Awaited<ReturnType<typeof startCatalogServer>>;

beforeAll(() => {
  installIntersectionObserver();
  window.scrollTo = () => {};
});
afterEach(() => catalog.close());

test('a list page says which date the local catalog is as of', async () => {
  catalog = await startCatalogServer();
  renderPage('/category/:category', <CategoryPage />, '/category/upcoming');
  expect(await screen.findByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
  expect(await screen.findByText('Local catalog as of February 3, 2017')).toBeInTheDocument();
});

test('with live TMDB data it says nothing of a date', async () => {
  catalog = await startCatalogServer({ asOf: null });
  renderPage('/category/:category', <CategoryPage />, '/category/upcoming');
  expect(await screen.findByText('Showing 2 of 6 movies')).toBeInTheDocument();
  await waitFor(() => expect(catalog.requests.some(({ path }) => path === '/api/catalog/status')).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByText(/Local catalog as of/)).not.toBeInTheDocument();
});
