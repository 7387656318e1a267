/** The browser's local storage keys the product uses (docs/product.md §3), in one place. */
export const storageKeys = {
  token: 'token',
  user: 'user',
  watchlist: 'watchlist',
  pendingWatchlistItem: 'pendingWatchlistItem',
  returnUrl: 'returnUrl',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];
