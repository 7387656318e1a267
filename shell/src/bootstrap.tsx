import { marqueeQueryClient, marqueeStore, RemoteWidgetLoaderProvider } from '@marquee/client';
import { BrowserRouter } from '@marquee/router';
import { GlobalStyle, ThemeProvider } from '@marquee/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadFederatedModule, loadFederatedWidget } from './remotes/federation';
import { RemoteLoaderProvider } from './remotes/RemoteLoaderContext';

export function renderApp(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <Provider store={marqueeStore}>
        <QueryClientProvider client={marqueeQueryClient}>
          <ThemeProvider>
            <GlobalStyle />
            <BrowserRouter>
              <RemoteLoaderProvider value={loadFederatedModule}>
                {/* Remotes place each other's widgets (the watchlist button on a card) through the same runtime. */}
                <RemoteWidgetLoaderProvider value={loadFederatedWidget}>
                  <App />
                </RemoteWidgetLoaderProvider>
              </RemoteLoaderProvider>
            </BrowserRouter>
          </ThemeProvider>
        </QueryClientProvider>
      </Provider>
    </StrictMode>,
  );
}
