import { Type, type TSchema } from 'typebox';
import { MovieId } from './watchlist';

/*
 * Pieces the contract schemas are built from. Not exported from the package: only whole contracts are,
 * and the OpenAPI document names each exported object schema, so these stay written where they are used.
 */

/** `schema` or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** How many of something: 0 or more. */
export const Count = Type.Integer({ minimum: 0 });

/** What a page shows of a film beside its id: copied from the movie data, so it needs no movie data to show it. */
export const filmLabelFields = {
  title: Type.String(),
  /** The film's TMDB poster path ('/abc.jpg'), or null. */
  poster: Nullable(Type.String()),
  /** The release year ('1999'), or '' when unknown. */
  year: Type.String(),
};

/**
 * What a diary entry, a list entry, a favourite film or a profile's viewing shows of a film: copied from
 * the movie data when it was logged, added or picked.
 */
export const filmCopyFields = { movieId: MovieId, ...filmLabelFields };

/** Who wrote or keeps something, as its reader may see them. */
export const memberLinkFields = {
  name: Type.String(),
  /** Their profile's handle, when they have one the reader may see (/u/:handle); else null. */
  handle: Nullable(Type.String()),
};

/**
 * The query of a page read by cursor: the opaque `cursor` (at most `cursorMax` characters) and a page
 * size of 1..`pageMax`, `pageDefault` unless asked.
 */
export const cursorPageQueryFields = (
  cursorMax: number,
  { pageDefault, pageMax }: { pageDefault: number; pageMax: number },
) => ({
  /** The nextCursor of the page before (of the same filters and order). */
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: cursorMax })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: pageMax, default: pageDefault })),
});

/** The answer's part of a page read by cursor. */
export const nextCursorField = {
  /** The cursor of the next page, or null on the last. */
  nextCursor: Nullable(Type.String()),
};
