import { RemoteWidgetLoaderProvider, type RemoteWidgetLoader } from '@marquee/client';
import { i18n as browserI18n, LanguageProvider } from '@marquee/i18n';
import { GlobalStyle, ThemeProvider } from '@marquee/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { StrictMode, type ReactNode } from 'react';
import { App } from './App';
import { RemoteLoaderProvider } from './remotes/RemoteLoaderContext';
import { type RemoteLoader } from './remotes/remoteModules';

type JotaiStore = NonNullable<Parameters<typeof Provider>[0]['store']>;

export interface ShellTreeProps {
  store: JotaiStore;
  queryClient: QueryClient;
  /** How remote modules load: Module Federation in the browser, the remotes' server bundles on the server. */
  loadModule: RemoteLoader;
  /** BrowserRouter in the browser, StaticRouter on the server; the app goes inside it. */
  router: (app: ReactNode) => ReactNode;
  /** The i18next instance: the one of every app in the browser, one per request (its language) on the server. */
  i18n?: typeof browserI18n;
}

/**
 * The whole app inside its providers. The browser renders (or hydrates) it and the server renders the first
 * screen with it, so both produce the same markup.
 */
export function ShellTree({ store, queryClient, loadModule, router, i18n = browserI18n }: ShellTreeProps) {
  // Remotes place each other's widgets (the watchlist button on a card) through the same loader;
  // RemoteWidgets maps every widget id to exactly its module type, which TypeScript cannot see through it.
  const loadWidget = loadModule as RemoteWidgetLoader;
  return (
    <StrictMode>
      <Provider store={store}>
        <LanguageProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <ThemeProvider>
              <GlobalStyle />
              {router(
                <RemoteLoaderProvider value={loadModule}>
                  <RemoteWidgetLoaderProvider value={loadWidget}>
                    <App />
                  </RemoteWidgetLoaderProvider>
                </RemoteLoaderProvider>,
              )}
            </ThemeProvider>
          </QueryClientProvider>
        </LanguageProvider>
      </Provider>
    </StrictMode>
  );
}
