import { type AdminPageQuery, type AdminReview, type AdminReviewsResponse } from '@marquee/contracts';
import { type Knex } from 'knex';
import { HttpError } from '../httpError';
import { recordAdminAction } from './adminActions';
import { readCounters } from './adminCounters';
import { newestFirstPageIds } from './newestFirstPage';
import { pageOf } from './pagination';

interface AdminReviewRow {
  id: string;
  movie_id: number;
  movie_title: string;
  rating: number;
  title: string;
  comment: string;
  created_at: Date;
  author_name: string | null;
  author_email: string | null;
}

function toAdminReview(row: AdminReviewRow): AdminReview {
  return {
    _id: row.id,
    id: row.id,
    movieId: String(row.movie_id),
    movieTitle: row.movie_title,
    user: { name: row.author_name ?? 'Unknown', email: row.author_email ?? '' },
    rating: row.rating,
    title: row.title,
    comment: row.comment,
    createdAt: row.created_at.toISOString(),
  };
}

/** Every review, newest first through the reviews_newest index; the total is the trigger-kept counter. */
export async function listAdminReviews(db: Knex, query: AdminPageQuery): Promise<AdminReviewsResponse> {
  const { reviews: total } = await readCounters(db);
  const rows = await db('reviews as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .whereIn('r.id', newestFirstPageIds(db, 'reviews', total, query))
    .orderBy([
      { column: 'r.created_at', order: 'desc' },
      { column: 'r.id', order: 'desc' },
    ])
    .select<AdminReviewRow[]>(
      'r.id',
      'r.movie_id',
      'r.movie_title',
      'r.rating',
      'r.title',
      'r.comment',
      'r.created_at',
      'u.name as author_name',
      'u.email as author_email',
    );
  return { reviews: rows.map(toAdminReview), pagination: pageOf(query, total) };
}

/** Deletes any review (its votes go by cascade) and logs it with the film and the author. */
export async function deleteReviewAsAdmin(db: Knex, adminId: string, reviewId: string): Promise<void> {
  await db.transaction(async (trx) => {
    const review = await trx('reviews as r')
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .where('r.id', reviewId)
      .forUpdate('r')
      .first<{ movie_title: string; author_email: string | null } | undefined>(
        'r.movie_title',
        'u.email as author_email',
      );
    if (!review) throw new HttpError(404, 'Review not found');
    await recordAdminAction(trx, adminId, 'delete-review', {
      type: 'review',
      id: reviewId,
      label: `${review.movie_title} by ${review.author_email ?? 'Unknown'}`,
    });
    await trx('reviews').where({ id: reviewId }).delete();
  });
}
