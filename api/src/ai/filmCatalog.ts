import { type FilmCatalog } from '@marquee/ai';
import { type Knex } from 'knex';
import { HttpError } from '../httpError';
import { bodyOf, type MovieDataProvider } from '../movies/movieDataProvider';
import { catalogProfiles } from './catalogProfiles';

const PLAIN_LIST = { include_adult: false, include_video: false } as const;

/**
 * The movie data the AI engines ground their answers in, over the same provider as /api/tmdb/... (the
 * local catalog, or TMDB through its cache), so a film the AI names links to a page that exists. The
 * local catalog also lists all its films for the offline engine's index; TMDB cannot.
 */
export function createFilmCatalog(movies: MovieDataProvider, db: Knex): FilmCatalog {
  return {
    ...(movies.kind === 'catalog' && { profiles: () => catalogProfiles(db) }),
    genres: async () => bodyOf(await movies.genres({})).genres,
    async discover({ genreIds, fromYear, toYear, minRating, sort = 'popularity.desc', page = 1 }) {
      const answer = await movies.discover({
        page,
        sort_by: sort,
        ...PLAIN_LIST,
        ...(genreIds?.length && { with_genres: genreIds }),
        ...(fromYear !== undefined && { 'primary_release_date.gte': `${fromYear}-01-01` }),
        ...(toYear !== undefined && { 'primary_release_date.lte': `${toYear}-12-31` }),
        ...(minRating !== undefined && { 'vote_average.gte': minRating }),
      });
      return bodyOf(answer).results;
    },
    search: async (title) => bodyOf(await movies.search({ query: title, page: 1 })).results,
    async details(id) {
      try {
        const answer = await movies.movie(id, {
          append_to_response: ['credits', 'keywords', 'similar', 'reviews'],
        });
        return bodyOf(answer);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
}
