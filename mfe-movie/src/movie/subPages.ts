import type { MovieDetails } from '@marquee/contracts';

/** The detail page's sub-pages (docs/product.md §10.3). */
export const SUB_PAGES = ['cast', 'photos', 'videos', 'reviews'] as const;
export type SubPage = (typeof SUB_PAGES)[number];

/**
 * What the detail page passes in the navigation state when it opens a sub-page: the film as loaded, with
 * its appended parts. A sub-page opened without it (typed URL, reload) redirects to /movie/:id (docs/product.md §2).
 */
export interface SubPageState {
  movie: MovieDetails;
}

export function subPagePath(movieId: number | string, page: SubPage): string {
  return `/movie/${movieId}/${page}`;
}

export function isSubPageState(value: unknown): value is SubPageState {
  const movie = (value as Partial<SubPageState> | null)?.movie;
  return typeof movie === 'object' && movie !== null && typeof movie.id === 'number';
}
