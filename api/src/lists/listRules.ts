import { LIST_LIMITS } from '@marquee/contracts';
import { HttpError } from '../httpError';

/** A list's name as stored: trimmed, 1..100 characters. */
export function checkedListName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0) throw new HttpError(400, 'body/name must not be blank');
  if ([...trimmed].length > LIST_LIMITS.nameMax) {
    throw new HttpError(400, 'body/name must be at most {{limit}} characters long', {
      limit: LIST_LIMITS.nameMax,
    });
  }
  return trimmed;
}

/** The 409 of a member who has as many lists as anyone may keep. */
export const tooManyLists = () =>
  new HttpError(
    409,
    'You already have {{count, number}} lists, the most anyone can keep: delete one to make another',
    { count: LIST_LIMITS.listsPerUser },
  );

/** The 409 of a list that holds as many films as a list may. */
export const listFull = () =>
  new HttpError(409, 'This list already holds {{count, number}} films, the most a list can hold', {
    count: LIST_LIMITS.entriesPerList,
  });
