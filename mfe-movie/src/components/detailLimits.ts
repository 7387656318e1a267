/** How much of each part of a film the detail page shows (docs/product.md §9). */
export const DETAIL_LIMITS = {
  cast: 6,
  recommendations: 6,
  similar: 6,
  moreInGenre: 6,
  trending: 8,
  photos: 10,
  videos: 6,
  keywords: 10,
} as const;
