import { type MovieReviewsResponse, type Review, type VoteResponse } from '@marquee/contracts';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { catalogFilms } from './helpers/catalogFilms';
import { useTestApp } from './helpers/testApp';

const t = useTestApp();
beforeAll(() => catalogFilms(t.app.db));

const newReview = (movieId: string, overrides: object = {}) => ({
  movieId,
  rating: 4,
  comment: 'A fine film.',
  title: 'Worth it',
  movieTitle: `Film ${movieId}`,
  ...overrides,
});

const write = (user: SignedInUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/reviews', headers: user.headers, payload });
const edit = (user: SignedInUser, id: string, payload: object, method: 'PATCH' | 'PUT' = 'PATCH') =>
  t.app.inject({ method, url: `/api/reviews/${id}`, headers: user.headers, payload });
const remove = (user: SignedInUser, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/reviews/${id}`, headers: user.headers });
const vote = (user: SignedInUser, id: string, type: 'like' | 'dislike') =>
  t.app.inject({ method: 'POST', url: `/api/reviews/${id}/like`, headers: user.headers, payload: { type } });
const movieReviews = async (movieId: string, user?: SignedInUser) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/reviews/${movieId}`,
    headers: user?.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<MovieReviewsResponse>();
};

/** Writes a review and returns it (the write must succeed). */
async function reviewBy(user: SignedInUser, movieId: string, overrides: object = {}): Promise<Review> {
  const response = await write(user, newReview(movieId, overrides));
  expect(response.statusCode).toBe(201);
  return response.json<Review>();
}

let users = 0;
const aUser = (role: 'user' | 'admin' = 'user') =>
  signedInUser(t.app, { email: `reviewer${++users}@example.com`, name: `Reviewer ${users}`, role });

describe("a review's language", () => {
  test('is the one the author writes in: the body names it, else Accept-Language, else unknown', async () => {
    const ann = await aUser();
    const inArabic = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { ...ann.headers, 'accept-language': 'ar-EG,en;q=0.5' },
      payload: newReview('603'),
    });
    expect(inArabic.json<Review>().language).toBe('ar');
    expect((await reviewBy(ann, '604', { language: 'de' })).language).toBe('de');
    expect((await reviewBy(ann, '605')).language).toBeNull();
    expect((await write(ann, newReview('606', { language: 'fr' }))).statusCode).toBe(400);
  });

  test('is kept through edits unless the author changes it, and shown with the film’s reviews', async () => {
    const ben = await aUser();
    const review = await reviewBy(ben, '607', { language: 'es' });
    expect((await edit(ben, review.id, { rating: 2 })).json<Review>().language).toBe('es');
    expect((await edit(ben, review.id, { language: 'en' })).json<Review>().language).toBe('en');
    const shown = (await movieReviews('607')).reviews.find((one) => one.id === review.id);
    expect(shown?.language).toBe('en');
  });
});

describe('writing a review', () => {
  test('answers the review with trimmed text, its author and no votes', async () => {
    const ann = await aUser();
    const response = await write(ann, newReview('603', { title: '  Great  ', comment: '  Loved it.  ' }));
    expect(response.statusCode).toBe(201);
    const review = response.json<Review>();
    expect(review).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      movieId: '603',
      movieTitle: 'Film 603',
      rating: 4,
      title: 'Great',
      comment: 'Loved it.',
      language: null,
      user: { id: ann.id, username: expect.stringMatching(/^Reviewer \d+$/) },
      createdAt: expect.any(String),
      updatedAt: review.createdAt,
      likes: 0,
      dislikes: 0,
      userVote: null,
      source: 'user',
    });
    const untitled = await write(ann, { movieId: '604', rating: 5, comment: 'Yes.', movieTitle: 'Other' });
    expect(untitled.json()).toMatchObject({ title: '', rating: 5 });
  });

  test('limits are checked after trimming and a 400 names the field', async () => {
    const ann = await aUser();
    const cases: [object, string | RegExp][] = [
      [{ rating: 0 }, 'Please provide a rating and comment'],
      [{ rating: 6 }, 'Rating must be at most 5.'],
      [{ rating: 3.5 }, 'Rating must be a whole number.'],
      [{ comment: '   ' }, 'Please provide a rating and comment'],
      [{ comment: 'x'.repeat(1001) }, 'Comment must be at most 1000 characters.'],
      [{ title: 't'.repeat(101) }, 'Title must be at most 100 characters.'],
      [{ movieTitle: '  ' }, 'Movie title must not be blank.'],
      [{ movieId: 'abc' }, 'Movie id is not in the expected format.'],
    ];
    for (const [overrides, message] of cases) {
      const response = await write(ann, newReview('550', overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await t.app.db('reviews').where({ user_id: ann.id })).toEqual([]);

    const atTheLimits = await write(
      ann,
      newReview('550', { comment: `  ${'x'.repeat(1000)}\n `, title: ` ${'t'.repeat(100)} ` }),
    );
    expect(atTheLimits.statusCode).toBe(201);
    expect(atTheLimits.json<Review>().comment).toHaveLength(1000);
    expect(atTheLimits.json<Review>().title).toHaveLength(100);
  });

  test("a second review of the same film is a 409 naming the first; another film's is fine", async () => {
    const ann = await aUser();
    const first = await reviewBy(ann, '13');
    const again = await write(ann, newReview('13', { comment: 'Changed my mind.' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already reviewed this movie', reviewId: first.id });
    const racing = await Promise.all([write(ann, newReview('14')), write(ann, newReview('14'))]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await t.app.db('reviews').where({ user_id: ann.id })).toHaveLength(2);
  });

  test('guests cannot write, edit, delete or vote', async () => {
    const ann = await aUser();
    const review = await reviewBy(ann, '100');
    const attempts = [
      { method: 'POST' as const, url: '/api/reviews', payload: newReview('101') },
      { method: 'PATCH' as const, url: `/api/reviews/${review.id}`, payload: { rating: 1 } },
      { method: 'PUT' as const, url: `/api/reviews/${review.id}`, payload: { rating: 1 } },
      { method: 'DELETE' as const, url: `/api/reviews/${review.id}` },
      { method: 'POST' as const, url: `/api/reviews/${review.id}/like`, payload: { type: 'like' } },
    ];
    for (const attempt of attempts) expect((await t.app.inject(attempt)).statusCode).toBe(401);
    expect((await movieReviews('100')).reviews).toEqual([{ ...review, userVote: null }]);
  });
});

describe('reading reviews', () => {
  test("a film's reviews are public, newest first, with the total and the average to one decimal", async () => {
    const authors = await Promise.all([aUser(), aUser(), aUser()]);
    expect(await movieReviews('200')).toEqual({
      movieId: '200',
      reviews: [],
      totalReviews: 0,
      averageRating: 0,
    });
    const reviews: Review[] = [];
    for (const [i, author] of authors.entries())
      reviews.push(await reviewBy(author, '200', { rating: [5, 4, 4][i] }));
    await reviewBy(authors[0] as SignedInUser, '201', { rating: 1 });
    const answer = await movieReviews('200');
    expect(answer.reviews.map((review) => review.id)).toEqual(reviews.map((review) => review.id).reverse());
    expect(answer).toMatchObject({ movieId: '200', totalReviews: 3, averageRating: 4.3 });

    for (const [i, author] of authors.entries()) {
      expect((await remove(author, reviews[i]?.id ?? '')).statusCode).toBe(200);
    }
    expect(await movieReviews('200')).toMatchObject({ reviews: [], totalReviews: 0, averageRating: 0 });
  });

  test("userVote is the signed-in caller's; guests and stale tokens read as guests", async () => {
    const [ann, bob] = await Promise.all([aUser(), aUser()]);
    const review = await reviewBy(ann, '300');
    await vote(bob, review.id, 'dislike');
    expect((await movieReviews('300', bob)).reviews[0]).toMatchObject({ dislikes: 1, userVote: 'dislike' });
    expect((await movieReviews('300', ann)).reviews[0]).toMatchObject({ dislikes: 1, userVote: null });
    expect((await movieReviews('300')).reviews[0]).toMatchObject({ dislikes: 1, userVote: null });
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/reviews/300',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json<MovieReviewsResponse>().reviews[0]?.userVote).toBeNull();
  });

  test("a user's reviews are public, newest first; an unknown user is a 404", async () => {
    const [ann, bob] = await Promise.all([aUser(), aUser()]);
    const older = await reviewBy(ann, '400');
    const newer = await reviewBy(ann, '401');
    await reviewBy(bob, '400');
    await vote(bob, older.id, 'like');
    const response = await t.app.inject({ method: 'GET', url: `/api/reviews/user/${ann.id}` });
    expect(response.json<{ reviews: Review[] }>().reviews.map((review) => review.id)).toEqual([
      newer.id,
      older.id,
    ]);
    const asBob = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/user/${ann.id}`,
      headers: bob.headers,
    });
    expect(asBob.json<{ reviews: Review[] }>().reviews[1]).toMatchObject({ likes: 1, userVote: 'like' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ method: 'GET', url: `/api/reviews/user/${unknown}` })).statusCode).toBe(404);
  });
});

describe('changing and deleting a review', () => {
  test('the author edits with PATCH or PUT; text is trimmed and checked; updatedAt moves', async () => {
    const ann = await aUser();
    const review = await reviewBy(ann, '500');
    const patched = await edit(ann, review.id, { rating: 2, comment: '  Less good on a second look.  ' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id: review.id,
      rating: 2,
      comment: 'Less good on a second look.',
      title: review.title,
      createdAt: review.createdAt,
    });
    expect(Date.parse(patched.json<Review>().updatedAt)).toBeGreaterThan(Date.parse(review.updatedAt));

    const put = await edit(ann, review.id, { title: '  ' }, 'PUT');
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ rating: 2, title: '' });

    expect((await edit(ann, review.id, { comment: ' ' })).json().message).toBe(
      'Please provide a rating and comment',
    );
    expect((await edit(ann, review.id, { rating: 6 })).statusCode).toBe(400);
    expect((await edit(ann, review.id, {})).statusCode).toBe(400);
    expect((await movieReviews('500')).reviews[0]).toMatchObject({ rating: 2, title: '' });
  });

  test('only the author edits (admins too get 403); unknown reviews are 404', async () => {
    const [ann, bob, admin] = await Promise.all([aUser(), aUser(), aUser('admin')]);
    const review = await reviewBy(ann, '600');
    for (const intruder of [bob, admin]) {
      for (const method of ['PATCH', 'PUT'] as const) {
        const response = await edit(intruder, review.id, { comment: 'Hijacked' }, method);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'You can only edit your own reviews' });
      }
    }
    expect((await movieReviews('600')).reviews[0]).toEqual(review);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await edit(ann, unknown, { rating: 3 })).statusCode).toBe(404);
  });

  test('the author or an admin deletes; others get 403 and nothing changes', async () => {
    const [ann, bob, admin] = await Promise.all([aUser(), aUser(), aUser('admin')]);
    const byAnn = await reviewBy(ann, '700');
    const byBob = await reviewBy(bob, '700');
    await vote(ann, byBob.id, 'like');

    const refused = await remove(bob, byAnn.id);
    expect(refused.statusCode).toBe(403);
    expect((await movieReviews('700')).totalReviews).toBe(2);

    const own = await remove(ann, byAnn.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ message: 'Review deleted successfully' });
    expect((await remove(ann, byAnn.id)).statusCode).toBe(404);

    expect((await remove(admin, byBob.id)).json()).toEqual({ message: 'Review deleted successfully' });
    expect(await movieReviews('700')).toMatchObject({ totalReviews: 0, averageRating: 0 });
    expect(await t.app.db('review_votes').where({ review_id: byBob.id })).toEqual([]);
  });
});

describe('voting', () => {
  test('a vote counts once; the same again takes it back; the other type switches it', async () => {
    const [ann, bob] = await Promise.all([aUser(), aUser()]);
    const review = await reviewBy(ann, '800');
    const steps: ['like' | 'dislike', Omit<VoteResponse, 'reviewId'>][] = [
      ['like', { likes: 1, dislikes: 0, userVote: 'like' }],
      ['like', { likes: 0, dislikes: 0, userVote: null }],
      ['dislike', { likes: 0, dislikes: 1, userVote: 'dislike' }],
      ['like', { likes: 1, dislikes: 0, userVote: 'like' }],
      ['dislike', { likes: 0, dislikes: 1, userVote: 'dislike' }],
      ['dislike', { likes: 0, dislikes: 0, userVote: null }],
    ];
    for (const [type, expected] of steps) {
      const response = await vote(bob, review.id, type);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ reviewId: review.id, ...expected });
    }
    // Authors may not vote on their own review.
    expect((await vote(ann, review.id, 'like')).statusCode).toBe(403);
    expect((await movieReviews('800', ann)).reviews[0]).toMatchObject({ likes: 0, userVote: null });
  });

  test('an unknown review is a 404 and a bad type a 400', async () => {
    const ann = await aUser();
    const review = await reviewBy(ann, '801');
    expect((await vote(ann, '00000000-0000-4000-8000-000000000000', 'like')).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/${review.id}/like`,
      headers: ann.headers,
      payload: { type: 'love' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Type must be one of: like, dislike.');
  });

  test('counts stay exact with many users voting at once', async () => {
    const author = await aUser();
    const review = await reviewBy(author, '900');
    const voters = await Promise.all(Array.from({ length: 40 }, () => aUser()));
    // Everyone votes at once: the first 30 like, the last 10 dislike.
    const first = await Promise.all(
      voters.map((voter, i) => vote(voter, review.id, i < 30 ? 'like' : 'dislike')),
    );
    expect(first.every((response) => response.statusCode === 200)).toBe(true);
    // Then at once: 10 likers take their like back, 10 switch to dislike, 5 dislikers switch to like.
    const second = await Promise.all([
      ...voters.slice(0, 10).map((voter) => vote(voter, review.id, 'like')),
      ...voters.slice(10, 20).map((voter) => vote(voter, review.id, 'dislike')),
      ...voters.slice(30, 35).map((voter) => vote(voter, review.id, 'like')),
    ]);
    expect(second.every((response) => response.statusCode === 200)).toBe(true);

    const expected = { likes: 10 + 5, dislikes: 10 + 5 };
    expect((await movieReviews('900')).reviews[0]).toMatchObject(expected);
    const stored = await t.app.db('review_votes').where({ review_id: review.id });
    expect(stored.filter((row) => row.type === 'like')).toHaveLength(expected.likes);
    expect(stored.filter((row) => row.type === 'dislike')).toHaveLength(expected.dislikes);
  });
});

test('the OpenAPI document lists the watchlist and review routes', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  const methodsOf = (path: string) => Object.keys(document.paths[path] ?? {}).sort();
  expect(methodsOf('/api/users/{id}/watchlist')).toEqual(['get', 'post']);
  expect(methodsOf('/api/users/{id}/watchlist/{movieId}')).toEqual(['delete']);
  expect(methodsOf('/api/reviews')).toEqual(['post']);
  expect(methodsOf('/api/reviews/user/{userId}')).toEqual(['get']);
  // One template for the film's reviews (GET: id is the film's) and a review (the others: id is the review's).
  expect(methodsOf('/api/reviews/{id}')).toEqual(['delete', 'get', 'patch', 'put']);
  expect(methodsOf('/api/reviews/{id}/like')).toEqual(['post']);
});
