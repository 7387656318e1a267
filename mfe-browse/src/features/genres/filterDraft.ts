import { type DiscoverSort } from '@marquee/contracts';
import { type BrowseMessage } from '../../messages';
import { type GenreFilters } from './genreFilters';

/**
 * The filter panel's fields while the visitor edits them: numbers as typed (an input may be half-way
 * through "19"), applied only on Apply. The search term is not part of it: it applies on its own.
 */
export interface FilterDraft {
  genres: number[];
  sort: DiscoverSort;
  fromYear: string;
  toYear: string;
  minRating: string;
  maxRating: string;
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));
const number = (value: string) => (value.trim() === '' ? undefined : Number(value));

export function draftOf(filters: GenreFilters): FilterDraft {
  return {
    genres: filters.genres,
    sort: filters.sort,
    fromYear: text(filters.fromYear),
    toYear: text(filters.toYear),
    minRating: text(filters.minRating),
    maxRating: text(filters.maxRating),
  };
}

/** The filters once this draft is applied on top of `applied` (whose search term it keeps). */
export function applyDraft(draft: FilterDraft, applied: GenreFilters): GenreFilters {
  return {
    query: applied.query,
    genres: draft.genres,
    sort: draft.sort,
    fromYear: number(draft.fromYear),
    toYear: number(draft.toYear),
    minRating: number(draft.minRating),
    maxRating: number(draft.maxRating),
  };
}

/** The upper bound of a range the visitor reversed, with the message to show next to it. */
export interface RangeProblems {
  toYear?: BrowseMessage;
  maxRating?: BrowseMessage;
}

// Checked before Apply: a reversed range can match no film, and the movie database refuses it.
const RANGE_MESSAGES: Required<RangeProblems> = {
  toYear: 'filters.toYearTooEarly',
  maxRating: 'filters.maxRatingTooLow',
};

const reversed = (low: string, high: string) => {
  const [from, to] = [number(low), number(high)];
  return from !== undefined && to !== undefined && from > to;
};

/** The ranges of this draft that end before they start (none: an empty object). */
export function rangeProblems(draft: FilterDraft): RangeProblems {
  return {
    ...(reversed(draft.fromYear, draft.toYear) && { toYear: RANGE_MESSAGES.toYear }),
    ...(reversed(draft.minRating, draft.maxRating) && { maxRating: RANGE_MESSAGES.maxRating }),
  };
}
