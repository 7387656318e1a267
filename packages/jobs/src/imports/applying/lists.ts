import { listImportKey } from '../importKey';
import { type ApplyTarget, type RowToApply } from './appliedRow';
import { cutText } from './reviews';

/** The lists table's limits (migration 0051). */
const MAX_NAME = 100;
const MAX_TEXT = 1000;
/** The gap between neighbours in a list's fractional order (new = last + 1024). */
const POSITION_STEP = 1024;

/**
 * List rows become the account's lists, one per list name (its import_key), and their entries in the
 * file's order; a film already in the list keeps its place.
 */
export async function applyListEntries(
  { trx, userId, service }: ApplyTarget,
  rows: RowToApply[],
): Promise<void> {
  const byList = new Map<string, RowToApply[]>();
  for (const row of rows) {
    const name = row.row.listName?.trim() || 'Imported list';
    byList.set(name, [...(byList.get(name) ?? []), row]);
  }
  for (const [name, entries] of byList) {
    const key = listImportKey(service, name);
    await trx('lists')
      .insert({
        user_id: userId,
        name: cutText(name, MAX_NAME),
        description: cutText(entries[0]!.row.listDescription ?? '', MAX_TEXT),
        import_key: key,
      })
      .onConflict(trx.raw('(user_id, import_key) where import_key is not null'))
      .ignore();
    const list = await trx('lists').where({ user_id: userId, import_key: key }).first<{ id: string }>('id');
    const records = entries.map(({ row, film }, order) => ({
      movie_id: film.movieId,
      title: film.title,
      poster: film.poster,
      year: film.year,
      position: (row.listPosition ?? order + 1) * POSITION_STEP,
      note: cutText(row.note ?? '', MAX_TEXT),
    }));
    await trx.raw(
      `insert into list_entries (list_id, movie_id, title, poster, year, position, note)
       select distinct on (r.movie_id) :listId, r.movie_id, r.title, r.poster, r.year, r.position, r.note
       from jsonb_to_recordset(cast(:records as jsonb)) as r(movie_id int, title text, poster text, year text, position float8, note text)
       order by r.movie_id, r.position
       on conflict (list_id, movie_id) do nothing`,
      { listId: list!.id, records: JSON.stringify(records) },
    );
  }
}
