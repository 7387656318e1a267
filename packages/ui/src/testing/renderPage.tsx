import { Route, Routes, useLocation } from '@marquee/router';
import { type InitialEntry, MemoryRouter } from '@marquee/router/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';
import { ThemeProvider } from '../ThemeProvider';

/** Shows where the router is, so tests can assert navigation the way a user sees the address bar. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" hidden>
      {pathname + search}
    </output>
  );
}

export const currentLocation = () => document.querySelector('[data-testid="location"]')?.textContent ?? '';

/**
 * 'detached': jsdom applies no media queries, so with the styles in the document only the phone layout would
 * be reachable; in a detached node every breakpoint's markup stays in the accessibility tree.
 * 'document': the styles apply, for tests that read computed colours.
 */
export type TestStyles = 'detached' | 'document';

/**
 * A page of a remote mounted at the route pattern `path` ('*': wherever it navigates), visited at `route` (a
 * URL, or a location with navigation state), with the theme and a router, as the shell renders it.
 */
export function renderPage(
  path: string,
  page: ReactNode,
  route: InitialEntry = '/',
  styles: TestStyles = 'detached',
) {
  // A cache of its own for each render, so no test sees another's answers; failures are not retried, so a
  // test of an error sees it at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <StyleSheetManager target={styles === 'document' ? document.head : document.createElement('div')}>
        <ThemeProvider>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={page} />
              {/* Where the page sends the visitor (/login, other films): the location probe tells. */}
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </ThemeProvider>
      </StyleSheetManager>
    </QueryClientProvider>,
  );
}
