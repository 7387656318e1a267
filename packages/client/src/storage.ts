/** The browser's local storage keys the product uses (docs/product.md §3), in one place. */
export const storageKeys = {
  token: 'token',
  user: 'user',
  watchlist: 'watchlist',
  pendingWatchlistItem: 'pendingWatchlistItem',
  returnUrl: 'returnUrl',
  /** Changes made offline, waiting to be sent (offline/outbox.ts). */
  outbox: 'outbox',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];
