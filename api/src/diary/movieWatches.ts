import { type MovieWatches } from '@marquee/contracts';
import { type Knex } from 'knex';

/**
 * How often a film was watched in every diary, and by the caller (a signed-in `viewerId`): "Watched N
 * times, last on …". One pass over the film's entries (the diary_entries_movie index).
 */
export async function movieWatches(
  db: Knex,
  movieId: string,
  viewerId: string | undefined,
): Promise<MovieWatches> {
  const { rows } = await db.raw<{ rows: { total: number; mine: number; last: string | null }[] }>(
    `select count(*)::int as total,
            count(*) filter (where user_id = ?)::int as mine,
            to_char(max(watched_on) filter (where user_id = ?), 'YYYY-MM-DD') as last
       from diary_entries where movie_id = ?`,
    [viewerId ?? null, viewerId ?? null, Number(movieId)],
  );
  const counts = rows[0];
  return {
    watchCount: counts?.total ?? 0,
    mine: viewerId === undefined ? null : { count: counts?.mine ?? 0, lastWatchedOn: counts?.last ?? null },
  };
}
