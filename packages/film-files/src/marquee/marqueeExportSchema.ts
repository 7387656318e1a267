import { Type, type Static } from 'typebox';

/**
 * Marquee's own export ("Download my data"), version 1: everything a full round trip needs. Documented in
 * the package README; a change that old readers cannot read gets a new schemaVersion.
 */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const Instant = Type.String({ description: 'ISO 8601 timestamp' });
const MovieId = Type.Integer({ minimum: 1, description: "the film's TMDB id (Marquee's movie id)" });
const Year = Type.String({ description: "the film's release year, '' when unknown" });
const Rating10 = Type.Integer({ minimum: 1, maximum: 10 });

export const MarqueeDiaryEntry = Type.Object({
  movieId: MovieId,
  title: Type.String(),
  year: Year,
  watchedOn: Day,
  rating10: Type.Union([Rating10, Type.Null()]),
  rewatch: Type.Boolean(),
  tags: Type.Array(Type.String()),
  /** The review logged with this watch: an id of `reviews`. */
  reviewId: Type.Union([Type.String(), Type.Null()]),
  createdAt: Instant,
});

export const MarqueeRating = Type.Object({
  movieId: MovieId,
  title: Type.String(),
  year: Year,
  rating10: Rating10,
  ratedAt: Instant,
});

export const MarqueeReview = Type.Object({
  id: Type.String(),
  movieId: MovieId,
  title: Type.String({ description: "the film's title" }),
  year: Year,
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  headline: Type.String({ maxLength: 100 }),
  text: Type.String(),
  createdAt: Instant,
  updatedAt: Instant,
});

export const MarqueeWatchlistItem = Type.Object({
  movieId: MovieId,
  title: Type.String(),
  year: Year,
  addedAt: Instant,
});

export const MarqueeListEntry = Type.Object({
  movieId: MovieId,
  title: Type.String(),
  year: Year,
  position: Type.Number(),
  note: Type.String(),
  addedAt: Instant,
});

export const MarqueeList = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  description: Type.String({ maxLength: 1000 }),
  visibility: Type.Union([Type.Literal('private'), Type.Literal('unlisted'), Type.Literal('public')]),
  ranked: Type.Boolean(),
  createdAt: Instant,
  entries: Type.Array(MarqueeListEntry),
});

/** A favourite film the profile shows (at most four, in the owner's order). */
export const MarqueeFavouriteFilm = Type.Object({
  movieId: MovieId,
  title: Type.String(),
  year: Year,
});

/** Another member as the export names them: the handle of their profile (null when they have none). */
const MemberFields = {
  handle: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
};

export const MarqueeFollow = Type.Object({ ...MemberFields, followedAt: Instant });
export const MarqueeBlock = Type.Object({ ...MemberFields, blockedAt: Instant });

/** A film the account marked "Not interested" (hidden from its discovery pages). */
export const MarqueeNotInterested = Type.Object({
  movieId: MovieId,
  title: Type.String(),
  releaseDate: Type.Union([Day, Type.Null()]),
  markedAt: Instant,
});

/** A release reminder: on the release day, and a week before when `weekBefore`. */
export const MarqueeReminder = Type.Object({
  movieId: MovieId,
  title: Type.String(),
  releaseDate: Day,
  weekBefore: Type.Boolean(),
  setAt: Instant,
});

/**
 * The profile's settings, favourites, follows, blocks, "Not interested" films and reminders came after the
 * first documents of version 1: optional, so those still read; every export written now has them.
 */
export const MarqueeExportSchema = Type.Object({
  format: Type.Literal('marquee-export'),
  schemaVersion: Type.Literal(1),
  exportedAt: Instant,
  profile: Type.Object({
    name: Type.String(),
    createdAt: Instant,
    diaryVisibility: Type.Union([Type.Literal('private'), Type.Literal('public')]),
    handle: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    profileVisibility: Type.Optional(Type.Union([Type.Literal('private'), Type.Literal('public')])),
    favouriteFilms: Type.Optional(Type.Array(MarqueeFavouriteFilm, { maxItems: 4 })),
  }),
  diary: Type.Array(MarqueeDiaryEntry),
  ratings: Type.Array(MarqueeRating),
  reviews: Type.Array(MarqueeReview),
  watchlist: Type.Array(MarqueeWatchlistItem),
  lists: Type.Array(MarqueeList),
  /** The people the account follows, and those it blocked (whom it follows or blocks is its own doing). */
  following: Type.Optional(Type.Array(MarqueeFollow)),
  blocked: Type.Optional(Type.Array(MarqueeBlock)),
  notInterested: Type.Optional(Type.Array(MarqueeNotInterested)),
  reminders: Type.Optional(Type.Array(MarqueeReminder)),
});

export type MarqueeExport = Static<typeof MarqueeExportSchema>;

/** The name of the JSON document, alone or inside the export ZIP. */
export const MARQUEE_EXPORT_FILE = 'marquee-export.json';
