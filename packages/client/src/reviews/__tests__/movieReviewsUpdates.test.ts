import type { MovieReviewsResponse, Review } from '@marquee/contracts';
import {
  expectedVote,
  withReviewAdded,
  withReviewRemoved,
  withReviewReplaced,
  withVote,
} from '../movieReviewsUpdates';

const review = (id: string, rating: number): Review => ({
  id,
  movieId: '550',
  movieTitle: 'Fight Club',
  language: 'en',
  rating,
  title: '',
  comment: 'Words.',
  user: { id: `author-${id}`, username: id },
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  likes: 0,
  dislikes: 0,
  userVote: null,
  source: 'user',
});

const loaded = (...reviews: Review[]): MovieReviewsResponse => ({
  movieId: '550',
  reviews,
  totalReviews: reviews.length,
  averageRating: 0,
});

test('adding puts the review first, raises the total and recomputes the average to one decimal', () => {
  const after = withReviewAdded(loaded(review('a', 5), review('b', 4)), review('c', 4));
  expect(after.reviews.map((r) => r.id)).toEqual(['c', 'a', 'b']);
  expect(after.totalReviews).toBe(3);
  expect(after.averageRating).toBe(4.3);
});

test('updating replaces the review in place and recomputes the average', () => {
  const after = withReviewReplaced(loaded(review('a', 5), review('b', 4)), {
    ...review('b', 1),
    title: 'New',
  });
  expect(after.reviews.map((r) => [r.id, r.rating, r.title])).toEqual([
    ['a', 5, ''],
    ['b', 1, 'New'],
  ]);
  expect(after.totalReviews).toBe(2);
  expect(after.averageRating).toBe(3);
});

test('deleting removes it, lowers the total and leaves an average of 0 when none remain', () => {
  const one = withReviewRemoved(loaded(review('a', 5), review('b', 2)), 'a');
  expect(one).toMatchObject({ totalReviews: 1, averageRating: 2 });
  expect(one.reviews.map((r) => r.id)).toEqual(['b']);
  expect(withReviewRemoved(one, 'b')).toMatchObject({ reviews: [], totalReviews: 0, averageRating: 0 });
});

test('deleting a review that is not there changes nothing', () => {
  const data = loaded(review('a', 5));
  expect(withReviewRemoved(data, 'zzz')).toBe(data);
});

test('a vote takes the server’s counts and the viewer’s vote', () => {
  const after = withVote(loaded(review('a', 5), review('b', 2)), {
    reviewId: 'b',
    likes: 0,
    dislikes: 4,
    userVote: 'dislike',
  });
  expect(after.reviews[1]).toMatchObject({ likes: 0, dislikes: 4, userVote: 'dislike' });
  expect(after.reviews[0]).toMatchObject({ likes: 0, dislikes: 0, userVote: null });
});

test('a vote is guessed before the answer: a new vote counts, the same again takes it back, the other switches', () => {
  const data = loaded({ ...review('a', 5), likes: 2, dislikes: 1 });
  expect(expectedVote(data, 'a', 'like')).toEqual({ reviewId: 'a', likes: 3, dislikes: 1, userVote: 'like' });
  const liked = withVote(data, expectedVote(data, 'a', 'like')!);
  expect(expectedVote(liked, 'a', 'like')).toEqual({ reviewId: 'a', likes: 2, dislikes: 1, userVote: null });
  expect(expectedVote(liked, 'a', 'dislike')).toEqual({
    reviewId: 'a',
    likes: 2,
    dislikes: 2,
    userVote: 'dislike',
  });
  expect(expectedVote(data, 'zzz', 'like')).toBeNull();
});
