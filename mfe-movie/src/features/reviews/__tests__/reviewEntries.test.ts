import type { ExternalReview, Review } from '@marquee/contracts';
import { fromExternalReview, fromUserReview, MISSING_TMDB_RATING } from '../reviewEntries';

const tmdbReview = (rating: number | null, username = 'sneaky'): ExternalReview => ({
  id: 'tmdb-1',
  author: 'Brett',
  author_details: { username, avatar_path: null, rating },
  content: 'Loved it.',
  created_at: '2021-05-04T18:16:54.168Z',
  updated_at: '2021-06-01T00:00:00.000Z',
  url: 'https://example.org/review/1',
});

test('a TMDB review becomes a read-only entry with its rating halved and rounded', () => {
  expect(fromExternalReview(tmdbReview(9), MISSING_TMDB_RATING.reviewsPage)).toEqual({
    id: 'tmdb-1',
    username: 'sneaky',
    rating: 5,
    title: '',
    comment: 'Loved it.',
    date: '2021-05-04T18:16:54.168Z',
    likes: 0,
    dislikes: 0,
    source: 'tmdb',
  });
  expect(fromExternalReview(tmdbReview(6), 0).rating).toBe(3);
  expect(fromExternalReview(tmdbReview(3), 0).rating).toBe(2);
  expect(fromExternalReview(tmdbReview(0.5), 0).rating).toBe(0);
});

test('a missing rating counts 0 on the movie page and 3 on the reviews page', () => {
  expect(fromExternalReview(tmdbReview(null), MISSING_TMDB_RATING.moviePage).rating).toBe(0);
  expect(fromExternalReview(tmdbReview(null), MISSING_TMDB_RATING.reviewsPage).rating).toBe(3);
});

test('without a username the author name is shown', () => {
  expect(fromExternalReview(tmdbReview(8, ''), 0).username).toBe('Brett');
});

test('a Marquee review keeps its votes, author, language and the viewer’s own vote', () => {
  const review: Review = {
    id: '7d3c1a54-5d7e-4e39-9b1e-2f0f1b0c9a11',
    movieId: '550',
    movieTitle: 'Fight Club',
    rating: 4,
    language: 'en',
    title: 'Sharp',
    comment: 'Still bites.',
    user: { id: 'u-1', username: 'ada' },
    createdAt: '2024-01-02T00:00:00.000Z',
    updatedAt: '2024-01-03T00:00:00.000Z',
    likes: 3,
    dislikes: 1,
    userVote: 'like',
    source: 'user',
  };
  expect(fromUserReview(review)).toEqual({
    id: review.id,
    username: 'ada',
    rating: 4,
    title: 'Sharp',
    comment: 'Still bites.',
    language: 'en',
    date: '2024-01-02T00:00:00.000Z',
    likes: 3,
    dislikes: 1,
    source: 'user',
    authorId: 'u-1',
    userVote: 'like',
  });
  // Reviews from before languages were kept have none.
  expect(fromUserReview({ ...review, language: null }).language).toBeUndefined();
});
