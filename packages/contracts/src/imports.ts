import { Type, type Static } from 'typebox';
import { Nullable } from './schemaParts';

const Uuid = Type.String({ format: 'uuid' });
const Instant = Type.String({ format: 'date-time' });

/** The largest file an import takes (the route's own body limit; every other route keeps 1 MiB). */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

/** The formats the server recognises from the file itself; null until the file has been read. */
export const ImportFormat = Type.Union([
  Type.Literal('letterboxd-zip'),
  Type.Literal('letterboxd-csv'),
  Type.Literal('imdb-ratings'),
  Type.Literal('imdb-watchlist'),
  Type.Literal('trakt-json'),
  Type.Literal('tmdb-csv'),
  Type.Literal('marquee-json'),
]);
export type ImportFormat = Static<typeof ImportFormat>;

/**
 * Where an import stands: queued, then the worker reads the file, matches its rows and applies the
 * matched ones; it then needs the user's review (rows it could not match alone) or is done. A file that
 * cannot be read fails with a message naming the problem and the line, and changes nothing.
 */
export const ImportStatus = Type.Union([
  Type.Literal('queued'),
  Type.Literal('reading'),
  Type.Literal('matching'),
  Type.Literal('applying'),
  Type.Literal('needs_review'),
  Type.Literal('done'),
  Type.Literal('failed'),
]);
export type ImportStatus = Static<typeof ImportStatus>;

/** An import and its live counters (poll GET /api/imports/:importId about every second while it runs). */
export const ImportSummary = Type.Object({
  id: Uuid,
  fileName: Type.String(),
  format: Nullable(ImportFormat),
  status: ImportStatus,
  rowsRead: Type.Integer({ minimum: 0 }),
  /** Rows matched to a film (applied ones included). */
  matched: Type.Integer({ minimum: 0 }),
  /** Rows waiting for the user: ambiguous or not matched. */
  needsReview: Type.Integer({ minimum: 0 }),
  skipped: Type.Integer({ minimum: 0 }),
  applied: Type.Integer({ minimum: 0 }),
  error: Nullable(Type.String()),
  errorLine: Nullable(Type.Integer()),
  createdAt: Instant,
  finishedAt: Nullable(Instant),
});
export type ImportSummary = Static<typeof ImportSummary>;

export const ImportResponse = Type.Object({ import: ImportSummary });
export type ImportResponse = Static<typeof ImportResponse>;

export const ImportsResponse = Type.Object({ imports: Type.Array(ImportSummary) });
export type ImportsResponse = Static<typeof ImportsResponse>;

/** POST /api/imports?fileName=: the name the file had on the user's disk (it helps tell formats apart). */
export const UploadImportQuery = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 255 }),
});
export type UploadImportQuery = Static<typeof UploadImportQuery>;

export const ImportParams = Type.Object({ importId: Uuid });
export type ImportParams = Static<typeof ImportParams>;

export const ImportRowParams = Type.Object({
  importId: Uuid,
  rowId: Type.String({ pattern: '^[1-9][0-9]{0,17}$', description: 'a row id, digits only' }),
});
export type ImportRowParams = Static<typeof ImportRowParams>;

/** A film the user may pick for a row: poster, year and director tell films of one title apart. */
export const ImportCandidate = Type.Object({
  movieId: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  originalTitle: Nullable(Type.String()),
  /** The release year, '' when unknown. */
  year: Type.String(),
  poster: Nullable(Type.String()),
  director: Nullable(Type.String()),
});
export type ImportCandidate = Static<typeof ImportCandidate>;

export const ImportRowKind = Type.Union([
  Type.Literal('diary'),
  Type.Literal('watched'),
  Type.Literal('rating'),
  Type.Literal('watchlist'),
  Type.Literal('review'),
  Type.Literal('like'),
  Type.Literal('list_entry'),
]);

export const ImportRowStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('matched'),
  Type.Literal('ambiguous'),
  Type.Literal('unmatched'),
  Type.Literal('skipped'),
  Type.Literal('applied'),
]);
export type ImportRowStatus = Static<typeof ImportRowStatus>;

/** One row of an imported file and what became of it. */
export const ImportRow = Type.Object({
  id: Type.String(),
  /** The file it came from (a ZIP holds several) and its line there. */
  file: Type.String(),
  line: Type.Integer(),
  kind: ImportRowKind,
  title: Type.String(),
  year: Nullable(Type.Integer()),
  status: ImportRowStatus,
  movieId: Nullable(Type.Integer()),
  candidates: Type.Array(ImportCandidate),
  /** Why it was skipped (a TV title, a like, a date out of range), in the reader's language; else null. */
  reason: Nullable(Type.String()),
});
export type ImportRow = Static<typeof ImportRow>;

/** GET /api/imports/:importId/rows: rows waiting for review (ambiguous or unmatched), skipped or applied. */
export const ImportRowsQuery = Type.Object({
  status: Type.Union([Type.Literal('needs_review'), Type.Literal('skipped'), Type.Literal('applied')], {
    default: 'needs_review',
  }),
  cursor: Type.Optional(
    Type.String({ pattern: '^[0-9]{1,18}$', description: 'the nextCursor of the page before' }),
  ),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
});
export type ImportRowsQuery = Static<typeof ImportRowsQuery>;

export const ImportRowsResponse = Type.Object({
  rows: Type.Array(ImportRow),
  nextCursor: Nullable(Type.String()),
});
export type ImportRowsResponse = Static<typeof ImportRowsResponse>;

/** POST /api/imports/:importId/rows/:rowId: the film the row means (applied at once), or skip it. */
export const ImportRowChoice = Type.Union([
  Type.Object(
    { movieId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
    { additionalProperties: false },
  ),
  Type.Object({ skip: Type.Literal(true) }, { additionalProperties: false }),
]);
export type ImportRowChoice = Static<typeof ImportRowChoice>;

export const ResolvedImportRow = Type.Object({ row: ImportRow, import: ImportSummary });
export type ResolvedImportRow = Static<typeof ResolvedImportRow>;

/** "Download my data": a ZIP built by a worker, kept 7 days. */
export const ExportSummary = Type.Object({
  id: Uuid,
  status: Type.Union([
    Type.Literal('queued'),
    Type.Literal('building'),
    Type.Literal('ready'),
    Type.Literal('failed'),
  ]),
  byteSize: Nullable(Type.Integer({ minimum: 0 })),
  createdAt: Instant,
  finishedAt: Nullable(Instant),
  expiresAt: Instant,
});
export type ExportSummary = Static<typeof ExportSummary>;

export const ExportResponse = Type.Object({ export: ExportSummary });
export type ExportResponse = Static<typeof ExportResponse>;

export const ExportParams = Type.Object({ exportId: Uuid });
export type ExportParams = Static<typeof ExportParams>;
