import { LIST_LIMITS } from '@marquee/contracts';
import { HttpError } from '../httpError';

/** A list's name as stored: trimmed, 1..100 characters. */
export function checkedListName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0) throw new HttpError(400, 'body/name must not be blank');
  if ([...trimmed].length > LIST_LIMITS.nameMax) {
    throw new HttpError(400, `body/name must be at most ${LIST_LIMITS.nameMax} characters long`);
  }
  return trimmed;
}

const thousands = (count: number) => count.toLocaleString('en-GB');

export const TOO_MANY_LISTS = `You already have ${thousands(LIST_LIMITS.listsPerUser)} lists, the most anyone can keep: delete one to make another`;
export const LIST_FULL = `This list already holds ${thousands(LIST_LIMITS.entriesPerList)} films, the most a list can hold`;
