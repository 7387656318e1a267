import type { ReviewEntry } from '../reviewEntries';
import { filterReviews, mergeReviews, reviewStats, sortReviews, type ReviewSort } from '../reviewList';

const entry = (id: string, rating: number, date: string, votes: [number, number] = [0, 0]): ReviewEntry => ({
  id,
  username: id,
  rating,
  title: '',
  comment: '',
  date,
  likes: votes[0],
  dislikes: votes[1],
  source: 'user',
  authorId: id,
  userVote: null,
});
const tmdb = (id: string, rating: number, date: string): ReviewEntry => ({
  ...entry(id, rating, date),
  source: 'tmdb',
});

const old = entry('old', 5, '2020-01-01T00:00:00Z', [1, 0]);
const mid = tmdb('mid', 2, '2022-01-01T00:00:00Z');
const recent = entry('recent', 1, '2024-01-01T00:00:00Z', [5, 1]);
const neutral = entry('neutral', 3, '2023-01-01T00:00:00Z', [0, 2]);
const all = [old, mid, recent, neutral];
const ids = (entries: ReviewEntry[]) => entries.map((e) => e.id);

test.each<[ReviewSort, string[]]>([
  ['newest', ['recent', 'neutral', 'mid', 'old']],
  ['oldest', ['old', 'mid', 'neutral', 'recent']],
  ['highest', ['old', 'neutral', 'mid', 'recent']],
  ['lowest', ['recent', 'mid', 'neutral', 'old']],
  ['helpful', ['recent', 'old', 'mid', 'neutral']],
])('sort %s', (sort, expected) => {
  expect(ids(sortReviews(all, sort))).toEqual(expected);
});

test('sorting leaves the given list alone', () => {
  sortReviews(all, 'oldest');
  expect(ids(all)).toEqual(['old', 'mid', 'recent', 'neutral']);
});

test('filters: source, positive is 4 stars or more, negative 2 or less', () => {
  expect(ids(filterReviews(all, 'all'))).toEqual(['old', 'mid', 'recent', 'neutral']);
  expect(ids(filterReviews(all, 'tmdb'))).toEqual(['mid']);
  expect(ids(filterReviews(all, 'users'))).toEqual(['old', 'recent', 'neutral']);
  expect(ids(filterReviews(all, 'positive'))).toEqual(['old']);
  expect(ids(filterReviews(all, 'negative'))).toEqual(['mid', 'recent']);
});

test('ours and TMDB’s merge newest first', () => {
  expect(ids(mergeReviews([old, recent], [mid]))).toEqual(['recent', 'mid', 'old']);
});

test('review stats count each star and fall back to half the TMDB vote average', () => {
  expect(reviewStats(all, 8.44)).toEqual({
    averageRating: 2.8,
    totalReviews: 4,
    ratingDistribution: { 1: 1, 2: 1, 3: 1, 4: 0, 5: 1 },
  });
  expect(reviewStats([], 8.44)).toEqual({
    averageRating: 4.2,
    totalReviews: 0,
    ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
  });
});

test('an unrated review (0 stars) counts in the total but in no star', () => {
  const stats = reviewStats([tmdb('unrated', 0, '2020-01-01T00:00:00Z'), old], 0);
  expect(stats.totalReviews).toBe(2);
  expect(stats.ratingDistribution).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 });
});
