import { Type, type Static } from 'typebox';

/**
 * A film id as the movie data knows it (TMDB's integer ids), carried as a string of digits; at most nine,
 * so every id fits the database's integer columns.
 */
export const MOVIE_ID_PATTERN = '^[1-9][0-9]{0,8}$';
export const MovieId = Type.String({ pattern: MOVIE_ID_PATTERN, description: 'a film id, digits only' });
export type MovieId = Static<typeof MovieId>;

/** What the watchlist keeps of a film (docs/product.md §3: Watchlist item), as the API answers it. */
export const WatchlistItem = Type.Object({
  /** The film id; `id` and `movieId` are the same value (the spec reads either). */
  id: MovieId,
  movieId: MovieId,
  title: Type.String(),
  /** The film's TMDB poster path ('/abc.jpg'), or null: the UI builds the image URL or a placeholder. */
  poster: Type.Union([Type.String(), Type.Null()]),
  overview: Type.String(),
  vote_average: Type.Number(),
  /** The release year ('1999'), or '' when unknown. */
  year: Type.String(),
  addedAt: Type.String({ format: 'date-time' }),
});
export type WatchlistItem = Static<typeof WatchlistItem>;

/** Every watchlist call answers the whole list, newest first. */
export const WatchlistResponse = Type.Object({ watchlist: Type.Array(WatchlistItem) });
export type WatchlistResponse = Static<typeof WatchlistResponse>;

/** POST /api/users/:id/watchlist: the film to add. Adding a film already on the list keeps one entry. */
export const AddToWatchlistBody = Type.Object({
  movieId: MovieId,
  title: Type.String({ minLength: 1, maxLength: 300 }),
  poster: Type.Optional(Type.Union([Type.String({ maxLength: 300 }), Type.Null()])),
  overview: Type.Optional(Type.String({ maxLength: 5000 })),
  vote_average: Type.Optional(Type.Number({ minimum: 0, maximum: 10 })),
  year: Type.Optional(Type.String({ pattern: '^([0-9]{4})?$' })),
});
export type AddToWatchlistBody = Static<typeof AddToWatchlistBody>;

export const WatchlistItemParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  movieId: MovieId,
});
export type WatchlistItemParams = Static<typeof WatchlistItemParams>;
