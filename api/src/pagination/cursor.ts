import { HttpError } from '../httpError';
import { type Message } from '../messages/message';

/**
 * The cursors of keyset pages (the diary, a list's films, the feed, followers): where a page ends, as the
 * last row's sort key and id, written as a JSON array in base64url. Opaque to the client, which only
 * sends it back; since it comes from the client, each part is checked before it reaches SQL, and
 * anything else is a 400 naming what answers such cursors.
 *
 * Times travel as whole microseconds since 1970, Postgres' own precision: a JavaScript Date would round
 * them to milliseconds and skip or repeat rows written within one millisecond.
 */

type Part = string | number;
type Check<T extends Part> = (value: unknown) => value is T;
type Checks<T extends readonly Part[]> = { readonly [K in keyof T]: Check<T[K]> };

export function encodeCursor(parts: readonly Part[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The 400 of a cursor that `answerer` ("this diary", "this page") did not answer. */
export const notACursor = (answerer: Message) =>
  new HttpError(400, 'querystring/cursor is not a cursor {{answerer}} answered', { answerer });

/** The parts of a cursor, each passing its check; else the 400 of `notACursor(answerer)`. */
export function decodeCursor<T extends readonly Part[]>(
  text: string,
  checks: Checks<T>,
  answerer: Message,
): T {
  const parts = parsed(text);
  if (
    Array.isArray(parts) &&
    parts.length === checks.length &&
    checks.every((check, index) => check(parts[index]))
  ) {
    return parts as unknown as T;
  }
  throw notACursor(answerer);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MICROS = /^\d{1,16}$/;

export const isText = (value: unknown): value is string => typeof value === 'string';
export const isUuid = (value: unknown): value is string => isText(value) && UUID.test(value);
/** A time as whole microseconds since 1970, in text (it outgrows a double's exact integers). */
export const isMicros = (value: unknown): value is string => isText(value) && MICROS.test(value);
export const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;

/** The SQL of a time column in whole microseconds since 1970, as text, for a cursor. */
export const micros = (column: string) => `(extract(epoch from ${column}) * 1000000)::bigint::text`;

/** The SQL of a cursor's time (its binding: the microseconds) as a timestamptz. */
export const CURSOR_TIME = `('epoch'::timestamptz + ?::bigint * interval '1 microsecond')`;

/**
 * The next page's cursor, read with `limit + 1` rows: after the last of the page when there were more
 * than `limit`, else null.
 */
export function nextCursor<T>(rows: T[], limit: number, partsOf: (row: T) => readonly Part[]): string | null {
  const last = rows[limit - 1];
  return rows.length > limit && last ? encodeCursor(partsOf(last)) : null;
}
