import type { Image, MovieDetails } from '@marquee/contracts';
import { type MovieMessageKey } from '../../messages';

/** The photo filters, each with its label's message. */
export const PHOTO_FILTERS = [
  { id: 'all', label: 'common.all' },
  { id: 'backdrops', label: 'photos.backdrops' },
  { id: 'posters', label: 'photos.posters' },
] as const satisfies readonly { id: string; label: MovieMessageKey }[];
export type PhotoFilter = (typeof PHOTO_FILTERS)[number]['id'];

/** Wider than 3:2 is a backdrop, anything narrower a poster (docs/product.md §2 Sub-pages, Photos). */
export function isBackdrop(image: Image): boolean {
  return image.aspect_ratio > 1.5;
}

/** Every photo of the film: its backdrops, then its posters. */
export function filmPhotos(movie: MovieDetails): Image[] {
  return [...(movie.images?.backdrops ?? []), ...(movie.images?.posters ?? [])];
}

export function filterPhotos(photos: readonly Image[], filter: PhotoFilter): Image[] {
  if (filter === 'all') return [...photos];
  return photos.filter((photo) => isBackdrop(photo) === (filter === 'backdrops'));
}
