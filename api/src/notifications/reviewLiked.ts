import { type Language } from '@marquee/contracts/languages';
import { pageHref } from '@marquee/contracts/pages';
import { notificationTexts, recordNotification, type JobQueue } from '@marquee/jobs';
import { type Knex } from 'knex';

/**
 * Tells a review's author that someone liked it (kind 'review-activity'): in the centre now, by email and
 * push from a job. One notification per review and liker, so taking a like back and giving it again
 * notifies nobody twice.
 */
export async function notifyReviewLiked(
  { db, jobs }: { db: Knex; jobs: JobQueue },
  reviewId: string,
  likerId: string,
): Promise<void> {
  // The author's language too: the notification is written in it.
  const review = await db('reviews')
    .join('users', 'users.id', 'reviews.user_id')
    .where('reviews.id', reviewId)
    .first<{ user_id: string; movie_title: string; language: Language | null } | undefined>(
      'reviews.user_id',
      'reviews.movie_title',
      'users.language',
    );
  const liker = await db('users').where({ id: likerId }).first<{ name: string } | undefined>('name');
  if (!review || !liker) return;
  const notification = {
    id: `review-like-${reviewId}-${likerId}`,
    userId: review.user_id,
    kind: 'review-activity' as const,
    ...notificationTexts(review.language).reviewLiked(review.movie_title, liker.name),
    url: pageHref('review', { reviewId }),
  };
  if ((await recordNotification({ db }, notification)) !== 'notified') return;
  await jobs.enqueue(
    'notification.deliver',
    { notificationId: notification.id },
    { jobId: `deliver-${notification.id}` },
  );
}
