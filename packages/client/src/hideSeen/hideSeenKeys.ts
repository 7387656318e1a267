/** The cache keys of hiding what you have seen (docs/architecture.md, "Server state"). */
export const hideSeenKeys = {
  setting: (userId: string) => ['hideSeen', userId] as const,
  notInterested: (userId: string) => ['notInterested', userId] as const,
  /** Every unseen list of the user: they change with what the user watches, keeps or hides. */
  unseenLists: (userId: string) => ['movies', 'unseen', userId] as const,
};
