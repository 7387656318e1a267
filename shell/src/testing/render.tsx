import { useLocation } from '@marquee/router';
import { MemoryRouter } from '@marquee/router/testing';
import { ThemeProvider } from '@marquee/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { type ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';
import { RemoteLoaderProvider } from '../remotes/RemoteLoaderContext';
import { type RemoteLoader } from '../remotes/remoteModules';

type Store = ReturnType<typeof createStore>;

/** Shows where the router is, so tests can assert navigation the way a user sees the address bar. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <div data-testid="location" hidden>
      {pathname + search}
    </div>
  );
}

export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}

/** A loader standing in for Module Federation: every page is a heading naming its module id. */
export const headingLoader = (async (id: string) => ({
  default: function RemoteStub() {
    return <h1>{id}</h1>;
  },
})) as RemoteLoader;

/**
 * Renders `ui` with the shell's providers around it, at `route`. jsdom applies no media queries, so the
 * responsive CSS would leave only the phone layout reachable; the styles go to a detached node instead and
 * every breakpoint's markup is in the accessibility tree. Layout itself is checked in a real browser.
 */
export function renderInShell(
  ui: ReactNode,
  {
    route = '/',
    store = createStore(),
    load = headingLoader,
    // A cache of its own for each render, as renderPage gives a remote's page; failures are not retried.
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: { route?: string; store?: Store; load?: RemoteLoader; queryClient?: QueryClient } = {},
) {
  const result = render(
    <StyleSheetManager target={document.createElement('div')}>
      <QueryClientProvider client={queryClient}>
        <Provider store={store}>
          <ThemeProvider>
            <MemoryRouter initialEntries={[route]}>
              <RemoteLoaderProvider value={load}>
                {ui}
                <LocationProbe />
              </RemoteLoaderProvider>
            </MemoryRouter>
          </ThemeProvider>
        </Provider>
      </QueryClientProvider>
    </StyleSheetManager>,
  );
  return { ...result, store };
}
