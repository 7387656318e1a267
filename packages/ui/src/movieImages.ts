import { type ImageSize, TMDB_IMAGE_BASE } from '@marquee/contracts/images';

/** Widths TMDB serves each kind of image at, smallest first (the `w` sizes of docs/product.md §7). */
const widths: Record<'poster' | 'backdrop', readonly ImageSize[]> = {
  poster: ['w185', 'w300', 'w500'],
  backdrop: ['w300', 'w500', 'w1280'],
};

export function tmdbImageUrl(path: string, size: ImageSize): string {
  return `${TMDB_IMAGE_BASE}/${size}${path}`;
}

/** A `srcset` listing the TMDB sizes of one image, so the browser picks the one its layout needs. */
export function tmdbSrcSet(path: string, kind: 'poster' | 'backdrop'): string {
  return widths[kind].map((size) => `${tmdbImageUrl(path, size)} ${size.slice(1)}w`).join(', ');
}

/** The default `src` (for browsers without srcset support): the middle size. */
export function tmdbDefaultSrc(path: string, kind: 'poster' | 'backdrop'): string {
  return tmdbImageUrl(path, widths[kind][1]!);
}

/** The API's drawn stand-in for a film without an image (GET /api/images/placeholder). */
export { placeholderImageUrl as placeholderImageSrc } from '@marquee/contracts/images';

/** The year of a TMDB release date (YYYY-MM-DD), or '' when the date is unknown. */
export function releaseYear(releaseDate: string): string {
  return /^\d{4}/.test(releaseDate) ? releaseDate.slice(0, 4) : '';
}

/** Text cut to `max` characters, with an ellipsis when it was longer. */
export function truncateText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}...`;
}
