import { useSyncExternalStore } from 'react';
import { FIRST_SCREEN_CARDS, FIRST_SCREEN_CARDS_ON_PHONES } from './browsingConstants';
import { theme } from './theme';

const phone = theme.media.mobile.replace('@media ', '');

function countInBrowser(): number {
  return typeof window.matchMedia === 'function' && window.matchMedia(phone).matches
    ? FIRST_SCREEN_CARDS_ON_PHONES
    : FIRST_SCREEN_CARDS;
}

const neverChanges = () => () => undefined;

/**
 * How many cards at the top of a page are on its first screen: on a phone
 * the posters of the next rows would only share the bandwidth with the ones on show. The server cannot
 * tell the screen, so its render (and the browser's hydration of it) counts a phone's, the smaller.
 */
export function useFirstScreenCards(): number {
  return useSyncExternalStore(neverChanges, countInBrowser, () => FIRST_SCREEN_CARDS_ON_PHONES);
}
