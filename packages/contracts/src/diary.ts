import { Type, type Static } from 'typebox';
import { DATE_RANGE } from './common';
import { DIARY_LIMITS } from './diaryLimits';
import { STARS } from './ratings';
import { Count, cursorPageQueryFields, filmCopyFields, nextCursorField, Nullable } from './schemaParts';
import { MovieId } from './watchlist';

export { DIARY_LIMITS } from './diaryLimits';

/** Who may read a diary: its owner only, or anyone (guests too). Writing is always the owner's alone. */
export const DiaryVisibility = Type.Union([Type.Literal('private'), Type.Literal('public')]);
export type DiaryVisibility = Static<typeof DiaryVisibility>;

/** Where a diary entry came from: logged on Marquee, or imported from one of these services. */
export const DiarySource = Type.Union([
  Type.Literal('marquee'),
  Type.Literal('letterboxd'),
  Type.Literal('imdb'),
  Type.Literal('trakt'),
  Type.Literal('tmdb'),
]);
export type DiarySource = Static<typeof DiarySource>;

/** A calendar date written YYYY-MM-DD. */
const DiaryDate = Type.String({ format: 'date', pattern: DATE_RANGE.pattern, examples: ['2024-03-09'] });

/** One viewing of a film, with what the diary shows of the film copied at log time. */
export const DiaryEntry = Type.Object({
  id: Type.String({ format: 'uuid' }),
  ...filmCopyFields,
  /** Minutes, for "hours watched"; null when the movie data does not know. */
  runtime: Nullable(Type.Integer({ minimum: 0 })),
  /** Genre names. */
  genres: Type.Array(Type.String()),
  watchedOn: Type.String({ format: 'date' }),
  /** The rating as given, on a 10-point scale (1..10), or null when none. */
  rating10: Nullable(Type.Integer({ minimum: 1, maximum: 10 })),
  /** rating10 as Marquee's 1..5 stars (ratingToStars), or null. */
  stars: Nullable(Type.Integer({ minimum: STARS.min, maximum: STARS.max })),
  rewatch: Type.Boolean(),
  tags: Type.Array(Type.String()),
  /** The owner's review of the film this viewing links to, or null. */
  reviewId: Nullable(Type.String({ format: 'uuid' })),
  source: DiarySource,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type DiaryEntry = Static<typeof DiaryEntry>;

/** The fields of a log both the create and the update take. Tags are trimmed, lower-cased and deduplicated. */
const diaryFields = {
  /** YYYY-MM-DD, from 1870-01-01 to today; today when left out of a new log. */
  watchedOn: DiaryDate,
  /**
   * Stars 1..5, or null for none (stored as rating10 = stars * 2). Written with `nullable` (OpenAPI 3.0's
   * keyword, which ajv knows) rather than a union with null: ajv's type coercion would take 0 for null.
   */
  rating: Type.Unsafe<number | null>({
    type: 'integer',
    minimum: STARS.min,
    maximum: STARS.max,
    nullable: true,
  }),
  rewatch: Type.Boolean(),
  tags: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: DIARY_LIMITS.tagsMax }),
  /** One of the owner's reviews of this film, or null for no link. */
  reviewId: Nullable(Type.String({ format: 'uuid' })),
};

/** POST /api/users/:id/diary: log a viewing of a film. */
export const CreateDiaryEntryBody = Type.Object({
  movieId: MovieId,
  ...Type.Partial(Type.Object(diaryFields)).properties,
  /**
   * A key the browser makes for this log: a log sent again with the same key (replayed after being made
   * offline) answers the entry made the first time instead of logging the viewing twice.
   */
  clientKey: Type.Optional(Type.String({ format: 'uuid' })),
});
export type CreateDiaryEntryBody = Static<typeof CreateDiaryEntryBody>;

/** PATCH /api/users/:id/diary/:entryId: the fields to change (the film of a viewing stays). */
export const UpdateDiaryEntryBody = Type.Partial(Type.Object(diaryFields), { minProperties: 1 });
export type UpdateDiaryEntryBody = Static<typeof UpdateDiaryEntryBody>;

export const DiaryEntryParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  entryId: Type.String({ format: 'uuid' }),
});
export type DiaryEntryParams = Static<typeof DiaryEntryParams>;

/** A diary year filter or stats year. */
const DiaryYear = Type.Integer({ minimum: 1870, maximum: 9999 });

/** GET /api/users/:id/diary: filters and paging; newest viewing first. */
export const DiaryQuery = Type.Object({
  year: Type.Optional(DiaryYear),
  /** Only entries shown with this many stars. */
  rating: Type.Optional(Type.Integer({ minimum: STARS.min, maximum: STARS.max })),
  tag: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  ...cursorPageQueryFields(500, DIARY_LIMITS),
});
export type DiaryQuery = Static<typeof DiaryQuery>;

export const DiaryPage = Type.Object({
  entries: Type.Array(DiaryEntry),
  ...nextCursorField,
  /** How many entries the filters match in all. */
  total: Count,
});
export type DiaryPage = Static<typeof DiaryPage>;

/** The answer of a new log: the entry, and whether the film is on the owner's watchlist (to offer removing it). */
export const CreatedDiaryEntry = Type.Object({ entry: DiaryEntry, onWatchlist: Type.Boolean() });
export type CreatedDiaryEntry = Static<typeof CreatedDiaryEntry>;

export const DiaryEntryResponse = Type.Object({ entry: DiaryEntry });
export type DiaryEntryResponse = Static<typeof DiaryEntryResponse>;

/** GET /api/users/:id/diary/stats: the figures of one year, or of all time when no year is given. */
export const DiaryStatsQuery = Type.Object({ year: Type.Optional(DiaryYear) });
export type DiaryStatsQuery = Static<typeof DiaryStatsQuery>;

export const DiaryStats = Type.Object({
  /** Viewings in the year (or all time). */
  total: Count,
  /** The runtimes of those viewings, in hours to one decimal. */
  hoursWatched: Type.Number({ minimum: 0 }),
  /** The mean rating in stars (rating10 / 2), to one decimal; null when nothing is rated. */
  averageRating: Nullable(Type.Number({ minimum: 0.5, maximum: 5 })),
  /** Every year with a viewing, all time, oldest first. */
  perYear: Type.Array(Type.Object({ year: Type.Integer(), count: Count })),
  /** The twelve months of the year asked for, or the last twelve up to this month (UTC), zeros included. */
  perMonth: Type.Array(Type.Object({ month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }), count: Count })),
  /** The most watched genres, at most 8, most viewings first. */
  topGenres: Type.Array(Type.Object({ genre: Type.String(), count: Count })),
  /** Viewings per star (1..5, zeros included), from the rated ones. */
  ratingDistribution: Type.Array(
    Type.Object({ stars: Type.Integer({ minimum: STARS.min, maximum: STARS.max }), count: Count }),
  ),
  /** The most used tags, at most 100, most used first. */
  tags: Type.Array(Type.Object({ tag: Type.String(), count: Count })),
});
export type DiaryStats = Static<typeof DiaryStats>;

/** GET /api/movies/:movieId/watches. */
export const MovieWatchesParams = Type.Object({ movieId: MovieId });
export type MovieWatchesParams = Static<typeof MovieWatchesParams>;

export const MovieWatches = Type.Object({
  /** Viewings of the film in every diary. */
  watchCount: Count,
  /** The caller's own viewings; null for a guest. */
  mine: Nullable(Type.Object({ count: Count, lastWatchedOn: Nullable(Type.String({ format: 'date' })) })),
});
export type MovieWatches = Static<typeof MovieWatches>;
