import { ratingToStars } from '@marquee/contracts/ratings';
import { type ApplyTarget, type RowToApply, type Skips, oncePerFilm } from './appliedRow';

/** The reviews table's limits (migration 0021): a comment of 1..1000 characters, a title of up to 100. */
const MAX_COMMENT = 1000;
const MAX_TITLE = 100;

/** Why a review row is not applied (English: the API says them in the reader's language). */
export const REVIEW_SKIPS = {
  noText: 'The review has no text.',
  noRating: 'A Marquee review needs a rating, and neither the review nor your ratings rate this film.',
} as const;

/** Text cut to `max` characters (code points), its end marked with an ellipsis. */
export function cutText(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * Review rows become reviews: one per user and film, so a film already reviewed keeps its review. The
 * rating is the review's own (halved to stars), else the account's rating of the film (ratings are
 * applied first); a review with neither, or without text, is skipped. Text over 1000 characters is cut
 * with an ellipsis. The viewing logged on the review's day is linked to it.
 */
export async function applyReviews(
  { trx, userId }: ApplyTarget,
  rows: RowToApply[],
  skips: Skips,
): Promise<void> {
  const withText = rows.filter(({ id, row }) =>
    row.review?.trim() ? true : !skips.set(id, { text: REVIEW_SKIPS.noText }),
  );
  if (withText.length === 0) return;
  const rated = new Map<number, number>(
    (
      await trx('film_ratings')
        .where('user_id', userId)
        .whereIn(
          'movie_id',
          withText.map(({ film }) => film.movieId),
        )
        .select<{ movie_id: number; rating10: number }[]>('movie_id', 'rating10')
    ).map((rating) => [rating.movie_id, rating.rating10]),
  );
  const records = oncePerFilm(withText).flatMap(({ id, row, film }) => {
    const rating10 = row.rating10 ?? rated.get(film.movieId);
    if (rating10 === undefined) {
      skips.set(id, { text: REVIEW_SKIPS.noRating });
      return [];
    }
    return [
      {
        movie_id: film.movieId,
        movie_title: film.title,
        rating: Math.min(5, Math.max(1, ratingToStars(rating10))),
        title: cutText(row.reviewTitle?.trim() ?? '', MAX_TITLE),
        comment: cutText(row.review!.trim(), MAX_COMMENT),
        watched_on: row.watchedOn,
      },
    ];
  });
  if (records.length === 0) return;
  const bindings = { userId, records: JSON.stringify(records) };
  await trx.raw(
    `insert into reviews (user_id, movie_id, movie_title, rating, title, comment)
     select :userId, r.movie_id, r.movie_title, r.rating, r.title, r.comment
     from jsonb_to_recordset(cast(:records as jsonb)) as r(movie_id int, movie_title text, rating smallint, title text, comment text)
     on conflict (user_id, movie_id) do nothing`,
    bindings,
  );
  await trx.raw(
    `update diary_entries d set review_id = rv.id
     from jsonb_to_recordset(cast(:records as jsonb)) as r(movie_id int, watched_on date)
     join reviews rv on rv.user_id = :userId and rv.movie_id = r.movie_id
     where d.user_id = :userId and d.movie_id = r.movie_id and d.watched_on = r.watched_on and d.review_id is null`,
    bindings,
  );
}
