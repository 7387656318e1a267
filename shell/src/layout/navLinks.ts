import { pageHref } from '@marquee/contracts/pages';

export interface NavItem {
  to: string;
  label: string;
  /** Only the exact path counts as current (for `/`). */
  end?: boolean;
}

/** Shown inline from tablet width up. */
export const primaryLinks: NavItem[] = [
  { to: pageHref('home'), label: 'Home', end: true },
  { to: pageHref('genres'), label: 'Genres' },
  { to: pageHref('topRated'), label: 'Top Rated' },
];

/** Inline on desktop; in the menu on tablets and phones. */
export const secondaryLinks: NavItem[] = [
  { to: pageHref('watchlist'), label: 'Watchlist' },
  { to: pageHref('calendar'), label: 'Calendar' },
  { to: pageHref('aiFeatures'), label: 'AI Features' },
];
