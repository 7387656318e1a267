/**
 * The cache keys of the feed (docs/architecture.md, "Server state"): one per reader. A follow, an unfollow
 * or a block changes whose news it holds, so those writes invalidate `feedKeys.all`.
 */
export const feedKeys = {
  all: ['feed'] as const,
  of: (viewerId: string) => ['feed', viewerId] as const,
};
