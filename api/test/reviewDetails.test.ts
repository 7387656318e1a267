import { type ReviewDetails } from '@marquee/contracts';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { useTestApp } from './helpers/testApp';

const t = useTestApp({ RATE_LIMIT_MAX: '100000' });

const FILM = 4001;
const UNKNOWN_REVIEW = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  await t.app.db('catalog_movies').insert({
    id: FILM,
    title: 'The Third Man',
    original_title: 'The Third Man',
    release_date: '1949-09-02',
    poster_path: '/third-man.jpg',
    dataset: 'test',
  });
});

let people = 0;
async function person(fields: { handle?: string | null; role?: 'user' | 'admin' } = {}) {
  people += 1;
  const user = await signedInUser(t.app, {
    email: `author${people}@example.com`,
    name: `Author ${people}`,
    role: fields.role,
  });
  if (fields.handle !== null) {
    await t.app
      .db('users')
      .where({ id: user.id })
      .update({ handle: fields.handle ?? `author_${people}` });
  }
  return user;
}

async function reviewBy(author: SignedInUser, movieId = FILM): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: author.headers,
    payload: { movieId: String(movieId), movieTitle: 'The Third Man', rating: 5, comment: 'Zither.' },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

const read = (reviewId: string, reader?: SignedInUser) =>
  t.app.inject({ method: 'GET', url: `/api/reviews/review/${reviewId}`, headers: reader?.headers ?? {} });

async function shown(reviewId: string, reader?: SignedInUser): Promise<ReviewDetails> {
  const response = await read(reviewId, reader);
  expect(response.statusCode).toBe(200);
  return response.json<ReviewDetails>();
}

async function notFound(reviewId: string, reader?: SignedInUser) {
  const response = await read(reviewId, reader);
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: 404,
    body: { message: 'Review not found' },
  });
}

test('a review comes with its film (title, year, poster), its author and its votes, to guests too', async () => {
  const author = await person({ handle: 'holly_m' });
  const reader = await person();
  const id = await reviewBy(author);
  await t.app.inject({
    method: 'POST',
    url: `/api/reviews/${id}/like`,
    headers: reader.headers,
    payload: { type: 'like' },
  });

  const asGuest = await shown(id);
  expect(asGuest).toEqual({
    review: expect.objectContaining({
      id,
      movieId: String(FILM),
      rating: 5,
      comment: 'Zither.',
      likes: 1,
      dislikes: 0,
      userVote: null,
      user: { id: author.id, username: expect.stringMatching(/^Author \d+$/) },
    }),
    film: { id: String(FILM), title: 'The Third Man', year: '1949', poster: '/third-man.jpg' },
    author: { id: author.id, name: expect.stringMatching(/^Author \d+$/), handle: 'holly_m', avatar: null },
  });
  // A reader gets their own vote.
  expect((await shown(id, reader)).review.userVote).toBe('like');
});

test("the author's handle is given only when the reader may see their profile", async () => {
  const withoutHandle = await person({ handle: null });
  expect((await shown(await reviewBy(withoutHandle))).author.handle).toBeNull();

  const privateProfile = await person();
  await t.app.db('users').where({ id: privateProfile.id }).update({ profile_visibility: 'private' });
  const id = await reviewBy(privateProfile);
  // The review is public content; the private profile is not linked, except for its owner.
  expect((await shown(id)).author.handle).toBeNull();
  expect((await shown(id, privateProfile)).author.handle).toMatch(/^author_\d+$/);
});

test('unknown, hidden by an admin, blocked either way: the same 404', async () => {
  await notFound(UNKNOWN_REVIEW);

  const hidden = await person();
  const hiddenReview = await reviewBy(hidden);
  const admin = await person({ role: 'admin' });
  const hide = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${hidden.id}/hide-profile`,
    headers: admin.headers,
  });
  expect(hide.statusCode).toBe(200);
  await notFound(hiddenReview);
  await notFound(hiddenReview, await person());
  // Its author still reads it, and admins, to undo the hiding.
  expect((await shown(hiddenReview, hidden)).review.id).toBe(hiddenReview);
  expect((await shown(hiddenReview, admin)).review.id).toBe(hiddenReview);

  const blocker = await person({ handle: 'blocker' });
  const blocked = await person({ handle: 'blocked' });
  const blockerReview = await reviewBy(blocker);
  const blockedReview = await reviewBy(blocked);
  const block = await t.app.inject({
    method: 'POST',
    url: '/api/profiles/blocked/block',
    headers: blocker.headers,
  });
  expect(block.statusCode).toBe(200);
  await notFound(blockerReview, blocked);
  await notFound(blockedReview, blocker);
  // Everyone else still reads both.
  await shown(blockerReview);
  await shown(blockedReview, await person());
});

test('the film falls back to what the review kept when the movie data does not know it', async () => {
  const author = await person();
  // Written before the film left the movie data: straight to the table.
  const [row] = await t.app
    .db('reviews')
    .insert({ user_id: author.id, movie_id: 4999, movie_title: 'Gone Film', rating: 3, comment: 'Lost.' })
    .returning<{ id: string }[]>('id');
  expect((await shown(row!.id)).film).toEqual({ id: '4999', title: 'Gone Film', year: '', poster: null });
});

test('a review id must be a UUID', async () => {
  const response = await read('42');
  expect(response.statusCode).toBe(400);
  expect(response.json<{ message: string }>().message).toMatch(/reviewId/);
});
