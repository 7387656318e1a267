import { HttpError } from '../httpError';

/**
 * Where a newest-first page ends: the last row's time and id. The time travels as whole microseconds
 * since 1970, Postgres' own precision (a JavaScript Date would round them to milliseconds and skip or
 * repeat rows written within one millisecond).
 */
export interface TimeCursor {
  atMicros: string;
  id: string;
}

/** The SQL of a row's time in microseconds, as text, for the cursor. */
export const micros = (column: string) => `(extract(epoch from ${column}) * 1000000)::bigint::text`;

/** The SQL of a cursor's time as a timestamptz (its binding is `atMicros`). */
export const CURSOR_TIME = `('epoch'::timestamptz + ?::bigint * interval '1 microsecond')`;

export function encodeTimeCursor(cursor: TimeCursor): string {
  return Buffer.from(JSON.stringify([cursor.atMicros, cursor.id])).toString('base64url');
}

const MICROS = /^\d{1,16}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parsed(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The cursor a page answered; anything else is a 400 (opaque as it is, it comes from the client). */
export function decodeTimeCursor(text: string): TimeCursor {
  const parts = parsed(text);
  if (Array.isArray(parts) && parts.length === 2) {
    const [atMicros, id] = parts as unknown[];
    if (typeof atMicros === 'string' && MICROS.test(atMicros) && typeof id === 'string' && UUID.test(id)) {
      return { atMicros, id };
    }
  }
  throw new HttpError(400, 'querystring/cursor is not a cursor this page answered');
}

/** The next page's cursor: after the last of `rows` when there were more than `limit`, else null. */
export function nextTimeCursor<T>(rows: T[], limit: number, cursorOf: (row: T) => TimeCursor): string | null {
  const last = rows[limit - 1];
  return rows.length > limit && last ? encodeTimeCursor(cursorOf(last)) : null;
}
