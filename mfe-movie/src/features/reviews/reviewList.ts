import { averageRating } from '@marquee/client';
import type { ReviewEntry } from './reviewEntries';
import { REVIEW_LIMITS } from '@marquee/contracts/reviewLimits';
import { type MovieMessageKey } from '../../messages';

export type ReviewSort = 'newest' | 'oldest' | 'highest' | 'lowest' | 'helpful';

/** The sort orders, each with its label's message. */
export const REVIEW_SORTS: readonly { value: ReviewSort; label: MovieMessageKey }[] = [
  { value: 'newest', label: 'sort.newest' },
  { value: 'oldest', label: 'sort.oldest' },
  { value: 'highest', label: 'sort.highest' },
  { value: 'lowest', label: 'sort.lowest' },
  { value: 'helpful', label: 'sort.helpful' },
];

const time = (entry: ReviewEntry) => Date.parse(entry.date) || 0;

const compareBy: Record<ReviewSort, (a: ReviewEntry, b: ReviewEntry) => number> = {
  newest: (a, b) => time(b) - time(a),
  oldest: (a, b) => time(a) - time(b),
  highest: (a, b) => b.rating - a.rating,
  lowest: (a, b) => a.rating - b.rating,
  helpful: (a, b) => b.likes - b.dislikes - (a.likes - a.dislikes),
};

/** A sorted copy; ties keep their order (newest first, as the lists arrive merged). */
export function sortReviews(entries: readonly ReviewEntry[], sort: ReviewSort): ReviewEntry[] {
  return [...entries].sort(compareBy[sort]);
}

export type ReviewFilter = 'all' | 'tmdb' | 'users' | 'positive' | 'negative';

/** docs/product.md §9: positive is 4 stars or more, negative 2 or less. Each with its label's message. */
export const REVIEW_FILTERS: readonly {
  value: ReviewFilter;
  label: MovieMessageKey;
  keeps: (e: ReviewEntry) => boolean;
}[] = [
  { value: 'all', label: 'common.all', keeps: () => true },
  { value: 'tmdb', label: 'filter.tmdb', keeps: (entry) => entry.source === 'tmdb' },
  { value: 'users', label: 'filter.users', keeps: (entry) => entry.source === 'user' },
  { value: 'positive', label: 'filter.positive', keeps: (entry) => entry.rating >= 4 },
  { value: 'negative', label: 'filter.negative', keeps: (entry) => entry.rating <= 2 },
];

export function filterReviews(entries: readonly ReviewEntry[], filter: ReviewFilter): ReviewEntry[] {
  const rule = REVIEW_FILTERS.find((candidate) => candidate.value === filter) ?? REVIEW_FILTERS[0]!;
  return entries.filter(rule.keeps);
}

/** Ours and TMDB's in one list, newest first. */
export function mergeReviews(...lists: readonly (readonly ReviewEntry[])[]): ReviewEntry[] {
  return sortReviews(lists.flat(), 'newest');
}

export type StarCounts = Record<1 | 2 | 3 | 4 | 5, number>;

export interface ReviewStats {
  averageRating: number;
  totalReviews: number;
  /** How many reviews gave each number of stars. */
  ratingDistribution: StarCounts;
}

export const STARS = [5, 4, 3, 2, 1] as const;

/**
 * docs/product.md §3, Review stats. With no reviews at all the average is the film's TMDB vote average
 * (out of 10) halved, so a film nobody reviewed still shows how it is rated.
 */
export function reviewStats(entries: readonly ReviewEntry[], voteAverage: number): ReviewStats {
  const ratingDistribution: StarCounts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const { rating } of entries) {
    if (rating >= REVIEW_LIMITS.ratingMin && rating <= REVIEW_LIMITS.ratingMax) {
      ratingDistribution[rating as keyof StarCounts] += 1;
    }
  }
  return {
    averageRating:
      entries.length > 0
        ? averageRating(entries.map((entry) => entry.rating))
        : averageRating([voteAverage / 2]),
    totalReviews: entries.length,
    ratingDistribution,
  };
}
