/* Plain values with no TypeBox, so front ends can import them (@marquee/contracts/listLimits). */

/**
 * The limits of lists (issue 22): a user keeps at most 1,000 lists of at most 5,000 films each; a name is
 * 1..100 characters once trimmed, a description and an entry's note at most 1,000; a page of entries
 * holds 1..200, 50 unless asked.
 */
export const LIST_LIMITS = {
  nameMax: 100,
  descriptionMax: 1000,
  noteMax: 1000,
  listsPerUser: 1000,
  entriesPerList: 5000,
  pageDefault: 50,
  pageMax: 200,
  /** Posters of a list's first films shown on its card. */
  coverPosters: 4,
} as const;
