/** The cache key of a user's account with its statistics (docs/architecture.md, "Server state"). */
export const userProfileKey = (userId: string) => ['users', userId] as const;
