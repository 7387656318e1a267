import { type ParsedRow } from '@marquee/film-files';
import { type Knex } from 'knex';
import { type FilmLookup } from '../films/filmLookup';
import { refreshCounters } from './importCounters';
import { matchRow, type MatchOutcome } from './matchRow';
import { latestToday, rowProblem } from './rowProblems';
import { storedReason } from './skipReason';

/** Rows matched between two progress updates, and lookups running at once (TMDB is the slow one). */
const MATCH_BATCH = 500;
const LOOKUPS_AT_ONCE = 8;

interface PendingRow {
  id: string;
  data: ParsedRow;
}

/** What identifies a film in a row: rows that say the same thing share one lookup. */
const filmKey = (row: ParsedRow) =>
  JSON.stringify([
    row.kind === 'like',
    row.isTv,
    row.tmdbId,
    row.imdbId,
    row.title,
    row.originalTitle,
    row.year,
  ]);

/**
 * Matches the import's pending rows batch by batch, storing each outcome and the counters after every
 * batch (the import page's live progress). Only pending rows are read, so a run that stopped half-way
 * goes on where it was. Rows naming the same film (a diary, its rating, its review) are looked up once.
 */
export async function matchImportRows(db: Knex, importId: string, films: FilmLookup): Promise<void> {
  const lookups = new Map<string, Promise<MatchOutcome>>();
  const today = latestToday();
  const outcomeOf = (row: ParsedRow): Promise<MatchOutcome> => {
    const problem = rowProblem(row, today);
    if (problem) return Promise.resolve({ status: 'skipped', reason: problem });
    const key = filmKey(row);
    let outcome = lookups.get(key);
    if (!outcome) lookups.set(key, (outcome = matchRow(row, films)));
    return outcome;
  };
  for (;;) {
    const pending = await db('import_rows')
      .where({ import_id: importId, status: 'pending' })
      .orderBy('id')
      .limit(MATCH_BATCH)
      .select<PendingRow[]>('id', 'data');
    if (pending.length === 0) return;
    const outcomes = await mapAtMost(LOOKUPS_AT_ONCE, pending, ({ data }) => outcomeOf(data));
    await storeOutcomes(
      db,
      pending.map(({ id }, index) => ({ id, outcome: outcomes[index]! })),
    );
    await refreshCounters(db, importId);
  }
}

async function storeOutcomes(db: Knex, rows: { id: string; outcome: MatchOutcome }[]): Promise<void> {
  const records = rows.map(({ id, outcome }) => ({
    id,
    status: outcome.status,
    movie_id: outcome.status === 'matched' ? outcome.film.movieId : null,
    film: outcome.status === 'matched' ? outcome.film : null,
    candidates: 'candidates' in outcome ? outcome.candidates : null,
    ...storedReason(outcome.status === 'skipped' ? outcome.reason : undefined),
  }));
  await db.raw(
    `update import_rows set status = r.status, movie_id = r.movie_id, film = r.film, candidates = r.candidates,
       reason = r.reason, reason_values = r.reason_values
     from jsonb_to_recordset(cast(:records as jsonb))
       as r(id bigint, status text, movie_id int, film jsonb, candidates jsonb, reason text, reason_values jsonb)
     where import_rows.id = r.id`,
    { records: JSON.stringify(records) },
  );
}

/** `map` over `items` with at most `limit` calls running at once, answers in the items' order. */
async function mapAtMost<T, R>(limit: number, items: T[], map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const run = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await map(items[index]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
  return results;
}
