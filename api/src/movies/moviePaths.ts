import { type MovieData, type MovieDataProvider } from './movieDataProvider';

/** The TMDB path behind each list read (the cache keys and TTL tiers are by path). */
const LIST_PATHS = {
  trending: '/trending/movie/week',
  popular: '/movie/popular',
  topRated: '/movie/top_rated',
  upcoming: '/movie/upcoming',
  genres: '/genre/movie/list',
  discover: '/discover/movie',
  search: '/search/movie',
} as const;

/** The TMDB path behind each film read, after `/movie/:id`. */
const FILM_PATHS = {
  movie: '',
  credits: '/credits',
  videos: '/videos',
  images: '/images',
  recommendations: '/recommendations',
  similar: '/similar',
  watchProviders: '/watch/providers',
  reviews: '/reviews',
  keywords: '/keywords',
  externalIds: '/external_ids',
} as const;

export type MovieRead = keyof typeof LIST_PATHS | keyof typeof FILM_PATHS;

/** One read: which provider method, its TMDB path, the query, and the film's id for a film read. */
export interface PathRead {
  method: MovieRead;
  path: string;
  query: object;
  id?: number;
}

/**
 * Every read of a MovieDataProvider, answered by `get` from its TMDB path: the live provider fetches the
 * path, the cached catalog keys its cache by it. One table, so both name each read the same way.
 */
export function readsByPath(
  get: (read: PathRead) => Promise<MovieData<unknown>>,
): Pick<MovieDataProvider, MovieRead> {
  const reads: Record<string, unknown> = {};
  for (const [method, path] of Object.entries(LIST_PATHS)) {
    reads[method] = (query: object) => get({ method: method as MovieRead, path, query });
  }
  for (const [method, suffix] of Object.entries(FILM_PATHS)) {
    reads[method] = (id: number, query: object) =>
      get({ method: method as MovieRead, path: `/movie/${id}${suffix}`, query, id });
  }
  return reads as Pick<MovieDataProvider, MovieRead>;
}
