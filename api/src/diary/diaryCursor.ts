import { HttpError } from '../httpError';
import { isCalendarDate } from './diaryRules';

/**
 * Where a diary page ends: the last entry's place in the diary's order (watched_on, created_at, id, all
 * descending). created_at travels as whole microseconds since 1970, Postgres' own precision: a JavaScript
 * Date would round them to milliseconds and skip or repeat entries logged within one millisecond.
 */
export interface DiaryCursor {
  watchedOn: string;
  createdAtMicros: string;
  id: string;
}

export function encodeDiaryCursor(cursor: DiaryCursor): string {
  return Buffer.from(JSON.stringify([cursor.watchedOn, cursor.createdAtMicros, cursor.id])).toString(
    'base64url',
  );
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
export function decodeDiaryCursor(text: string): DiaryCursor {
  const parts = parsed(text);
  if (Array.isArray(parts) && parts.length === 3) {
    const [watchedOn, createdAtMicros, id] = parts as unknown[];
    if (
      typeof watchedOn === 'string' &&
      isCalendarDate(watchedOn) &&
      typeof createdAtMicros === 'string' &&
      MICROS.test(createdAtMicros) &&
      typeof id === 'string' &&
      UUID.test(id)
    ) {
      return { watchedOn, createdAtMicros, id };
    }
  }
  throw new HttpError(400, 'querystring/cursor is not a cursor this diary answered');
}
