import { type AdminStats } from '@marquee/contracts';
import { call, insertReview, member, type Member } from './helpers/adminFixtures';
import { useTestApp } from './helpers/testApp';

const t = useTestApp();

let admin: Member;
const stats = async () => {
  const answer = await call(t.app, 'GET', '/api/admin/stats', admin.token);
  expect(answer.statusCode).toBe(200);
  return answer.json<AdminStats>();
};

test('totals, recent sign-ups and the top 5 reviewers, kept up to date', async () => {
  admin = await member(t.app, 'admin@example.com', 'admin', 'Admin');
  const reviewers: Member[] = [];
  for (let n = 1; n <= 7; n += 1)
    reviewers.push(await member(t.app, `r${n}@example.com`, 'user', `Reviewer ${n}`));
  // Reviewer n writes n reviews.
  for (const [index, reviewer] of reviewers.entries()) {
    for (let film = 1; film <= index + 1; film += 1) await insertReview(t.app, reviewer.id, film);
  }
  const veteran = await member(t.app, 'old@example.com');
  await t.app
    .db('users')
    .where({ id: veteran.id })
    .update({ created_at: t.app.db.raw(`now() - interval '31 days'`) });

  expect(await stats()).toEqual({
    totalUsers: 9,
    totalAdmins: 1,
    totalReviews: 28,
    recentUsers: 8,
    topReviewers: [7, 6, 5, 4, 3].map((n, index) => ({
      rank: index + 1,
      _id: reviewers[n - 1]!.id,
      userName: `Reviewer ${n}`,
      userEmail: `r${n}@example.com`,
      reviewCount: n,
    })),
  });

  // Reviewer 7 loses 5 reviews (now 2), reviewer 6 is promoted, reviewer 5 is deleted.
  await t.app.db('reviews').where({ user_id: reviewers[6]!.id }).andWhere('movie_id', '>', 2).delete();
  await call(t.app, 'PATCH', `/api/admin/users/${reviewers[5]!.id}/promote`, admin.token);
  await call(t.app, 'DELETE', `/api/admin/users/${reviewers[4]!.id}`, admin.token);
  const after = await stats();
  expect(after).toMatchObject({ totalUsers: 8, totalAdmins: 2, totalReviews: 18, recentUsers: 7 });
  const top = after.topReviewers.map(({ rank, userName, reviewCount }) => [rank, userName, reviewCount]);
  expect(top.slice(0, 3)).toEqual([
    [1, 'Reviewer 6', 6],
    [2, 'Reviewer 4', 4],
    [3, 'Reviewer 3', 3],
  ]);
  // Reviewers 2 and 7 tie on 2 reviews, in id order.
  expect(
    top
      .slice(3)
      .map(([, name]) => name)
      .sort(),
  ).toEqual(['Reviewer 2', 'Reviewer 7']);
});
