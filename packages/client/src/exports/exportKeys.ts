/** The cache key of one of a user's exports (docs/architecture.md, "Server state"). */
export const exportKey = (userId: string, exportId: string) => ['exports', userId, exportId] as const;
