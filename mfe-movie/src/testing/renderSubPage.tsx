import { tokenAtom, userAtom } from '@marquee/client';
import { ada } from '@marquee/testing/fixtures';
import { Provider, createStore } from 'jotai';
import { type ReactNode } from 'react';
import { pageHref, pages } from '@marquee/contracts/pages';
import { type SubPage, type SubPageState } from '../components/subPages';
import { recordedFilm } from './recordedFilm';
import { renderPage } from '@marquee/ui/testing';

export interface SubPageVisit {
  /** Signed in (the default) or a guest. */
  signedIn?: boolean;
  /** The navigation state the detail page passes; `null` for a visit by typed URL or reload. */
  state?: SubPageState | null;
}

/** A sub-page of the recorded film (550) opened the way the detail page opens it, unless told otherwise. */
export function renderSubPage(
  page: SubPage,
  element: ReactNode,
  { signedIn = true, state = { movie: recordedFilm() } }: SubPageVisit = {},
) {
  const store = createStore();
  if (signedIn) {
    store.set(tokenAtom, 'test-token');
    store.set(userAtom, ada);
  }
  return renderPage(pages[page].path, <Provider store={store}>{element}</Provider>, {
    pathname: pageHref(page, { id: 550 }),
    state,
  });
}
