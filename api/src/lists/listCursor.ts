import { type ListSort } from '@marquee/contracts';
import { HttpError } from '../httpError';

/**
 * Where a page of a list ends: the sort and order it belongs to, the last entry's sort key (as text:
 * a position or rating as Postgres writes a double, which reads back exactly; added_at as whole
 * microseconds since 1970; a year or title) and film, and that entry's rank so the next page can number
 * on without counting.
 */
export interface ListCursor {
  sort: ListSort;
  order: 'asc' | 'desc';
  key: string;
  movieId: number;
  rank: number;
}

export function encodeListCursor(cursor: ListCursor): string {
  const { sort, order, key, movieId, rank } = cursor;
  return Buffer.from(JSON.stringify([sort, order, key, movieId, rank])).toString('base64url');
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * The cursor a page of this sort and order answered, its key of the form `isKey` accepts (so Postgres
 * casts it without fail); anything else is a 400 (it comes from the client).
 */
export function decodeListCursor(
  text: string,
  sort: ListSort,
  order: 'asc' | 'desc',
  isKey: (key: string) => boolean,
): ListCursor {
  const parts = parsed(text);
  if (Array.isArray(parts) && parts.length === 5) {
    const [cursorSort, cursorOrder, key, movieId, rank] = parts as unknown[];
    if (cursorSort !== sort || cursorOrder !== order) {
      throw new HttpError(400, 'querystring/cursor belongs to a page of another sort or order');
    }
    if (typeof key === 'string' && isKey(key) && isCount(movieId) && isCount(rank)) {
      return { sort, order, key, movieId, rank };
    }
  }
  throw new HttpError(400, 'querystring/cursor is not a cursor this list answered');
}
