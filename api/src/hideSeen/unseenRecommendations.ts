import { type RecommendationsResponse } from '@marquee/contracts';

type Recommendations = Omit<RecommendationsResponse, 'success' | 'engine' | 'timestamp'>;

/** How many picks past `count` are asked for, to replace the ones the user has seen. */
export const SPARE_PICKS = 10;

/**
 * AI recommendations for a user who hides what they have seen (docs/product.md §2 Hide what you have
 * seen): the engine is asked for spare picks, the seen ones are left out and the first `count` of the
 * rest answered, so the list stays as long as asked whenever the spares suffice.
 */
export async function withoutSeen(
  ask: (count: number) => Promise<Recommendations>,
  count: number,
  hiddenAmong: (movieIds: number[]) => Promise<Set<number>>,
): Promise<Recommendations> {
  const answer = await ask(count + SPARE_PICKS);
  const ids = answer.recommendations.flatMap((pick) => (pick.movieId ? [Number(pick.movieId)] : []));
  const hidden = await hiddenAmong(ids);
  const recommendations = answer.recommendations
    .filter((pick) => !pick.movieId || !hidden.has(Number(pick.movieId)))
    .slice(0, count);
  return { ...answer, recommendations };
}
