/** What the feed says when it has nothing: who it shows, and how to find people to follow. */
export const EMPTY_FEED = {
  title: 'Nothing from people you follow yet',
  message:
    'Follow people to see here the films they log, the reviews they write and the public lists they change. Find them through the reviews on any film page: a reviewer’s name leads to their profile, with its Follow button.',
};
