import { marqueeQueryClient, marqueeStore, storageKeys, userAtom } from '@marquee/client';
import { isLanguage } from '@marquee/contracts/languages';
import { resolveLanguage, switchLanguage } from '@marquee/i18n';
import { BrowserRouter } from '@marquee/router';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { FIRST_SCREEN_STATE_ID } from './firstScreenState';
import { loadFederatedModule } from './remotes/federation';
import { ShellTree } from './ShellTree';

export async function renderApp(container: HTMLElement) {
  const tree = (
    <ShellTree
      store={marqueeStore}
      queryClient={marqueeQueryClient}
      loadModule={loadFederatedModule}
      router={(app) => <BrowserRouter>{app}</BrowserRouter>}
    />
  );
  // The server renders the first screen for a visitor who is not signed in; a signed-in one's screen
  // differs (the navigation bar, their watchlist), so it is rendered afresh over the server's.
  const signedIn = localStorage.getItem(storageKeys.token) !== null;
  const state = signedIn ? null : (document.getElementById(FIRST_SCREEN_STATE_ID)?.textContent ?? null);
  // The account's language, else this browser's choice, else its languages, else English; hydration starts
  // in the language the server rendered (<html lang>), and moves to that one afterwards if they differ.
  const wanted = resolveLanguage(marqueeStore.get(userAtom)?.language);
  const served = document.documentElement.lang;
  await switchLanguage(state !== null && isLanguage(served) ? served : wanted);
  if (state !== null) {
    // The data the server rendered with goes into the cache first, so hydration asks for nothing again.
    hydrate(marqueeQueryClient, JSON.parse(state));
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page: the screen is already painted, and a click meanwhile is not lost.
    startTransition(() => {
      hydrateRoot(container, tree);
    });
    if (served !== wanted) void switchLanguage(wanted);
  } else {
    createRoot(container).render(tree);
  }
}
