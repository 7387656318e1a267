// No runtime imports here: the front ends import this module (as @marquee/contracts/images) without
// pulling typebox into their bundles.

/** The image host and the sizes the front ends use (docs/product.md §7). */
export const TMDB_IMAGE_BASE = 'https://image.tmdb.org/t/p';
export const IMAGE_SIZES = ['w92', 'w185', 'w200', 'w300', 'w500', 'w1280', 'original'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** GET /api/images/placeholder draws an image for a film or person that has none. */
export const PLACEHOLDER_KINDS = ['poster', 'backdrop', 'profile'] as const;
export type PlaceholderKind = (typeof PLACEHOLDER_KINDS)[number];

/** The placeholder's URL for a film (or a person: kind profile, title their name). */
export function placeholderImageUrl(params: {
  kind: PlaceholderKind;
  title: string;
  year?: string;
  genre?: number;
}): string {
  const query = new URLSearchParams({ kind: params.kind, title: params.title });
  if (params.year) query.set('year', params.year);
  if (params.genre !== undefined) query.set('genre', String(params.genre));
  return `/api/images/placeholder?${query}`;
}
