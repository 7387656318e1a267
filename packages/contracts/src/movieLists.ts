// No runtime imports here: the front ends import this module (as @marquee/contracts/movieLists) without
// pulling typebox into their bundles.
import { toQueryString } from './queryString';

/** The four lists of films the product browses (docs/product.md §2 Home and Category). */
export const MOVIE_LISTS = ['trending', 'popular', 'topRated', 'upcoming'] as const;
export type MovieListName = (typeof MOVIE_LISTS)[number];

const listPaths: Record<MovieListName, string> = {
  trending: '/tmdb/trending/movie/week',
  popular: '/tmdb/movie/popular',
  topRated: '/tmdb/movie/top_rated',
  upcoming: '/tmdb/movie/upcoming',
};

export function isMovieListName(value: string): value is MovieListName {
  return (MOVIE_LISTS as readonly string[]).includes(value);
}

/** A page of one list, under /api: the client requests it and the server preloads the home page's first. */
export function movieListPath(name: MovieListName, page: number): string {
  return `${listPaths[name]}${toQueryString({ page })}`;
}
