import { type ImportRow, type ImportRowsResponse, type ImportSummary } from '@marquee/contracts';
import { type Knex } from 'knex';
import { type App } from '../../src/app';
import { type SignedInUser } from './sessions';

/** Sends a file to POST /api/imports as the import page does: its bytes as the body. */
export function uploadImport(
  app: App,
  user: SignedInUser,
  { fileName, bytes }: { fileName: string; bytes: Buffer },
  contentType = 'application/octet-stream',
) {
  return app.inject({
    method: 'POST',
    url: `/api/imports?fileName=${encodeURIComponent(fileName)}`,
    headers: { ...user.headers, 'content-type': contentType },
    payload: bytes,
  });
}

const RUNNING = ['queued', 'reading', 'matching', 'applying'];

/** Polls GET /api/imports/:id as the import page does until the worker is done with it (or 30 s passed). */
export async function importWhenSettled(
  app: App,
  user: SignedInUser,
  importId: string,
): Promise<ImportSummary> {
  for (const deadline = Date.now() + 30_000; ;) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/imports/${importId}`,
      headers: user.headers,
    });
    const summary = response.json<{ import: ImportSummary }>().import;
    if (!RUNNING.includes(summary.status) || Date.now() > deadline) return summary;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Uploads a file and waits until its import has settled. */
export async function importFile(
  app: App,
  user: SignedInUser,
  file: { fileName: string; bytes: Buffer },
): Promise<ImportSummary> {
  const response = await uploadImport(app, user, file);
  if (response.statusCode >= 300) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  return importWhenSettled(app, user, response.json<{ import: ImportSummary }>().import.id);
}

/** Every row of an import in one state (the rows API's filter), following the cursor. */
export async function importRows(
  app: App,
  user: SignedInUser,
  importId: string,
  status: 'needs_review' | 'skipped' | 'applied',
): Promise<ImportRow[]> {
  const rows: ImportRow[] = [];
  for (let cursor: string | null = ''; cursor !== null;) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/imports/${importId}/rows?status=${status}&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      headers: user.headers,
    });
    const page: ImportRowsResponse = response.json();
    rows.push(...page.rows);
    cursor = page.nextCursor;
  }
  return rows;
}

/**
 * What an account holds that imports and exports carry, in a stable order and without ids or times, so
 * two accounts can be compared.
 */
export async function accountContents(db: Knex, userId: string) {
  const diary = await db('diary_entries')
    .where({ user_id: userId })
    .orderBy(['movie_id', 'watched_on', 'rating10'])
    .select(
      'movie_id',
      db.raw(`to_char(watched_on, 'YYYY-MM-DD') as watched_on`),
      'rating10',
      'rewatch',
      'tags',
    );
  const ratings = await db('film_ratings')
    .where({ user_id: userId })
    .orderBy('movie_id')
    .select('movie_id', 'rating10');
  const reviews = await db('reviews')
    .where({ user_id: userId })
    .orderBy('movie_id')
    .select('movie_id', 'rating', 'title', 'comment');
  const watchlist = await db('watchlist_items')
    .where({ user_id: userId })
    .orderBy('movie_id')
    .pluck('movie_id');
  const lists = await db('lists as l')
    .where('l.user_id', userId)
    .orderBy('l.name')
    .select(
      'l.name',
      'l.description',
      db.raw(
        'array(select e.movie_id from list_entries e where e.list_id = l.id order by e.position) as films',
      ),
    );
  return { diary, ratings, reviews, watchlist, lists };
}
