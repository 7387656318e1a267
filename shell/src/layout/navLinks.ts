export interface NavItem {
  to: string;
  label: string;
  /** Only the exact path counts as current (for `/`). */
  end?: boolean;
}

/** Shown inline from tablet width up. */
export const primaryLinks: NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/genres', label: 'Genres' },
  { to: '/top-rated', label: 'Top Rated' },
];

/** Inline on desktop; in the menu on tablets and phones. */
export const secondaryLinks: NavItem[] = [
  { to: '/watchlist', label: 'Watchlist' },
  { to: '/ai-features', label: 'AI Features' },
];
