import { type VoteResponse, type VoteType } from '@marquee/contracts';
import { type Knex } from 'knex';

/**
 * A like or dislike: a first vote counts, the same type again takes it back, the other type switches
 * it. Authors may not vote on their own review (it would let them vouch for themselves): 'own' then.
 *
 * The review row is locked first, so votes on one review take turns and each answer carries the counts
 * right after its own change (a user's double click toggles twice instead of racing itself). The
 * counters themselves are kept by the review_votes trigger (migration 0021), in the same transaction.
 * Undefined when there is no such review.
 */
export async function voteOnReview(
  db: Knex,
  reviewId: string,
  voterId: string,
  type: VoteType,
): Promise<VoteResponse | 'own' | undefined> {
  return db.transaction(async (trx) => {
    const review = await trx('reviews')
      .where({ id: reviewId })
      .forNoKeyUpdate()
      .first<{ user_id: string } | undefined>('user_id');
    if (!review) return undefined;
    if (review.user_id === voterId) return 'own';
    const vote = { review_id: reviewId, user_id: voterId };
    const previous = await trx('review_votes').where(vote).first<{ type: VoteType } | undefined>('type');
    let userVote: VoteType | null;
    if (previous?.type === type) {
      await trx('review_votes').where(vote).delete();
      userVote = null;
    } else {
      await trx('review_votes')
        .insert({ ...vote, type })
        .onConflict(['review_id', 'user_id'])
        .merge(['type']);
      userVote = type;
    }
    const counts = await trx('reviews')
      .where({ id: reviewId })
      .first<{ likes: number; dislikes: number }>('likes', 'dislikes');
    return { reviewId, likes: counts.likes, dislikes: counts.dislikes, userVote };
  });
}
