import { marqueeQueryClient, marqueeStore, storageKeys } from '@marquee/client';
import { BrowserRouter } from '@marquee/router';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { FIRST_SCREEN_STATE_ID } from './firstScreenState';
import { loadFederatedModule } from './remotes/federation';
import { ShellTree } from './ShellTree';

export function renderApp(container: HTMLElement) {
  const tree = (
    <ShellTree
      store={marqueeStore}
      queryClient={marqueeQueryClient}
      loadModule={loadFederatedModule}
      router={(app) => <BrowserRouter>{app}</BrowserRouter>}
    />
  );
  const state = document.getElementById(FIRST_SCREEN_STATE_ID)?.textContent;
  // The server renders the first screen for a visitor who is not signed in; a signed-in one's screen
  // differs (the navigation bar, their watchlist), so it is rendered afresh over the server's.
  const signedIn = localStorage.getItem(storageKeys.token) !== null;
  if (state && !signedIn) {
    // The data the server rendered with goes into the cache first, so hydration asks for nothing again.
    hydrate(marqueeQueryClient, JSON.parse(state));
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page: the screen is already painted, and a click meanwhile is not lost.
    startTransition(() => {
      hydrateRoot(container, tree);
    });
  } else {
    createRoot(container).render(tree);
  }
}
