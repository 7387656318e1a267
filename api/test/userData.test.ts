import { type UserProfile } from '@marquee/contracts';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { catalogFilms } from './helpers/catalogFilms';
import { useTestApp } from './helpers/testApp';

const t = useTestApp();
beforeAll(() => catalogFilms(t.app.db));

const addFilm = (user: SignedInUser, movieId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${user.id}/watchlist`,
    headers: user.headers,
    payload: { movieId, title: `Film ${movieId}` },
  });

async function review(user: SignedInUser, movieId: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: user.headers,
    payload: { movieId, rating: 3, comment: 'Fine.', movieTitle: `Film ${movieId}` },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

const vote = (user: SignedInUser, reviewId: string, type: 'like' | 'dislike') =>
  t.app.inject({
    method: 'POST',
    url: `/api/reviews/${reviewId}/like`,
    headers: user.headers,
    payload: { type },
  });

const countsOf = (reviewId: string) =>
  t.app.db('reviews').where({ id: reviewId }).first<{ likes: number; dislikes: number }>('likes', 'dislikes');

test("the profile's statistics count the watchlist and the reviews written", async () => {
  const ann = await signedInUser(t.app, { email: 'stats@example.com' });
  const bob = await signedInUser(t.app, { email: 'stats-other@example.com' });
  await Promise.all([addFilm(ann, '1'), addFilm(ann, '2'), addFilm(ann, '3'), addFilm(bob, '1')]);
  await review(ann, '1');
  await review(bob, '1');
  const profile = await t.app.inject({ method: 'GET', url: `/api/users/${ann.id}`, headers: ann.headers });
  expect(profile.json<UserProfile>().stats).toEqual({ watchlistItems: 3, reviewsWritten: 1 });
});

test("deleting an account removes its watchlist, reviews and votes, and corrects others' counts", async () => {
  const [leaver, author, voter] = (await Promise.all(
    ['leaver', 'author', 'voter'].map((name) => signedInUser(t.app, { email: `${name}@example.com` })),
  )) as [SignedInUser, SignedInUser, SignedInUser];
  await addFilm(leaver, '10');
  const leaversReview = await review(leaver, '10');
  await vote(voter, leaversReview, 'like');
  const othersReview = await review(author, '10');
  await vote(leaver, othersReview, 'like');
  await vote(voter, othersReview, 'like');
  const disliked = await review(author, '11');
  await vote(leaver, disliked, 'dislike');
  expect(await countsOf(othersReview)).toEqual({ likes: 2, dislikes: 0 });

  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/users/${leaver.id}`,
    headers: leaver.headers,
  });
  expect(deleted.statusCode).toBe(200);

  expect(await t.app.db('watchlist_items').where({ user_id: leaver.id })).toEqual([]);
  expect(await t.app.db('reviews').where({ user_id: leaver.id })).toEqual([]);
  expect(await t.app.db('review_votes').where({ user_id: leaver.id })).toEqual([]);
  expect(await t.app.db('review_votes').where({ review_id: leaversReview })).toEqual([]);
  expect(await countsOf(othersReview)).toEqual({ likes: 1, dislikes: 0 });
  expect(await countsOf(disliked)).toEqual({ likes: 0, dislikes: 0 });
  const reviews = await t.app.inject({ method: 'GET', url: '/api/reviews/10' });
  expect(reviews.json()).toMatchObject({ totalReviews: 1, averageRating: 3 });
});
