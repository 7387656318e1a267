/** The texts of hiding what you have seen (docs/product.md §2 Hide what you have seen), in one place. */
export const HIDE_SEEN_TEXTS = {
  notInterested: 'Not interested',
  undo: 'Undo Not interested',
  marked: 'Hidden from your discovery pages.',
  unmarked: 'Shown again.',
  settingLabel: "Hide films I've seen",
  settingNote:
    'Films you watched, keep on your watchlist or marked "Not interested" are left out of the home page, categories, genres, search and AI recommendations.',
  listHeading: 'Not interested',
  listEmpty: 'No films marked "Not interested".',
  listUndo: 'Show again',
} as const;
