import { useState } from 'react';
import { FIRST_SCREEN_CARDS, FIRST_SCREEN_CARDS_ON_PHONES } from './browsingConstants';
import { theme } from './theme';

const phone = theme.media.mobile.replace('@media ', '');

/**
 * How many cards at the top of a page are on its first screen, read once as the page opens: on a phone
 * the posters of the next rows would only share the bandwidth with the ones on show.
 */
export function useFirstScreenCards(): number {
  const [count] = useState(() =>
    typeof window.matchMedia === 'function' && window.matchMedia(phone).matches
      ? FIRST_SCREEN_CARDS_ON_PHONES
      : FIRST_SCREEN_CARDS,
  );
  return count;
}
