import {
  type MovieReviewsResponse,
  type ProfileReview,
  type Review,
  type VoteType,
} from '@marquee/contracts';
import { type Language } from '@marquee/contracts/languages';
import { type Knex } from 'knex';
import { reviewsShownTo, type Viewer } from '../profiles/viewer';

/** A row of the reviews table. */
export interface ReviewRow {
  id: string;
  user_id: string;
  movie_id: number;
  movie_title: string;
  rating: number;
  title: string;
  comment: string;
  language: Language | null;
  likes: number;
  dislikes: number;
  created_at: Date;
  updated_at: Date;
}

/** The columns of the reviews row `alias` that every read of a review selects (ReviewRow). */
export const REVIEW_COLUMNS = (alias: string) =>
  [
    'id',
    'user_id',
    'movie_id',
    'movie_title',
    'rating',
    'title',
    'comment',
    'language',
    'likes',
    'dislikes',
    'created_at',
    'updated_at',
  ].map((column) => `${alias}.${column}`);

/** What every answer says of a review, wherever it is shown (a film's reviews, a profile, the feed). */
export function toReviewFields(row: ReviewRow): ProfileReview {
  return {
    id: row.id,
    movieId: String(row.movie_id),
    movieTitle: row.movie_title,
    rating: row.rating,
    title: row.title,
    comment: row.comment,
    language: row.language,
    likes: row.likes,
    dislikes: row.dislikes,
    createdAt: row.created_at.toISOString(),
  };
}

/** A review as it is read: with its author's name and the viewer's vote. */
interface ReviewView extends ReviewRow {
  username: string;
  user_vote: VoteType | null;
}

/** What a review's author writes; the text already trimmed and checked (reviewText.ts). */
export interface ReviewFields {
  rating: number;
  title: string;
  comment: string;
  language: Language | null;
}

function toReview(row: ReviewView): Review {
  return {
    ...toReviewFields(row),
    user: { id: row.user_id, username: row.username },
    updatedAt: row.updated_at.toISOString(),
    userVote: row.user_vote,
    source: 'user',
  };
}

/** Reviews with their authors, and the vote of `viewerId` (a signed-in caller) on each; newest first. */
function reviewViews(db: Knex, viewerId: string | undefined) {
  const query = db('reviews as r')
    .join('users as u', 'u.id', 'r.user_id')
    .select([...REVIEW_COLUMNS('r'), 'u.name as username'])
    .orderBy('r.created_at', 'desc');
  if (viewerId === undefined) return query.select(db.raw('null as user_vote'));
  return query
    .leftJoin('review_votes as v', (join) => join.on('v.review_id', 'r.id').andOnVal('v.user_id', viewerId))
    .select('v.type as user_vote');
}

export async function findReview(db: Knex, id: string, viewerId?: string): Promise<Review | undefined> {
  const row: ReviewView | undefined = await reviewViews(db, viewerId).where('r.id', id).first();
  return row && toReview(row);
}

/** Who wrote a review, for the permission checks before a change; undefined when there is none. */
export function findReviewAuthor(db: Knex, id: string): Promise<Pick<ReviewRow, 'user_id'> | undefined> {
  return db<ReviewRow>('reviews').where({ id }).first('user_id');
}

/**
 * A film's reviews as `viewer` may see them (reviewsShownTo), with their count and mean rating (to one
 * decimal, 0 when none) over those same reviews, all from one snapshot.
 */
export async function listMovieReviews(
  db: Knex,
  movieId: string,
  viewer: Viewer | undefined,
): Promise<MovieReviewsResponse> {
  const rows: (ReviewView & { total_reviews: number; average_rating: number })[] = await reviewViews(
    db,
    viewer?.id,
  )
    .where('r.movie_id', Number(movieId))
    .where(reviewsShownTo(db, 'u', viewer))
    .select(
      db.raw('(count(*) over ())::int as total_reviews'),
      db.raw('round(avg(r.rating) over (), 1)::float8 as average_rating'),
    );
  const [first] = rows;
  return {
    movieId,
    reviews: rows.map(toReview),
    totalReviews: first?.total_reviews ?? 0,
    averageRating: first?.average_rating ?? 0,
  };
}

/**
 * A user's reviews, newest first; undefined when there is no such user or `viewer` may not see their
 * reviews (reviewsShownTo), alike.
 */
export async function listUserReviews(
  db: Knex,
  userId: string,
  viewer: Viewer | undefined,
): Promise<Review[] | undefined> {
  const author = await db('users as u')
    .where('u.id', userId)
    .where(reviewsShownTo(db, 'u', viewer))
    .first<{ id: string } | undefined>('u.id');
  if (!author) return undefined;
  const rows: ReviewView[] = await reviewViews(db, viewer?.id).where('r.user_id', author.id);
  return rows.map(toReview);
}

/**
 * Writes the user's review of a film. Answers the new review's id, or, when the user has reviewed the
 * film already (UNIQUE (user_id, movie_id), so two racing submissions cannot both land), the existing one.
 */
export async function createReview(
  db: Knex,
  userId: string,
  movie: { movieId: string; movieTitle: string },
  fields: ReviewFields,
): Promise<{ id: string; created: boolean }> {
  const movieId = Number(movie.movieId);
  const [inserted] = await db('reviews')
    .insert({ user_id: userId, movie_id: movieId, movie_title: movie.movieTitle, ...fields })
    .onConflict(['user_id', 'movie_id'])
    .ignore()
    .returning<{ id: string }[]>('id');
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db('reviews')
    .where({ user_id: userId, movie_id: movieId })
    .first<{ id: string } | undefined>('id');
  if (!existing) throw new Error('the review that blocked the insert is gone');
  return { id: existing.id, created: false };
}

export async function updateReview(db: Knex, id: string, changes: Partial<ReviewFields>): Promise<void> {
  await db('reviews')
    .where({ id })
    .update({ ...changes, updated_at: db.fn.now() });
}

/** Deletes a review; its votes go with it (ON DELETE CASCADE). */
export async function deleteReview(db: Knex, id: string): Promise<void> {
  await db('reviews').where({ id }).delete();
}

/** Whether `reviewId` is the user's own review of the film (the only review a diary log may link to). */
export async function isOwnReviewOf(
  db: Knex,
  userId: string,
  movieId: string,
  reviewId: string,
): Promise<boolean> {
  const review = await db('reviews')
    .where({ id: reviewId, user_id: userId, movie_id: Number(movieId) })
    .first('id');
  return review !== undefined;
}
