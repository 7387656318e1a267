import { type ListMove } from '@marquee/contracts';
import { type Knex } from 'knex';
import { HttpError } from '../httpError';

/**
 * The fractional order of a list's films (list_entries.position, ascending; film id breaks a tie). A new
 * film goes last, POSITION_STEP after the last; a moved film takes the midpoint of its new neighbours,
 * so a move writes one row, however long the list.
 *
 * Each move into the same gap halves it. When the neighbours are closer than MIN_POSITION_GAP (2^-16:
 * the 28th move in a row into one gap of 1,024), or their midpoint cannot be told from them in double
 * precision, that one list is renumbered first (1,024, 2,048, ... in its current order, one UPDATE of at
 * most 5,000 rows), then the film takes the midpoint of the new gap.
 */
export const POSITION_STEP = 1024;
export const MIN_POSITION_GAP = 2 ** -16;

/** A place in the list's order. */
interface Place {
  position: number;
  movie_id: number;
}

/** The position after the list's last film (the first film's, in an empty list). */
export async function nextPosition(db: Knex, listId: string): Promise<number> {
  const last = await db('list_entries')
    .where({ list_id: listId })
    .orderBy([
      { column: 'position', order: 'desc' },
      { column: 'movie_id', order: 'desc' },
    ])
    .first<Place | undefined>('position');
  return (last?.position ?? 0) + POSITION_STEP;
}

/**
 * The film a move names (`field`: before or after) and its neighbour on that side other than the
 * moving film, read together in one walk of the list's order from it; a 400 when the named film is the
 * moving one or not on the list.
 */
async function anchorAndNeighbour(
  db: Knex,
  listId: string,
  moving: number,
  movieId: string,
  field: 'before' | 'after',
): Promise<[Place, Place | undefined]> {
  if (Number(movieId) === moving) {
    throw new HttpError(400, 'body/move/{{anchor}} must be another film than the one moving', {
      anchor: field,
    });
  }
  // Going before a film, its neighbour is the one before it (the walk goes down); after, the one after.
  const [compare, direction] = field === 'before' ? ['<=', 'desc'] : ['>=', 'asc'];
  const { rows } = await db.raw<{ rows: Place[] }>(
    `select n.position, n.movie_id from list_entries a cross join lateral (
       select position, movie_id from list_entries n
       where n.list_id = a.list_id and n.movie_id <> ? and (n.position, n.movie_id) ${compare} (a.position, a.movie_id)
       order by n.position ${direction}, n.movie_id ${direction} limit 2) n
     where a.list_id = ? and a.movie_id = ?
     order by n.position ${direction}, n.movie_id ${direction}`,
    [moving, listId, Number(movieId)],
  );
  const [anchor, neighbour] = rows;
  if (!anchor)
    throw new HttpError(400, 'body/move/{{anchor}} must be a film of this list', { anchor: field });
  return [anchor, neighbour];
}

/** The films the moving one goes between: none on a side means it goes first or last. */
async function neighbours(
  db: Knex,
  listId: string,
  moving: number,
  move: ListMove,
): Promise<[Place | undefined, Place | undefined]> {
  if (move.before !== undefined) {
    const [upper, lower] = await anchorAndNeighbour(db, listId, moving, move.before, 'before');
    return [lower, upper];
  }
  if (move.after !== undefined) {
    return anchorAndNeighbour(db, listId, moving, move.after, 'after');
  }
  const index = move.toIndex ?? 0;
  const others = db('list_entries').where({ list_id: listId }).whereNot({ movie_id: moving });
  // The films at index - 1 and index once the moving one is taken out; none means the index is past
  // the end, and only then is the list counted, for the message.
  const around: Place[] = await others
    .clone()
    .select('position', 'movie_id')
    .orderBy([
      { column: 'position', order: 'asc' },
      { column: 'movie_id', order: 'asc' },
    ])
    .offset(Math.max(index - 1, 0))
    .limit(index === 0 ? 1 : 2);
  if (index > 0 && around.length === 0) {
    const [counted] = await others.count<{ count: string }[]>('* as count');
    throw new HttpError(400, 'body/move/toIndex must be at most {{limit}}', {
      limit: Number(counted?.count ?? 0),
    });
  }
  return index === 0 ? [undefined, around[0]] : [around[0], around[1]];
}

/** The new position between two places, or undefined when they are too close to split. */
function between(lower: Place | undefined, upper: Place | undefined, current: number): number | undefined {
  if (!lower && !upper) return current;
  if (!lower) return upper!.position - POSITION_STEP;
  if (!upper) return lower.position + POSITION_STEP;
  const middle = lower.position + (upper.position - lower.position) / 2;
  const splits = upper.position - lower.position >= MIN_POSITION_GAP;
  return splits && lower.position < middle && middle < upper.position ? middle : undefined;
}

/** Renumbers one list's positions to 1,024, 2,048, ... in its current order. Answers how many rows it wrote. */
export async function renumberList(db: Knex, listId: string): Promise<number> {
  return db
    .raw<{ rowCount: number }>(
      `update list_entries e set position = numbered.n * ?
     from (select movie_id, row_number() over (order by position, movie_id) as n
           from list_entries where list_id = ?) numbered
     where e.list_id = ? and e.movie_id = numbered.movie_id`,
      [POSITION_STEP, listId, listId],
    )
    .then((result) => result.rowCount);
}

/**
 * Where a film of the list goes for a move (in the caller's transaction, the list's row locked so moves
 * of one list take turns); the caller writes it with any other change of that row. Renumbers the list
 * first when the gap is too small.
 */
export async function movedPosition(
  db: Knex.Transaction,
  listId: string,
  movieId: number,
  current: number,
  move: ListMove,
): Promise<number> {
  const position = between(...(await neighbours(db, listId, movieId, move)), current);
  if (position !== undefined) return position;
  await renumberList(db, listId);
  const renumbered = between(...(await neighbours(db, listId, movieId, move)), current);
  if (renumbered === undefined) throw new Error('a renumbered list still has no gap to move into');
  return renumbered;
}
