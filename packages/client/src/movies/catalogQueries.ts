import { type GenreList } from '@marquee/contracts';
import { queryOptions } from '@tanstack/react-query';
import { moviesApi } from './moviesApi';

// At module level, so `select` keeps its identity and runs only when the answer changes.
const genresOf = (list: GenreList) => list.genres;

/** TMDB's movie genres, for the genre filters; they do not change while the product runs. */
export const genresQuery = () =>
  queryOptions({
    queryKey: ['movies', 'genres'],
    queryFn: ({ signal }) => moviesApi.genres(signal),
    select: genresOf,
    staleTime: Infinity,
  });

/** Where movie data comes from and the date a local catalog is as of, fixed while the product runs. */
export const catalogStatusQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'status'],
    queryFn: ({ signal }) => moviesApi.catalogStatus(signal),
    staleTime: Infinity,
  });
