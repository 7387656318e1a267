import { type MovieReviewsResponse, type UserReviewsResponse } from '@marquee/contracts';
import { catalogFilms } from './helpers/catalogFilms';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { useTestApp } from './helpers/testApp';

/**
 * Who reads whose reviews (a film's reviews with their count and mean, a user's reviews), seen from the
 * other side: a guest, a stranger, the author, an admin, and two people one of whom blocked the other.
 */
const t = useTestApp({ RATE_LIMIT_MAX: '100000' });
beforeAll(() => catalogFilms(t.app.db, 50));

let people = 0;
async function person(role: 'user' | 'admin' = 'user'): Promise<SignedInUser> {
  people += 1;
  const user = await signedInUser(t.app, {
    email: `reader${people}@example.com`,
    name: `Reader ${people}`,
    role,
  });
  await t.app
    .db('users')
    .where({ id: user.id })
    .update({ handle: `reader_${people}` });
  return user;
}

async function review(author: SignedInUser, movieId: number, rating: number): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: author.headers,
    payload: { movieId: String(movieId), movieTitle: `Film ${movieId}`, rating, comment: 'Seen it.' },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

async function hide(admin: SignedInUser, user: SignedInUser): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${user.id}/hide-profile`,
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
}

async function block(blocker: SignedInUser, blocked: SignedInUser): Promise<void> {
  const { handle } = await t.app.db('users').where({ id: blocked.id }).first<{ handle: string }>('handle');
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/profiles/${handle}/block`,
    headers: blocker.headers,
  });
  expect(response.statusCode).toBeLessThan(300);
}

/** A film's reviews as `reader` (a guest when undefined) gets them: ids, count and mean. */
async function filmReviews(movieId: number, reader?: SignedInUser) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/reviews/${movieId}`,
    headers: reader?.headers,
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<MovieReviewsResponse>();
  return {
    ids: body.reviews.map((r) => r.id).sort(),
    total: body.totalReviews,
    average: body.averageRating,
  };
}

const userReviews = (userId: string, reader?: SignedInUser) =>
  t.app.inject({ method: 'GET', url: `/api/reviews/user/${userId}`, headers: reader?.headers });

async function userReviewIds(userId: string, reader?: SignedInUser): Promise<string[]> {
  const response = await userReviews(userId, reader);
  expect(response.statusCode).toBe(200);
  return response.json<UserReviewsResponse>().reviews.map((r) => r.id);
}

async function notFound(userId: string, reader?: SignedInUser): Promise<void> {
  const response = await userReviews(userId, reader);
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: 404,
    body: { message: 'User not found' },
  });
}

describe('an author an admin hid', () => {
  test("is left out of a film's reviews, count and mean for guests and strangers, not for the author or admins", async () => {
    const [admin, hidden, shown, stranger] = [
      await person('admin'),
      await person(),
      await person(),
      await person(),
    ];
    const hiddenReview = await review(hidden, 1, 5);
    const shownReview = await review(shown, 1, 2);
    await hide(admin, hidden);

    const outside = { ids: [shownReview], total: 1, average: 2 };
    expect(await filmReviews(1)).toEqual(outside);
    expect(await filmReviews(1, stranger)).toEqual(outside);
    const inside = { ids: [hiddenReview, shownReview].sort(), total: 2, average: 3.5 };
    expect(await filmReviews(1, hidden)).toEqual(inside);
    expect(await filmReviews(1, admin)).toEqual(inside);
  });

  test('has reviews that answer the 404 of an unknown user, but to the author and admins', async () => {
    const [admin, hidden, stranger] = [await person('admin'), await person(), await person()];
    const id = await review(hidden, 2, 4);
    expect(await userReviewIds(hidden.id, stranger)).toEqual([id]);
    await hide(admin, hidden);

    await notFound(hidden.id);
    await notFound(hidden.id, stranger);
    await notFound('00000000-0000-4000-8000-000000000000', stranger);
    expect(await userReviewIds(hidden.id, hidden)).toEqual([id]);
    expect(await userReviewIds(hidden.id, admin)).toEqual([id]);
  });
});

describe('a block', () => {
  test("hides each one's reviews of a film from the other, both ways, and from nobody else", async () => {
    const [blocker, blocked, stranger] = [await person(), await person(), await person()];
    const byBlocker = await review(blocker, 3, 4);
    const byBlocked = await review(blocked, 3, 1);
    await block(blocker, blocked);

    expect(await filmReviews(3, blocker)).toEqual({ ids: [byBlocker], total: 1, average: 4 });
    expect(await filmReviews(3, blocked)).toEqual({ ids: [byBlocked], total: 1, average: 1 });
    const everyone = { ids: [byBlocker, byBlocked].sort(), total: 2, average: 2.5 };
    expect(await filmReviews(3, stranger)).toEqual(everyone);
    expect(await filmReviews(3)).toEqual(everyone);
  });

  test("makes each one's reviews the 404 of an unknown user to the other, both ways, and lifting it shows them again", async () => {
    const [blocker, blocked, stranger] = [await person(), await person(), await person()];
    const byBlocker = await review(blocker, 4, 3);
    const byBlocked = await review(blocked, 5, 3);
    await block(blocker, blocked);

    await notFound(blocked.id, blocker);
    await notFound(blocker.id, blocked);
    expect(await userReviewIds(blocker.id, stranger)).toEqual([byBlocker]);
    expect(await userReviewIds(blocked.id)).toEqual([byBlocked]);
    expect(await userReviewIds(blocked.id, blocked)).toEqual([byBlocked]);

    const { handle } = await t.app.db('users').where({ id: blocked.id }).first<{ handle: string }>('handle');
    const lifted = await t.app.inject({
      method: 'DELETE',
      url: `/api/profiles/${handle}/block`,
      headers: blocker.headers,
    });
    expect(lifted.statusCode).toBeLessThan(300);
    expect(await userReviewIds(blocked.id, blocker)).toEqual([byBlocked]);
    expect(await userReviewIds(blocker.id, blocked)).toEqual([byBlocker]);
  });
});
