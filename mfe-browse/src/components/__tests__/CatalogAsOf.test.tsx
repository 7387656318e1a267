import { installIntersectionObserver, renderPage } from '@marquee/ui/testing';
import { screen } from '@testing-library/react';
import CategoryPage from '../../pages/CategoryPage';
import { startCatalogServer } from '../../testing/catalogServer';

let catalog: Awaited<ReturnType<typeof startCatalogServer>>;

beforeAll(async () => {
  installIntersectionObserver();
  window.scrollTo = () => {};
  catalog = await startCatalogServer();
});
afterAll(() => catalog.close());

test('a list page says which date the local catalog is as of', async () => {
  renderPage('/category/:category', <CategoryPage />, '/category/upcoming');
  expect(await screen.findByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
  expect(await screen.findByText('Local catalog as of February 3, 2017')).toBeInTheDocument();
});
