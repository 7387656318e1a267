import { LIST_LIMITS, type ListEntry, type ListMove } from '@marquee/contracts';
import { type Knex } from 'knex';
import { type LoggedFilm } from '../diary/loggedFilm';
import { HttpError } from '../httpError';
import { ENTRY_COLUMNS, toListEntry, type ListEntryRow } from './listEntryRows';
import { movedPosition, nextPosition } from './listPositions';
import { listFull } from './listRules';

const ENTRY_NOT_FOUND = 'That film is not on this list';

/**
 * Locks the list's row for the rest of the transaction and marks it as changed: additions and moves of
 * one list take turns, so two of them never pick the same position or pass the limit together.
 */
async function lockList(trx: Knex.Transaction, listId: string): Promise<void> {
  await trx('lists').where({ id: listId }).update({ updated_at: trx.fn.now() });
}

/** A film of the list with its rank in the list's order; undefined when it is not on it. */
export async function findListEntry(
  db: Knex,
  listId: string,
  movieId: number,
): Promise<ListEntry | undefined> {
  const row = await db('list_entries as e')
    .select(
      db.raw(
        `${ENTRY_COLUMNS}, (select count(*) from list_entries b
           where b.list_id = e.list_id and (b.position, b.movie_id) < (e.position, e.movie_id)) + 1 as rank`,
      ),
    )
    .where({ 'e.list_id': listId, 'e.movie_id': movieId })
    .first<(ListEntryRow & { rank: string }) | undefined>();
  return row && toListEntry(row, Number(row.rank));
}

/**
 * Adds a film at the end of the list: a 409 when it is already on it, or the list holds the most
 * films a list may.
 */
export async function addListEntry(
  db: Knex,
  listId: string,
  movieId: string,
  film: LoggedFilm,
  note: string,
): Promise<ListEntry> {
  await db.transaction(async (trx) => {
    await lockList(trx, listId);
    const [counted] = await trx('list_entries')
      .where({ list_id: listId })
      .count<{ count: string }[]>('* as count');
    if (Number(counted?.count ?? 0) >= LIST_LIMITS.entriesPerList) throw listFull();
    const inserted = await trx('list_entries')
      .insert({
        list_id: listId,
        movie_id: Number(movieId),
        title: film.title,
        poster: film.poster,
        year: film.year,
        vote_average: film.voteAverage,
        note,
        position: await nextPosition(trx, listId),
      })
      .onConflict(['list_id', 'movie_id'])
      .ignore()
      .returning('movie_id');
    if (inserted.length === 0) throw new HttpError(409, 'That film is already on this list');
  });
  return (await findListEntry(db, listId, Number(movieId)))!;
}

/** Changes a film's note and/or moves it; a 404 when it is not on the list. */
export async function updateListEntry(
  db: Knex,
  listId: string,
  movieId: number,
  changes: { note?: string; move?: ListMove },
): Promise<ListEntry> {
  await db.transaction(async (trx) => {
    await lockList(trx, listId);
    const current = await trx('list_entries')
      .where({ list_id: listId, movie_id: movieId })
      .first<{ position: number } | undefined>('position');
    if (!current) throw new HttpError(404, ENTRY_NOT_FOUND);
    // One write of the entry's row, whatever changes: a move rewrites no other row (but a renumbering).
    await trx('list_entries')
      .where({ list_id: listId, movie_id: movieId })
      .update({
        ...(changes.note !== undefined && { note: changes.note }),
        ...(changes.move && {
          position: await movedPosition(trx, listId, movieId, current.position, changes.move),
        }),
      });
  });
  return (await findListEntry(db, listId, movieId))!;
}

/** Takes a film off the list; a 404 when it is not on it. */
export async function removeListEntry(db: Knex, listId: string, movieId: number): Promise<void> {
  await db.transaction(async (trx) => {
    await lockList(trx, listId);
    const removed = await trx('list_entries').where({ list_id: listId, movie_id: movieId }).delete();
    if (removed === 0) throw new HttpError(404, ENTRY_NOT_FOUND);
  });
}
