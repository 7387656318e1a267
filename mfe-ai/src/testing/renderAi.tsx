import { logoutAtom, marqueeStore, tokenAtom, userAtom } from '@marquee/client';
import { ada } from '@marquee/testing/fixtures';
import { renderPage } from '@marquee/ui/testing';
import { Provider } from 'jotai';
import { type ReactNode } from 'react';

export function signIn() {
  marqueeStore.set(tokenAtom, 'session-token');
  marqueeStore.set(userAtom, ada);
}

export const signOut = () => marqueeStore.set(logoutAtom);

/** A screen of this remote with the shared store, as the shell renders it; its styles apply (tests read the colours of docs/product.md §9). */
export const renderAi = (ui: ReactNode) =>
  renderPage('*', <Provider store={marqueeStore}>{ui}</Provider>, '/', 'document');
