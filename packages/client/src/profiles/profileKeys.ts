/** Which people of a profile: those who follow it, or those it follows. */
export type PeopleSide = 'followers' | 'following';

/** Handles are one whatever the case ("Ada" and "ada"), so their keys are lower-cased. */
const handleKey = (handle: string) => handle.toLowerCase();

/**
 * The cache keys of profiles (docs/architecture.md, "Server state"). What a profile and its people show
 * depends on who asks (follows, blocks, private profiles), so those keys carry the viewer (null for a
 * guest) under `handles`, the prefix a follow or a block refreshes (counts change on both profiles); a
 * user's settings and blocks are their own.
 */
export const profileKeys = {
  handles: ['profiles', 'handle'] as const,
  profile: (handle: string, viewerId: string | null) =>
    ['profiles', 'handle', handleKey(handle), viewerId, 'profile'] as const,
  people: (handle: string, side: PeopleSide, viewerId: string | null) =>
    ['profiles', 'handle', handleKey(handle), viewerId, side] as const,
  settings: (userId: string) => ['profiles', 'settings', userId] as const,
  blocks: (userId: string) => ['profiles', 'blocks', userId] as const,
};
