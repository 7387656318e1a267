import { type AddToWatchlistBody, type WatchlistItem } from '@marquee/contracts';
import { type Knex } from 'knex';

/** A row of the watchlist_items table. */
interface WatchlistItemRow {
  user_id: string;
  movie_id: number;
  title: string;
  poster: string | null;
  overview: string;
  vote_average: number;
  year: string;
  added_at: Date;
}

function toWatchlistItem(row: WatchlistItemRow): WatchlistItem {
  const movieId = String(row.movie_id);
  return {
    id: movieId,
    movieId,
    title: row.title,
    poster: row.poster,
    overview: row.overview,
    vote_average: row.vote_average,
    year: row.year,
    addedAt: row.added_at.toISOString(),
  };
}

/** The user's whole watchlist, newest first (the watchlist_items_user_newest index). */
export async function listWatchlist(db: Knex, userId: string): Promise<WatchlistItem[]> {
  const rows = await db<WatchlistItemRow>('watchlist_items')
    .where({ user_id: userId })
    .orderBy('added_at', 'desc');
  return rows.map(toWatchlistItem);
}

/**
 * Adds a film; a film already on the list stays as it was, added_at included, so adding twice (a double
 * click, two tabs) neither duplicates it nor moves it to the top.
 */
export async function addToWatchlist(db: Knex, userId: string, movie: AddToWatchlistBody): Promise<void> {
  await db('watchlist_items')
    .insert({
      user_id: userId,
      movie_id: Number(movie.movieId),
      title: movie.title,
      poster: movie.poster ?? null,
      overview: movie.overview ?? '',
      vote_average: movie.vote_average ?? 0,
      year: movie.year ?? '',
    })
    .onConflict(['user_id', 'movie_id'])
    .ignore();
}

/** Removes a film; one that is not on the list is already removed. */
export async function removeFromWatchlist(db: Knex, userId: string, movieId: string): Promise<void> {
  await db('watchlist_items')
    .where({ user_id: userId, movie_id: Number(movieId) })
    .delete();
}

/** Whether the film is on the user's watchlist (logging it in the diary offers to take it off). */
export async function isOnWatchlist(db: Knex, userId: string, movieId: string): Promise<boolean> {
  const item = await db('watchlist_items')
    .where({ user_id: userId, movie_id: Number(movieId) })
    .first('movie_id');
  return item !== undefined;
}
