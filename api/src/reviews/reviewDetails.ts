import { type ReviewDetails, type ReviewedFilm } from '@marquee/contracts';
import { type Knex } from 'knex';
import { loggedFilm } from '../diary/loggedFilm';
import { HttpError } from '../httpError';
import { type MovieDataProvider } from '../movies/movieDataProvider';
import { shownTo, type Viewer } from '../profiles/viewer';
import { findReview } from './reviews';

/** The one answer for a review the reader may not see, whether it is unknown, its author hidden or blocked. */
export const REVIEW_NOT_FOUND = 'Review not found';

/**
 * Whether the reviews of user row `alias` are shown to `viewer`: a review is public whatever its author's
 * profile visibility, but not once an admin hid the author (admins still read it, to undo that) nor
 * between two people one of whom blocked the other; always to its author.
 */
function authorReadableBy(db: Knex, alias: string, viewer: Viewer | undefined): Knex.Raw {
  const id = viewer?.id ?? null;
  return db.raw(
    `(${alias}.id = ?::uuid or (
       (${alias}.profile_hidden_at is null or ?::boolean)
       and ${alias}.id not in (select blocked_id from blocks where blocker_id = ?::uuid
                               union all select blocker_id from blocks where blocked_id = ?::uuid)))`,
    [id, viewer?.isAdmin ?? false, id, id],
  );
}

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
    .where(authorReadableBy(db, 'u', viewer))
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
