import { Type, type Static } from 'typebox';
import { DATE_RANGE } from './common';
import { Nullable } from './schemaParts';
import { MAX_PAGE, MoviePage } from './tmdb';
import { MovieId } from './watchlist';

/*
 * Hiding what you have seen (docs/product.md §2 Hide what you have seen): the "Not interested" films, the
 * per-user setting, and the discovery pages with the hidden films left out and replaced.
 */

/** A film the user marked "Not interested", as the settings list shows it. */
export const NotInterestedFilm = Type.Object({
  movieId: MovieId,
  title: Type.String(),
  /** TMDB's poster path ('/abc.jpg'), or null. */
  posterPath: Nullable(Type.String()),
  /** YYYY-MM-DD, or null when unknown. */
  releaseDate: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
export type NotInterestedFilm = Static<typeof NotInterestedFilm>;

/** Every "Not interested" call answers the whole list, newest first. */
export const NotInterestedResponse = Type.Object({ films: Type.Array(NotInterestedFilm) });
export type NotInterestedResponse = Static<typeof NotInterestedResponse>;

/** POST /api/users/:id/not-interested: the film, with what the list shows of it. */
export const NotInterestedBody = Type.Object({
  movieId: MovieId,
  title: Type.String({ minLength: 1, maxLength: 300 }),
  posterPath: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
  /** TMDB's release date, a real day within the dates the API takes; '' (TMDB's unknown) is taken as none. */
  releaseDate: Type.Optional(
    Nullable(Type.Union([Type.Literal(''), Type.String({ format: 'date', pattern: DATE_RANGE.pattern })])),
  ),
});
export type NotInterestedBody = Static<typeof NotInterestedBody>;

/** GET and PUT /api/users/:id/hide-seen: whether discovery pages hide what the user has seen. */
export const HideSeenSetting = Type.Object({ hideSeen: Type.Boolean() });
export type HideSeenSetting = Static<typeof HideSeenSetting>;

/** Where an unseen page starts: a page of the underlying list, and how many of its films came before. */
export const UnseenCursor = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: MAX_PAGE }),
  skip: Type.Integer({ minimum: 0, maximum: 99 }),
});
export type UnseenCursor = Static<typeof UnseenCursor>;

/**
 * A page of a discovery list with the hidden films left out and replaced by the films after them: full
 * (the list's page size) unless the list ends, each film once. `next` is where the next page starts, null
 * at the end; `page`, `total_pages` and `total_results` are the underlying list's.
 */
export const UnseenPage = Type.Object({ ...MoviePage.properties, next: Nullable(UnseenCursor) });
export type UnseenPage = Static<typeof UnseenPage>;
