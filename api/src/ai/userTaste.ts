import { type UserTaste } from '@marquee/ai';
import { type Knex } from 'knex';

/** How much of a user's history personalises recommendations: the most recent is the most telling. */
const RECENT = 50;

/** What the user's watchlist and reviews say of their taste, newest first. */
export async function loadUserTaste(db: Knex, userId: string): Promise<UserTaste> {
  const [watchlist, reviews] = await Promise.all([
    db('watchlist_items')
      .where({ user_id: userId })
      .orderBy('added_at', 'desc')
      .limit(RECENT)
      .select<{ movieId: number; title: string }[]>({ movieId: 'movie_id', title: 'title' }),
    db('reviews')
      .where({ user_id: userId })
      .orderBy('created_at', 'desc')
      .limit(RECENT)
      .select<{ movieId: number; title: string; rating: number }[]>({
        movieId: 'movie_id',
        title: 'movie_title',
        rating: 'rating',
      }),
  ]);
  return { watchlist, reviews };
}
