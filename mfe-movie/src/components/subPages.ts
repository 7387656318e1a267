import type { MovieDetails } from '@marquee/contracts';
import type { PageName } from '@marquee/contracts/pages';

/** The detail page's sub-pages, by their names in the page table (docs/product.md §10.3). */
export type SubPage = Extract<PageName, 'movieCast' | 'moviePhotos' | 'movieVideos' | 'movieReviews'>;

/**
 * What the detail page passes in the navigation state when it opens a sub-page: the film as loaded, with
 * its appended parts. A sub-page opened without it (typed URL, reload) redirects to /movie/:id (docs/product.md §2).
 */
export interface SubPageState {
  movie: MovieDetails;
}

export function isSubPageState(value: unknown): value is SubPageState {
  const movie = (value as Partial<SubPageState> | null)?.movie;
  return typeof movie === 'object' && movie !== null && typeof movie.id === 'number';
}
