/** The cache key of a user's watchlist (docs/architecture.md, "Server state"). */
export const watchlistKey = (userId: string) => ['watchlist', userId] as const;
