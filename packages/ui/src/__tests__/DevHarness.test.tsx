import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { DevHarness, pageEntries, type PageLoader } from '../DevHarness';

/** Each page is a heading naming its module, as the remote's `import(\`./pages/${module}.tsx\`)` would give it. */
const loadPage: PageLoader = async (module) => ({
  default: function Page() {
    return <h1>{module}</h1>;
  },
});

test("a remote's harness lists the pages the page table gives it, at their example URLs", () => {
  expect(pageEntries('mfe_movie', loadPage).map(({ path, href, label }) => ({ path, href, label }))).toEqual([
    { path: '/movie/:id', href: '/movie/550', label: 'Movie details' },
    { path: '/movie/:id/cast', href: '/movie/550/cast', label: 'Cast & Crew' },
    { path: '/movie/:id/photos', href: '/movie/550/photos', label: 'Photos' },
    { path: '/movie/:id/videos', href: '/movie/550/videos', label: 'Videos' },
    { path: '/movie/:id/reviews', href: '/movie/550/reviews', label: 'Reviews' },
    { path: '/reviews/:reviewId', href: '/reviews/00000000-0000-4000-8000-000000000000', label: 'Review' },
  ]);
});

test('the harness opens at its first page and loads each page when it is visited', async () => {
  render(
    <DevHarness
      name="mfe_admin"
      entries={pageEntries('mfe_admin', loadPage)}
      store={createStore()}
      queryClient={new QueryClient()}
    />,
  );

  expect(await screen.findByRole('heading', { name: 'AdminPage' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/admin');
  fireEvent.click(
    within(screen.getByRole('navigation', { name: 'mfe_admin pages' })).getByRole('link', {
      name: 'Administrator setup',
    }),
  );
  expect(await screen.findByRole('heading', { name: 'SetupPage' })).toBeInTheDocument();
  expect(window.location.pathname + window.location.search).toBe('/admin/setup?token=example');
});
