/**
 * The cache keys of a user's imports (docs/architecture.md, "Server state"): the list, one import's
 * summary and the rows of one import waiting for review. `all(userId)` covers every one of them.
 */
export const importKeys = {
  all: (userId: string) => ['imports', userId] as const,
  list: (userId: string) => ['imports', userId, 'list'] as const,
  one: (userId: string, importId: string) => ['imports', userId, 'one', importId] as const,
  rowsToReview: (userId: string, importId: string) => ['imports', userId, 'review', importId] as const,
};
