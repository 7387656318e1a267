import { Type, type Static } from 'typebox';
import { Nullable } from './schemaParts';
import { MovieId } from './watchlist';

/*
 * The release calendar, reminders and the personal iCal feed (docs/product.md §2 Release calendar).
 */

const isoDay = Type.String({
  format: 'date',
  pattern: '^[1-9]\\d{3}-\\d{2}-\\d{2}$',
  examples: ['2026-12-18'],
});

/** A reminder: the film as it was when set, and whether a note also comes a week before the release. */
export const Reminder = Type.Object({
  movieId: MovieId,
  title: Type.String(),
  /** TMDB's poster path ('/abc.jpg'), or null. */
  posterPath: Nullable(Type.String()),
  releaseDate: isoDay,
  weekBefore: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Reminder = Static<typeof Reminder>;

/** Every reminders call answers the whole list, soonest release first. */
export const RemindersResponse = Type.Object({ reminders: Type.Array(Reminder) });
export type RemindersResponse = Static<typeof RemindersResponse>;

export const ReminderParams = Type.Object({ movieId: MovieId });
export type ReminderParams = Static<typeof ReminderParams>;

/**
 * PUT /api/reminders/:movieId: set (or change) a reminder. The film's title, poster and release day are
 * read from the movie data, not taken from the browser, since the reminder is sent on that day.
 */
export const SetReminderBody = Type.Object({ weekBefore: Type.Optional(Type.Boolean({ default: false })) });
export type SetReminderBody = Static<typeof SetReminderBody>;

/** GET /api/calendar: a month of releases, with the filters of the calendar page. */
export const CalendarQuery = Type.Object(
  {
    /** YYYY-MM; without it, the month of the data's "today" (see CalendarResponse.today). */
    month: Type.Optional(Type.String({ pattern: '^[1-9]\\d{3}-(0[1-9]|1[0-2])$', examples: ['2026-12'] })),
    /** ISO 3166-1 country whose release dates count (TMDB only; the catalog has one date per film). */
    region: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', examples: ['US'] })),
    /** Genre ids, comma-joined: films having all of them. */
    genres: Type.Optional(Type.String({ pattern: '^\\d{1,9}(,\\d{1,9}){0,18}$', examples: ['28,12'] })),
    /** Only films on the signed-in user's watchlist. */
    watchlist: Type.Optional(Type.Boolean()),
    /** Only films the signed-in user set a reminder for. */
    reminders: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CalendarQuery = Static<typeof CalendarQuery>;

/** A film in the calendar (TMDB's field names, as on cards). */
export const CalendarRelease = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  release_date: isoDay,
  poster_path: Nullable(Type.String()),
  overview: Type.String(),
  vote_average: Type.Number(),
  genre_ids: Type.Array(Type.Integer()),
});
export type CalendarRelease = Static<typeof CalendarRelease>;

export const CalendarResponse = Type.Object({
  month: Type.String({ examples: ['2026-12'] }),
  /**
   * The day releases count as upcoming from: today with TMDB; with the local catalog, a snapshot, the
   * first day of its upcoming list (docs/product.md §2 Release calendar).
   */
  today: isoDay,
  /** By release day, then title. */
  releases: Type.Array(CalendarRelease),
});
export type CalendarResponse = Static<typeof CalendarResponse>;

/** GET /api/calendar/feed: whether the user has a feed address (the address itself is shown only when made). */
export const CalendarFeedStatus = Type.Object({ active: Type.Boolean() });
export type CalendarFeedStatus = Static<typeof CalendarFeedStatus>;

/** POST /api/calendar/feed: a new secret address; any earlier one stops working. */
export const CalendarFeedAddress = Type.Object({ url: Type.String({ format: 'uri' }) });
export type CalendarFeedAddress = Static<typeof CalendarFeedAddress>;

/** The public feed's path: the secret (43 base64url characters: 32 random bytes) and `.ics`. */
export const CalendarFeedParams = Type.Object({
  file: Type.String({ pattern: '^[A-Za-z0-9_-]{43}\\.ics$' }),
});
export type CalendarFeedParams = Static<typeof CalendarFeedParams>;
