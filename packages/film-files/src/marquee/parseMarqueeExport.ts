import { Value } from 'typebox/value';
import { FilmFileError } from '../FilmFileError';
import { emptyRow, type ParsedRow } from '../parsedRow';
import { MarqueeExportSchema, type MarqueeExport } from './marqueeExportSchema';

/** Whether a JSON value claims to be Marquee's export (it is then validated, and refused when it is not valid). */
export function isMarqueeExport(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && (value as { format?: unknown }).format === 'marquee-export'
  );
}

/** The export, checked against its schema; a version we do not know, or an invalid document, is refused. */
export function readMarqueeExport(value: unknown, file: string): MarqueeExport {
  const version = (value as { schemaVersion?: unknown }).schemaVersion;
  if (version !== 1) {
    throw new FilmFileError(
      `this Marquee export has schema version ${String(version)}; this Marquee reads version 1`,
      {
        file,
      },
    );
  }
  checkMarqueeExport(value, file);
  return value;
}

/** Throws FilmFileError naming the first place where the value is not Marquee's export (version 1). */
export function checkMarqueeExport(value: unknown, file: string): asserts value is MarqueeExport {
  if (Value.Check(MarqueeExportSchema, value)) return;
  const [first] = Value.Errors(MarqueeExportSchema, value);
  throw new FilmFileError(
    `this Marquee export is not valid: ${first ? `${first.instancePath || '/'} ${first.message}` : 'it does not match its schema'}`,
    { file },
  );
}

/**
 * Rows of Marquee's export, one per diary entry, rating, review, watchlist item and list entry. `line`
 * counts the rows through the document (diary first, then ratings, reviews, watchlist and lists).
 */
export function marqueeExportRows(data: MarqueeExport, file: string): ParsedRow[] {
  const yearOf = (year: string) => (/^\d{4}$/.test(year) ? Number(year) : null);
  const base = (kind: ParsedRow['kind'], film: { movieId: number; title: string; year: string }) => ({
    ...emptyRow(kind, file, 0, film.title),
    year: yearOf(film.year),
    tmdbId: film.movieId,
  });
  const rows: ParsedRow[] = [
    ...data.diary.map((entry) => ({
      ...base('diary', entry),
      watchedOn: entry.watchedOn,
      rating10: entry.rating10,
      rewatch: entry.rewatch,
      tags: entry.tags,
    })),
    ...data.ratings.map((rating) => ({
      ...base('rating', rating),
      rating10: rating.rating10,
      ratedOn: rating.ratedAt.slice(0, 10),
    })),
    ...data.reviews.map((review) => ({
      ...base('review', review),
      rating10: review.stars * 2,
      review: review.text,
      reviewTitle: review.headline,
      watchedOn: review.createdAt.slice(0, 10),
    })),
    ...data.watchlist.map((item) => ({ ...base('watchlist', item), addedOn: item.addedAt.slice(0, 10) })),
    ...data.lists.flatMap((list) =>
      list.entries.map((entry) => ({
        ...base('list_entry', entry),
        listName: list.name,
        listDescription: list.description,
        listPosition: entry.position,
        note: entry.note === '' ? null : entry.note,
        addedOn: entry.addedAt.slice(0, 10),
      })),
    ),
  ];
  return rows.map((row, i) => ({ ...row, line: i + 1 }));
}
