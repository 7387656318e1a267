import { type AdminActionsResponse, type AdminReviewsResponse } from '@marquee/contracts';
import { call, insertReview, member, type Member } from './helpers/adminFixtures';
import { useTestApp } from './helpers/testApp';

const t = useTestApp();

let admin: Member;
let author: Member;
beforeAll(async () => {
  admin = await member(t.app, 'admin@example.com', 'admin');
  author = await member(t.app, 'writer@example.com', 'user', 'Writer');
});

test('reviews come newest first, with author, rating out of 5 and text; any can be deleted', async () => {
  const ids: string[] = [];
  for (let film = 1; film <= 12; film += 1) {
    const id = await insertReview(t.app, author.id, film, (film % 5) + 1);
    await t.app
      .db('reviews')
      .where({ id })
      .update({ created_at: t.app.db.raw(`now() + interval '${film} seconds'`) });
    ids.push(id);
  }
  const first = await call(t.app, 'GET', '/api/admin/reviews', admin.token);
  expect(first.statusCode).toBe(200);
  const page = first.json<AdminReviewsResponse>();
  expect(page.pagination).toEqual({
    currentPage: 1,
    totalPages: 2,
    hasPrev: false,
    hasNext: true,
    total: 12,
  });
  expect(page.reviews).toHaveLength(10);
  expect(page.reviews[0]).toEqual({
    _id: ids[11],
    id: ids[11],
    movieId: '12',
    movieTitle: 'Film 12',
    user: { name: 'Writer', email: 'writer@example.com' },
    rating: 3,
    title: '',
    comment: 'Worth it.',
    createdAt: expect.stringMatching(/^\d{4}-/),
  });
  const last = (
    await call(t.app, 'GET', '/api/admin/reviews?page=2&limit=10', admin.token)
  ).json<AdminReviewsResponse>();
  expect(last.reviews.map((review) => review.movieId)).toEqual(['2', '1']);
  expect((await call(t.app, 'GET', '/api/admin/reviews?limit=101', admin.token)).statusCode).toBe(400);

  const deleted = await call(t.app, 'DELETE', `/api/admin/reviews/${ids[0]}`, admin.token);
  expect(deleted.statusCode).toBe(200);
  expect(deleted.json()).toEqual({ message: 'Review deleted' });
  expect(await t.app.db('reviews').where({ id: ids[0] })).toEqual([]);
  expect((await call(t.app, 'DELETE', `/api/admin/reviews/${ids[0]}`, admin.token)).statusCode).toBe(404);
  const after = (
    await call(t.app, 'GET', '/api/admin/reviews?page=2', admin.token)
  ).json<AdminReviewsResponse>();
  expect(after.pagination.total).toBe(11);
  expect(after.reviews.map((review) => review.movieId)).toEqual(['2']);
});

test('the action log records every admin action, newest first, and survives the deletions', async () => {
  const target = await member(t.app, 'target@example.com');
  const reviewId = await insertReview(t.app, target.id, 99);
  const helper = await member(t.app, 'helper@example.com', 'admin');
  await t.app.db('admin_actions').delete();

  const steps: [method: 'PATCH' | 'DELETE' | 'POST', url: string][] = [
    ['PATCH', `/api/admin/users/${target.id}/promote`],
    ['PATCH', `/api/admin/users/${target.id}/demote`],
    ['DELETE', `/api/admin/reviews/${reviewId}`],
    ['DELETE', `/api/admin/users/${target.id}`],
    ['DELETE', '/api/admin/cache/movies'],
    ['POST', '/api/admin/jobs/email/retry-failed'],
  ];
  for (const [method, url] of steps) {
    expect((await call(t.app, method, url, admin.token)).statusCode).toBe(200);
  }
  const answer = await call(t.app, 'GET', '/api/admin/actions?limit=4', helper.token);
  expect(answer.statusCode).toBe(200);
  const log = answer.json<AdminActionsResponse>();
  expect(log.pagination).toEqual({ currentPage: 1, totalPages: 2, hasPrev: false, hasNext: true, total: 6 });
  const page2 = (
    await call(t.app, 'GET', '/api/admin/actions?limit=4&page=2', helper.token)
  ).json<AdminActionsResponse>();
  const entries = [...log.actions, ...page2.actions].map(({ action, admin: by, target: what }) => ({
    action,
    by,
    what,
  }));
  const by = { id: admin.id, email: 'admin@example.com' };
  expect(entries).toEqual([
    { action: 'retry-jobs', by, what: { type: 'queue', id: 'email', label: 'email (0 failed)' } },
    { action: 'flush-cache', by, what: { type: 'cache', id: 'movies', label: 'movie data (0 entries)' } },
    { action: 'delete-user', by, what: { type: 'user', id: target.id, label: 'target@example.com' } },
    {
      action: 'delete-review',
      by,
      what: { type: 'review', id: reviewId, label: 'Film 99 by target@example.com' },
    },
    { action: 'demote', by, what: { type: 'user', id: target.id, label: 'target@example.com' } },
    { action: 'promote', by, what: { type: 'user', id: target.id, label: 'target@example.com' } },
  ]);

  // An admin deleted later is still named in the log.
  await call(t.app, 'DELETE', `/api/admin/users/${admin.id}`, helper.token);
  const kept = (
    await call(t.app, 'GET', '/api/admin/actions?limit=1&page=2', helper.token)
  ).json<AdminActionsResponse>();
  expect(kept.actions[0]?.admin).toEqual({ id: null, email: 'admin@example.com' });
});
