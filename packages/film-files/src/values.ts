import { FilmFileError } from './FilmFileError';

/** Where a value was read, for the message when it cannot be. */
export interface Place {
  file: string;
  line: number;
  unit?: 'line' | 'entry';
}

/** Dates before the cinema are typing mistakes; the API refuses them too. */
const FIRST_YEAR = 1870;
const LAST_YEAR = 2200;

/**
 * 'YYYY-MM-DD' from a date or an ISO timestamp ('2021-05-01T20:00:00.000Z' is that day in UTC); null
 * when empty. `what` names the column in the message.
 */
export function readDate(value: string | null | undefined, what: string, place: Place): string | null {
  // '2023-01-05 10:11:12 UTC' is that day: only the date is kept.
  const text = (value?.trim() ?? '').replace(/^(\d{4}-\d{2}-\d{2}) .*$/, '$1');
  if (text === '') return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const iso = day ? `${text}T00:00:00Z` : /^\d{4}-\d{2}-\d{2}T/.test(text) ? text : null;
  const date = iso === null ? null : new Date(iso);
  const valid =
    date !== null &&
    !Number.isNaN(date.getTime()) &&
    (!day || date.toISOString().startsWith(text)) &&
    date.getUTCFullYear() >= FIRST_YEAR &&
    date.getUTCFullYear() <= LAST_YEAR;
  if (!valid) throw new FilmFileError(`the ${what} "${text}" is not a date`, place);
  return date.toISOString().slice(0, 10);
}

/** A release year, or null when the file has none. */
export function readYear(value: string | number | null | undefined, place: Place): number | null {
  const text = String(value ?? '').trim();
  if (text === '') return null;
  const year = /^\d{4}$/.test(text) ? Number(text) : NaN;
  if (!(year >= FIRST_YEAR && year <= LAST_YEAR))
    throw new FilmFileError(`the Year "${text}" is not a year`, place);
  return year;
}

/** The year in a release date of any shape ('2008-07-16', '16/07/2008'), or null. */
export function yearIn(value: string | null | undefined): number | null {
  const year = /\b(1[89]\d\d|2[01]\d\d)\b/.exec(value ?? '');
  return year ? Number(year[1]) : null;
}

/** Letterboxd's 0.5..5 stars in half steps, on the 10-point scale (x2); null when not rated. */
export function readHalfStars(value: string | undefined, place: Place): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const stars = Number(text);
  if (!(stars >= 0.5 && stars <= 5 && Number.isInteger(stars * 2))) {
    throw new FilmFileError(`the Rating "${text}" is not a rating from 0.5 to 5`, place);
  }
  return stars * 2;
}

/** A 1..10 rating as IMDb and Trakt give it; null when not rated. */
export function readRating10(
  value: string | number | null | undefined,
  what: string,
  place: Place,
): number | null {
  const text = String(value ?? '').trim();
  if (text === '') return null;
  const rating = Number(text);
  if (!(Number.isInteger(rating) && rating >= 1 && rating <= 10)) {
    throw new FilmFileError(`the ${what} "${text}" is not a rating from 1 to 10`, place);
  }
  return rating;
}

/** TMDB's rating, 0.5..10 in half steps, rounded to the 10-point scale (never below 1). */
export function readTmdbRating(value: string | undefined, place: Place): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const rating = Number(text);
  if (!(rating > 0 && rating <= 10)) {
    throw new FilmFileError(`the Your Rating "${text}" is not a rating from 0.5 to 10`, place);
  }
  return Math.max(1, Math.round(rating));
}

/** An IMDb title id ('tt' and digits), or null when the value is empty. */
export function readImdbId(value: string | null | undefined, place: Place): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (!/^tt\d+$/.test(text))
    throw new FilmFileError(`the IMDb id "${text}" is not an IMDb title id (tt…)`, place);
  return text;
}

/** A TMDB id, or null when the value is empty. */
export function readTmdbId(value: string | number | null | undefined, place: Place): number | null {
  const text = String(value ?? '').trim();
  if (text === '') return null;
  const id = Number(text);
  if (!(Number.isInteger(id) && id > 0))
    throw new FilmFileError(`the TMDB id "${text}" is not a TMDB id`, place);
  return id;
}

/** A film's title: a row without one cannot be matched to anything. */
export function readTitle(value: string | null | undefined, what: string, place: Place): string {
  const title = value?.trim() ?? '';
  if (title === '') throw new FilmFileError(`the ${what} is empty`, place);
  return title;
}

/** Tags as Marquee keeps them: trimmed, lower case, without duplicates. */
export function readTags(value: string | undefined): string[] {
  const tags = (value ?? '')
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}

/** Text that may be empty: null then. */
export function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}
