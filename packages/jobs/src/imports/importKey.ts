import { createHash } from 'node:crypto';
import { normaliseTitle, type ParsedRow } from '@marquee/film-files';
import path from 'node:path';

export type Service = 'letterboxd' | 'imdb' | 'trakt' | 'tmdb' | 'marquee';

/**
 * What makes an imported row the same row again: the service, the kind, the file it is in (its base
 * name, so diary.csv alone and inside the ZIP agree) and what it says, titles normalised, not where it
 * is (its line). Stored as the import_key of what the row became, a second import of the row (the same
 * file again, or the same row in two files) changes nothing. Two identical lines of one file (one film,
 * one day, the same rating) are one viewing.
 */
export function importKey(service: Service, row: ParsedRow): string {
  const content = [
    service,
    row.kind,
    path.posix.basename(row.file).toLowerCase(),
    normaliseTitle(row.title),
    row.year,
    row.tmdbId,
    row.imdbId,
    row.watchedOn,
    row.rating10,
    row.rewatch,
    [...row.tags].sort(),
    row.review,
    row.listName,
    row.letterboxdUri,
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}

/** The import_key of a list: its service and name, so its entries from any import land in one list. */
export function listImportKey(service: Service, listName: string): string {
  return createHash('sha256')
    .update(JSON.stringify([service, 'list', listName]))
    .digest('base64url');
}
