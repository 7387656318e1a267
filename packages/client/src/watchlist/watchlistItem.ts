import type { AddToWatchlistBody, WatchlistItem } from '@marquee/contracts';
import type { WatchlistMovie } from '../remotes/remoteWidgetTypes';

/** What the API is sent to add a film: the film id as a string, its poster path and its release year. */
export function toWatchlistBody(movie: WatchlistMovie): AddToWatchlistBody {
  return {
    movieId: String(movie.id),
    title: movie.title,
    poster: movie.poster_path,
    overview: movie.overview,
    vote_average: movie.vote_average,
    year: /^\d{4}/.test(movie.release_date) ? movie.release_date.slice(0, 4) : '',
  };
}

/** The entry shown at once while the server has not answered yet (an optimistic add). */
export function toOptimisticItem(body: AddToWatchlistBody, addedAt = new Date()): WatchlistItem {
  return {
    id: body.movieId,
    movieId: body.movieId,
    title: body.title,
    poster: body.poster ?? null,
    overview: body.overview ?? '',
    vote_average: body.vote_average ?? 0,
    year: body.year ?? '',
    addedAt: addedAt.toISOString(),
  };
}

/** Enough of a watchlist entry to show it; anything else in local storage is ignored. */
export function isWatchlistItem(value: unknown): value is WatchlistItem {
  if (typeof value !== 'object' || value === null) return false;
  const { movieId, title, addedAt } = value as Record<string, unknown>;
  return typeof movieId === 'string' && typeof title === 'string' && typeof addedAt === 'string';
}

export function isAddToWatchlistBody(value: unknown): value is AddToWatchlistBody {
  if (typeof value !== 'object' || value === null) return false;
  const { movieId, title } = value as Record<string, unknown>;
  return typeof movieId === 'string' && typeof title === 'string';
}
