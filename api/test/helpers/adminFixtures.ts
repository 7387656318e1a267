import { type Role } from '@marquee/contracts';
import { type App } from '../../src/app';
import { insertUser } from './users';

/** An account inserted directly, with a session token for it. */
export interface Member {
  id: string;
  email: string;
  token: string;
}

export async function member(
  app: App,
  email: string,
  role: Role = 'user',
  name = email.split('@')[0],
): Promise<Member> {
  const id = await insertUser(app.db, { email, role, name });
  return { id, email, token: app.jwt.sign({ sub: id, role, ver: 0 }) };
}

/** A review by `userId` of film `movieId`, written straight to the table; returns its id. */
export async function insertReview(app: App, userId: string, movieId: number, rating = 4): Promise<string> {
  const [row] = await app
    .db('reviews')
    .insert({
      user_id: userId,
      movie_id: movieId,
      movie_title: `Film ${movieId}`,
      rating,
      comment: 'Worth it.',
    })
    .returning<{ id: string }[]>('id');
  return row!.id;
}

export async function addToWatchlist(app: App, userId: string, movieId: number): Promise<void> {
  await app.db('watchlist_items').insert({ user_id: userId, movie_id: movieId, title: `Film ${movieId}` });
}

export function call(app: App, method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, token?: string) {
  return app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}
