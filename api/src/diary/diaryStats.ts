import { DIARY_LIMITS, type DiaryStats } from '@marquee/contracts';
import { type Knex } from 'knex';

/** The first day of the twelve months perMonth counts: the given year's, or the last twelve (UTC) up to this month. */
function monthsFrom(year: number | undefined, now: Date): string {
  if (year !== undefined) return `${year}-01-01`;
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return start.toISOString().slice(0, 10);
}

/**
 * A diary's statistics, each figure one SQL aggregate over the user's entries: of the year asked for,
 * or of all time (perYear is always all time, so the chart can offer every year).
 */
export async function diaryStats(
  db: Knex,
  userId: string,
  year: number | undefined,
  now = new Date(),
): Promise<DiaryStats> {
  // The entries the figures count, as a SQL condition on diary_entries `e` with its bindings.
  const [inScope, scopeBindings] =
    year === undefined
      ? ['e.user_id = ?', [userId]]
      : [
          'e.user_id = ? and e.watched_on >= ?::date and e.watched_on < ?::date',
          [userId, `${year}-01-01`, `${year + 1}-01-01`],
        ];

  const [totals, perYear, perMonth, topGenres, ratingDistribution, tags] = await Promise.all([
    db.raw<{ rows: { total: number; hours: number; average: number | null }[] }>(
      `select count(*)::int as total,
              round(coalesce(sum(e.runtime), 0) / 60.0, 1)::float8 as hours,
              round(avg(e.rating10) / 2.0, 1)::float8 as average
         from diary_entries e where ${inScope}`,
      scopeBindings,
    ),
    db.raw<{ rows: { year: number; count: number }[] }>(
      `select extract(year from e.watched_on)::int as year, count(*)::int as count
         from diary_entries e where e.user_id = ? group by 1 order by 1`,
      [userId],
    ),
    db.raw<{ rows: { month: string; count: number }[] }>(
      `select to_char(m, 'YYYY-MM') as month, count(e.id)::int as count
         from generate_series(?::date, ?::date + interval '11 months', interval '1 month') m
         left join diary_entries e
           on e.user_id = ? and e.watched_on >= m and e.watched_on < m + interval '1 month'
        group by m order by m`,
      [monthsFrom(year, now), monthsFrom(year, now), userId],
    ),
    db.raw<{ rows: { genre: string; count: number }[] }>(
      `select g as genre, count(*)::int as count
         from diary_entries e cross join unnest(e.genres) g
        where ${inScope} group by g order by count desc, g limit ?`,
      [...scopeBindings, DIARY_LIMITS.topGenres],
    ),
    db.raw<{ rows: { stars: number; count: number }[] }>(
      `select s as stars, count(e.id)::int as count
         from generate_series(1, 5) s
         left join diary_entries e on ${inScope} and e.rating10 between 2 * s - 1 and 2 * s
        group by s order by s`,
      scopeBindings,
    ),
    db.raw<{ rows: { tag: string; count: number }[] }>(
      `select t as tag, count(*)::int as count
         from diary_entries e cross join unnest(e.tags) t
        where ${inScope} group by t order by count desc, t limit ?`,
      [...scopeBindings, DIARY_LIMITS.topTags],
    ),
  ]);
  const summary = totals.rows[0];
  return {
    total: summary?.total ?? 0,
    hoursWatched: summary?.hours ?? 0,
    averageRating: summary?.average ?? null,
    perYear: perYear.rows,
    perMonth: perMonth.rows,
    topGenres: topGenres.rows,
    ratingDistribution: ratingDistribution.rows,
    tags: tags.rows,
  };
}
