import { type GenreList, type MovieDetails, type MoviePage } from '@marquee/contracts';
import { discoverPath, type DiscoverFilters } from '@marquee/contracts/discover';
import { movieDetailsPath } from '@marquee/contracts/movieDetails';
import { toQueryString } from '@marquee/contracts/queryString';
import { apiClient, type ApiClient } from '../apiClient';

/** The four lists of films the product browses (SPEC: Home rows and /category/{category}). */
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

const LIST_FAILED = 'Failed to load movies';

/** Typed calls to the movie-data routes (/api/tmdb/..., TMDB v3 shapes). */
export function createMoviesApi(client: ApiClient = apiClient) {
  return {
    list: (name: MovieListName, page: number, signal?: AbortSignal) =>
      client.get<MoviePage>(`${listPaths[name]}${toQueryString({ page })}`, {
        signal,
        fallbackMessage: LIST_FAILED,
      }),
    genres: (signal?: AbortSignal) =>
      client.get<GenreList>('/tmdb/genre/movie/list', { signal, fallbackMessage: 'Failed to load genres' }),
    discover: (filters: DiscoverFilters, page: number, signal?: AbortSignal) =>
      client.get<MoviePage>(discoverPath(filters, page), {
        signal,
        fallbackMessage: LIST_FAILED,
      }),
    // SPEC: a text search drops the sort (TMDB's /search/movie has none).
    search: (query: string, page: number, signal?: AbortSignal) =>
      client.get<MoviePage>(`/tmdb/search/movie${toQueryString({ query, page })}`, {
        signal,
        fallbackMessage: 'Failed to search movies',
      }),
    // One request: TMDB's append_to_response nests each part under its own key.
    details: (id: number | string, signal?: AbortSignal) =>
      client.get<MovieDetails>(movieDetailsPath(id), { signal, fallbackMessage: 'Failed to load movie' }),
  };
}

export type MoviesApi = ReturnType<typeof createMoviesApi>;

export const moviesApi = createMoviesApi();
