import { type ReviewDetails, type ReviewedFilm } from '@marquee/contracts';
import { type Knex } from 'knex';
import { loggedFilm } from '../diary/loggedFilm';
import { HttpError } from '../httpError';
import { type MovieDataProvider } from '../movies/movieDataProvider';
import { reviewsShownTo, shownTo, type Viewer } from '../profiles/viewer';
import { findReview } from './reviews';

/** The one answer for a review the reader may not see, whether it is unknown, its author hidden or blocked. */
export const REVIEW_NOT_FOUND = 'Review not found';

interface AuthorRow {
  id: string;
  name: string;
  /** Null unless the viewer may see the author's profile (a link to a 404 is no link). */
  handle: string | null;
  avatar: string | null;
  movie_id: number;
  movie_title: string;
}

/**
 * The film as the movie data knows it now; when that cannot answer (TMDB down, the film gone from it),
 * the title the review kept, so the review still reads.
 */
async function reviewedFilm(movies: MovieDataProvider, row: AuthorRow): Promise<ReviewedFilm> {
  const id = String(row.movie_id);
  try {
    const { title, year, poster } = await loggedFilm(movies, id);
    return { id, title, year, poster };
  } catch {
    return { id, title: row.movie_title, year: '', poster: null };
  }
}

/** One review with its film and author as `viewer` may see it; else the 404 of an unknown one. */
export async function readReviewDetails(
  db: Knex,
  movies: MovieDataProvider,
  reviewId: string,
  viewer: Viewer | undefined,
): Promise<ReviewDetails> {
  const author = await db('reviews as r')
    .join('users as u', 'u.id', 'r.user_id')
    .where('r.id', reviewId)
    .where(reviewsShownTo(db, 'u', viewer))
    .first<AuthorRow | undefined>(
      'u.id',
      'u.name',
      'u.avatar',
      db.raw('case when ? then u.handle end as handle', [shownTo(db, 'u', viewer)]),
      'r.movie_id',
      'r.movie_title',
    );
  if (!author) throw new HttpError(404, REVIEW_NOT_FOUND);
  const [review, film] = await Promise.all([
    findReview(db, reviewId, viewer?.id),
    reviewedFilm(movies, author),
  ]);
  // Deleted between the two reads.
  if (!review) throw new HttpError(404, REVIEW_NOT_FOUND);
  return {
    review,
    film,
    author: { id: author.id, name: author.name, handle: author.handle, avatar: author.avatar },
  };
}
