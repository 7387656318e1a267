import { type ImportRowChoice, type ResolvedImportRow } from '@marquee/contracts';
import { type Language } from '@marquee/contracts/languages';
import { applyMatchedRows, finishImport, type FilmLookup } from '@marquee/jobs';
import { type Knex } from 'knex';
import { HttpError } from '../httpError';
import { said } from '../messages/message';
import { findImport } from './importSummary';
import { ROW_COLUMNS, toImportRow, type ImportRowRecord } from './importRowsPage';

/** What the user skipped on the review screen says so (stored in English, said in the reader's language). */
const SKIPPED_BY_USER = said('Skipped by you.');

/**
 * The user's choice for a row the import could not match alone: the film it means (any film the movie
 * data knows, usually one of the candidates), applied at once, or skip it. The choice answers every row
 * still waiting in the import that names the same title and year (a Letterboxd export names a film in its
 * diary, ratings, watched and lists alike), so one film is asked about once. Asking again is harmless: an
 * applied row stays as it was applied. The import is done once no row waits. The row is answered in the
 * reader's `language`.
 */
export async function resolveImportRow(
  db: Knex,
  films: FilmLookup,
  {
    userId,
    importId,
    rowId,
    choice,
    language,
  }: { userId: string; importId: string; rowId: string; choice: ImportRowChoice; language: Language },
): Promise<ResolvedImportRow> {
  const summary = await findImport(db, userId, importId);
  if (!summary) throw new HttpError(404, 'Import not found');
  if (summary.status !== 'needs_review' && summary.status !== 'done') {
    throw new HttpError(
      409,
      'This import is still running: its rows can be reviewed once it has been matched.',
    );
  }
  const rowOf = () =>
    db('import_rows')
      .where({ id: rowId, import_id: importId })
      .first<ImportRowRecord | undefined>(ROW_COLUMNS);
  const row = await rowOf();
  if (!row) throw new HttpError(404, 'Row not found');
  if (row.status !== 'applied') {
    const rowIds = [rowId, ...(await waitingRowsLike(db, importId, row)).filter((id) => id !== rowId)];
    if ('skip' in choice) {
      await db('import_rows')
        .whereIn('id', rowIds)
        .update({ status: 'skipped', reason: SKIPPED_BY_USER.text, reason_values: null });
    } else {
      const film = await films.film(choice.movieId);
      if (!film) throw new HttpError(404, 'Film not found');
      await db('import_rows')
        .whereIn('id', rowIds)
        .update({
          status: 'matched',
          movie_id: film.movieId,
          film: JSON.stringify(film),
          reason: null,
          reason_values: null,
        });
      await applyMatchedRows(db, { importId, userId, format: summary.format! }, rowIds);
    }
    await finishImport(db, importId);
  }
  return {
    row: toImportRow((await rowOf())!, language),
    import: (await findImport(db, userId, importId))!,
  };
}

/** The ids of the import's rows waiting for review that name the same title and year as `row`. */
async function waitingRowsLike(db: Knex, importId: string, row: ImportRowRecord): Promise<string[]> {
  const ids = await db('import_rows')
    .where({ import_id: importId })
    .whereIn('status', ['ambiguous', 'unmatched'])
    .whereRaw("data->>'title' = ?", [row.data.title])
    .whereRaw("(data->>'year') is not distinct from ?", [
      row.data.year === null ? null : String(row.data.year),
    ])
    .pluck('id');
  return ids.map(String);
}
