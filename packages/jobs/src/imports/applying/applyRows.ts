import { type ApplyTarget, type RowToApply, type Skips } from './appliedRow';
import { applyDiary } from './diary';
import { applyListEntries } from './lists';
import { applyRatings } from './ratings';
import { applyReviews } from './reviews';
import { applyWatchlist } from './watchlist';

/**
 * Applies matched rows to the account inside the caller's transaction, every write idempotent (import
 * keys, one row per user and film), so applying the same rows again changes nothing. Order matters:
 * viewings before watched marks (a mark only fills a gap), ratings before reviews (a review without a
 * rating borrows the film's). Answers the rows that could not be used, with why.
 */
export async function applyRows(target: ApplyTarget, rows: RowToApply[]): Promise<Skips> {
  const of = (kind: RowToApply['row']['kind']) => rows.filter(({ row }) => row.kind === kind);
  const skips: Skips = new Map();
  await applyDiary(target, of('diary'), of('watched'));
  await applyRatings(target, of('rating'));
  await applyReviews(target, of('review'), skips);
  await applyWatchlist(target, of('watchlist'));
  await applyListEntries(target, of('list_entry'));
  return skips;
}
