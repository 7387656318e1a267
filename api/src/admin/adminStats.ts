import { RECENT_USERS_DAYS, TOP_REVIEWERS, type AdminStats } from '@marquee/contracts';
import { type Knex } from 'knex';
import { readCounters } from './adminCounters';

/**
 * The dashboard's numbers without counting the big tables: totals from the trigger-kept counters, recent
 * sign-ups as a range of the created_at index, top reviewers as the first entries of users_top_reviewers.
 */
export async function adminStats(db: Knex): Promise<AdminStats> {
  const [counters, recent, top] = await Promise.all([
    readCounters(db),
    db('users')
      .where('created_at', '>=', db.raw(`now() - make_interval(days => ?)`, [RECENT_USERS_DAYS]))
      .count<{ count: string }[]>('* as count'),
    db('users')
      .where('review_count', '>', 0)
      .orderBy([
        { column: 'review_count', order: 'desc' },
        { column: 'id', order: 'asc' },
      ])
      .limit(TOP_REVIEWERS)
      .select<{ id: string; name: string; email: string; review_count: number }[]>(
        'id',
        'name',
        'email',
        'review_count',
      ),
  ]);
  return {
    totalUsers: counters.users,
    totalAdmins: counters.admins,
    totalReviews: counters.reviews,
    recentUsers: Number(recent[0]?.count ?? 0),
    topReviewers: top.map((user, index) => ({
      rank: index + 1,
      _id: user.id,
      userName: user.name,
      userEmail: user.email,
      reviewCount: user.review_count,
    })),
  };
}
