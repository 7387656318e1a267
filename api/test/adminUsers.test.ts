import { type AdminStats, type AdminUsersResponse } from '@marquee/contracts';
import { addToWatchlist, call, insertReview, member, type Member } from './helpers/adminFixtures';
import { useTestApp } from './helpers/testApp';

const t = useTestApp();

const stats = async (admin: Member) =>
  (await call(t.app, 'GET', '/api/admin/stats', admin.token)).json<AdminStats>();
const usersPage = (admin: Member, query = '') => call(t.app, 'GET', `/api/admin/users${query}`, admin.token);

describe('the users table', () => {
  let admin: Member;
  beforeAll(async () => {
    admin = await member(t.app, 'boss@example.com', 'admin', 'Boss');
    // 11 more, each joining seven hours after the previous, so "newest first" has one answer and the pages
    // cross the days deep pages are counted by.
    for (let n = 1; n <= 11; n += 1) {
      const user = await member(t.app, `u${n}@example.com`);
      await t.app
        .db('users')
        .where({ id: user.id })
        .update({ created_at: t.app.db.raw(`now() + interval '${7 * n} hours'`) });
      if (n === 11) {
        await addToWatchlist(t.app, user.id, 550);
        await addToWatchlist(t.app, user.id, 551);
      }
    }
  });

  test('pages of 10 by default, newest first, with the watchlist counts', async () => {
    const first = await usersPage(admin);
    expect(first.statusCode).toBe(200);
    const body = first.json<AdminUsersResponse>();
    expect(body.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      hasPrev: false,
      hasNext: true,
      total: 12,
    });
    expect(body.users).toHaveLength(10);
    expect(body.users[0]).toEqual({
      id: expect.any(String),
      name: 'u11',
      email: 'u11@example.com',
      role: 'user',
      isGoogleUser: false,
      watchlistCount: 2,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      handle: null,
      profileHiddenAt: null,
    });
    expect(body.users.map((user) => user.email).slice(0, 3)).toEqual([
      'u11@example.com',
      'u10@example.com',
      'u9@example.com',
    ]);

    const second = (await usersPage(admin, '?page=2')).json<AdminUsersResponse>();
    expect(second.users.map((user) => user.email)).toEqual(['u1@example.com', 'boss@example.com']);
    expect(second.pagination).toMatchObject({ currentPage: 2, hasPrev: true, hasNext: false });
  });

  test("each row has the user's handle and whether an admin hid the profile", async () => {
    const u10 = await t.app.db('users').where({ email: 'u10@example.com' }).first<{ id: string }>('id');
    await t.app.db('users').where({ id: u10.id }).update({ handle: 'Ten_10' });
    const rowOf10 = async () =>
      (await usersPage(admin)).json<AdminUsersResponse>().users.find((user) => user.id === u10.id);
    expect(await rowOf10()).toMatchObject({ handle: 'Ten_10', profileHiddenAt: null });

    expect(
      (await call(t.app, 'POST', `/api/admin/users/${u10.id}/hide-profile`, admin.token)).statusCode,
    ).toBe(200);
    expect((await rowOf10())?.profileHiddenAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(
      (await call(t.app, 'POST', `/api/admin/users/${u10.id}/unhide-profile`, admin.token)).statusCode,
    ).toBe(200);
    expect(await rowOf10()).toMatchObject({ handle: 'Ten_10', profileHiddenAt: null });
  });

  test('every page size walks the same list: pages starting in any day join up', async () => {
    const all = (await usersPage(admin, '?limit=100'))
      .json<AdminUsersResponse>()
      .users.map((user) => user.email);
    expect(all).toHaveLength(12);
    for (const limit of [3, 5, 7, 12]) {
      const walked: string[] = [];
      for (let page = 1; page <= Math.ceil(12 / limit); page += 1) {
        const { users } = (await usersPage(admin, `?page=${page}&limit=${limit}`)).json<AdminUsersResponse>();
        walked.push(...users.map((user) => user.email));
      }
      expect(walked).toEqual(all);
    }
  });

  test('a page beyond the end is empty; limits outside 1..100 are refused', async () => {
    const beyond = (await usersPage(admin, '?page=9&limit=5')).json<AdminUsersResponse>();
    expect(beyond).toEqual({
      users: [],
      pagination: { currentPage: 9, totalPages: 3, hasPrev: true, hasNext: false, total: 12 },
    });
    expect((await usersPage(admin, '?limit=100')).statusCode).toBe(200);
    for (const query of ['?limit=0', '?limit=101', '?page=0', '?page=x']) {
      const refused = await usersPage(admin, query);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^The (limit|page) parameter /);
    }
  });
});

describe('promote and demote', () => {
  test('promote makes an admin whose old token ends; demote takes it back and ends that session at once', async () => {
    const boss = await member(t.app, 'chief@example.com', 'admin');
    const ann = await member(t.app, 'ann@example.com');

    const promoted = await call(t.app, 'PATCH', `/api/admin/users/${ann.id}/promote`, boss.token);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ user: { id: ann.id, role: 'admin' } });
    expect((await call(t.app, 'GET', `/api/users/${ann.id}`, ann.token)).statusCode).toBe(401);
    expect((await call(t.app, 'PATCH', `/api/admin/users/${ann.id}/promote`, boss.token)).statusCode).toBe(
      409,
    );

    // Ann signs in again as an admin (token version 1 after the promotion).
    const annAsAdmin = t.app.jwt.sign({ sub: ann.id, role: 'admin', ver: 1 });
    expect((await call(t.app, 'GET', '/api/admin/stats', annAsAdmin)).statusCode).toBe(200);

    const demoted = await call(t.app, 'PATCH', `/api/admin/users/${ann.id}/demote`, boss.token);
    expect(demoted.json()).toMatchObject({ user: { role: 'user' } });
    expect((await call(t.app, 'GET', '/api/admin/stats', annAsAdmin)).statusCode).toBe(401);
    // Promoted again, the token from her first admin days stays dead.
    await call(t.app, 'PATCH', `/api/admin/users/${ann.id}/promote`, boss.token);
    expect((await call(t.app, 'GET', '/api/admin/stats', annAsAdmin)).statusCode).toBe(401);
  });

  test('an admin cannot demote or delete themselves', async () => {
    const self = await member(t.app, 'self@example.com', 'admin');
    const demote = await call(t.app, 'PATCH', `/api/admin/users/${self.id}/demote`, self.token);
    expect(demote.statusCode).toBe(403);
    expect(demote.json()).toEqual({ message: 'You cannot demote yourself' });
    const remove = await call(t.app, 'DELETE', `/api/admin/users/${self.id}`, self.token);
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toEqual({ message: 'You cannot delete your own account from the admin dashboard' });
    expect(await t.app.db('users').where({ id: self.id }).first('role')).toEqual({ role: 'admin' });
  });
});

describe('the last admin', () => {
  const useFreshAdmins = useTestApp();

  test('two admins demoting each other at once: one succeeds, one admin is left', async () => {
    const { app } = useFreshAdmins;
    const a = await member(app, 'a@example.com', 'admin');
    const b = await member(app, 'b@example.com', 'admin');
    const answers = await Promise.all([
      call(app, 'PATCH', `/api/admin/users/${b.id}/demote`, a.token),
      call(app, 'PATCH', `/api/admin/users/${a.id}/demote`, b.token),
    ]);
    // The second one finds it has lost its role: at the token check (401) or once the first has committed (403).
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect([401, 403]).toContain(answers.find((answer) => answer.statusCode !== 200)?.statusCode);
    expect(await app.db('users').where({ role: 'admin' }).count('* as n')).toEqual([{ n: '1' }]);
    const survivor = answers[0]!.statusCode === 200 ? a : b;
    expect(await statsOn(app, survivor)).toMatchObject({ totalAdmins: 1 });
  });

  test('two admins deleting each other at once: one admin is left', async () => {
    const { app } = useFreshAdmins;
    await app.db('users').delete();
    const a = await member(app, 'c@example.com', 'admin');
    const b = await member(app, 'd@example.com', 'admin');
    const answers = await Promise.all([
      call(app, 'DELETE', `/api/admin/users/${b.id}`, a.token),
      call(app, 'DELETE', `/api/admin/users/${a.id}`, b.token),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await app.db('users').where({ role: 'admin' }).count('* as n')).toEqual([{ n: '1' }]);
    expect(await app.db('users').count('* as n')).toEqual([{ n: '1' }]);
  });

  const statsOn = async (app: typeof useFreshAdmins.app, admin: Member) =>
    (await call(app, 'GET', '/api/admin/stats', admin.token)).json<AdminStats>();
});

test('deleting a user removes their reviews, votes and watchlist, and the stats follow', async () => {
  const admin = await member(t.app, 'mod@example.com', 'admin');
  const gone = await member(t.app, 'gone@example.com');
  const stays = await member(t.app, 'stays@example.com');
  const goneReview = await insertReview(t.app, gone.id, 10);
  const staysReview = await insertReview(t.app, stays.id, 10);
  await t.app.db('review_votes').insert([
    { review_id: staysReview, user_id: gone.id, type: 'like' },
    { review_id: goneReview, user_id: stays.id, type: 'like' },
  ]);
  await addToWatchlist(t.app, gone.id, 10);
  const before = await stats(admin);

  const deleted = await call(t.app, 'DELETE', `/api/admin/users/${gone.id}`, admin.token);
  expect(deleted.statusCode).toBe(200);
  expect(deleted.json()).toEqual({ message: 'User deleted' });

  expect(await t.app.db('reviews').where({ user_id: gone.id })).toEqual([]);
  expect(await t.app.db('review_votes').where({ user_id: gone.id })).toEqual([]);
  expect(await t.app.db('review_votes').where({ review_id: goneReview })).toEqual([]);
  expect(await t.app.db('watchlist_items').where({ user_id: gone.id })).toEqual([]);
  expect(await t.app.db('reviews').where({ id: staysReview }).first('likes')).toEqual({ likes: 0 });

  const after = await stats(admin);
  expect(after.totalUsers).toBe(before.totalUsers - 1);
  expect(after.totalReviews).toBe(before.totalReviews - 1);
  expect(after.recentUsers).toBe(before.recentUsers - 1);
  expect((await call(t.app, 'DELETE', `/api/admin/users/${gone.id}`, admin.token)).statusCode).toBe(404);
  expect((await call(t.app, 'GET', '/api/users/' + gone.id, gone.token)).statusCode).toBe(401);
});
