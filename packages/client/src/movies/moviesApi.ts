import { type GenreList, type MovieDetails, type MoviePage } from '@marquee/contracts';
import { discoverPath, type DiscoverFilters } from '@marquee/contracts/discover';
import { movieDetailsPath } from '@marquee/contracts/movieDetails';
import { movieListPath, type MovieListName } from '@marquee/contracts/movieLists';
import { toQueryString } from '@marquee/contracts/queryString';
import { apiClient, type ApiClient } from '../apiClient';
import { clientText } from '../messages';

export { MOVIE_LISTS, isMovieListName, type MovieListName } from '@marquee/contracts/movieLists';

/** GET /api/catalog/status: where movie data comes from, and the date a local catalog is as of. */
export interface CatalogStatus {
  provider: 'tmdb' | 'catalog';
  /** YYYY-MM-DD; null for live TMDB data. */
  as_of: string | null;
  /** YYYY-MM-DD: the first day a release counts as upcoming (docs/product.md §2 Release calendar). */
  upcoming_from: string;
}

/** Typed calls to the movie-data routes (/api/tmdb/..., TMDB v3 shapes). */
export function createMoviesApi(client: ApiClient = apiClient) {
  return {
    list: (name: MovieListName, page: number, signal?: AbortSignal) =>
      client.get<MoviePage>(movieListPath(name, page), {
        signal,
        fallbackMessage: clientText('movies.listFailed'),
      }),
    genres: (signal?: AbortSignal) =>
      client.get<GenreList>('/tmdb/genre/movie/list', {
        signal,
        fallbackMessage: clientText('movies.genresFailed'),
      }),
    discover: (filters: DiscoverFilters, page: number, signal?: AbortSignal) =>
      client.get<MoviePage>(discoverPath(filters, page), {
        signal,
        fallbackMessage: clientText('movies.listFailed'),
      }),
    // docs/product.md §7: a text search drops the sort (TMDB's /search/movie has none).
    search: (query: string, page: number, signal?: AbortSignal) =>
      client.get<MoviePage>(`/tmdb/search/movie${toQueryString({ query, page })}`, {
        signal,
        fallbackMessage: clientText('movies.searchFailed'),
      }),
    catalogStatus: (signal?: AbortSignal) =>
      client.get<CatalogStatus>('/catalog/status', {
        signal,
        fallbackMessage: clientText('movies.catalogStatusFailed'),
      }),
    // One request: TMDB's append_to_response nests each part under its own key.
    details: (id: number | string, signal?: AbortSignal) =>
      client.get<MovieDetails>(movieDetailsPath(id), {
        signal,
        fallbackMessage: clientText('movies.detailsFailed'),
      }),
  };
}

export type MoviesApi = ReturnType<typeof createMoviesApi>;

export const moviesApi = createMoviesApi();
