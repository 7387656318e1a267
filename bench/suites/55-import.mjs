import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withClient } from '../lib/postgres.mjs';

export const name = 'import';
export const title = 'Import: a 10,000-row Letterboxd export on the local catalog';

const here = path.dirname(fileURLToPath(import.meta.url));
/** BENCH_IMPORT_ROWS=1000 tries the suite quickly. */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const GOAL_SECONDS = 60;

/** The import job run by lib/importThroughput.mts in a database of its own, dropped afterwards. */
async function measureImport(log) {
  if (!process.env.TEST_DATABASE_URL) throw new Error('needs TEST_DATABASE_URL (a Postgres server to fill)');
  const database = `marquee_bench_import_${Date.now()}`;
  await withClient(process.env.TEST_DATABASE_URL, (client) => client.query(`create database ${database}`));
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  try {
    log(`seeding the catalog and importing ${ROWS.toLocaleString('en')} diary rows`);
    const output = execFileSync(
      'npx',
      [
        'tsx',
        path.join(here, '..', 'lib', 'importThroughput.mts'),
        JSON.stringify({ databaseUrl: url.toString(), rows: ROWS }),
      ],
      { cwd: path.join(here, '..'), stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 * 1024 * 1024 },
    );
    return JSON.parse(output.toString());
  } finally {
    await withClient(process.env.TEST_DATABASE_URL, (client) =>
      client.query(`drop database if exists ${database} with (force)`),
    );
  }
}

export async function run({ log }) {
  const result = await measureImport(log);
  const { counters } = result;
  const perSecond = counters.rows_read / result.seconds;
  log(
    `${counters.rows_read} rows in ${result.seconds.toFixed(1)} s (${perSecond.toFixed(0)} rows/s), status ${result.status}`,
  );
  return {
    rows: [
      {
        measure: `Letterboxd ZIP, ${counters.rows_read.toLocaleString('en')} diary rows (${(result.bytes / 1024).toFixed(0)} KB), ${result.films.toLocaleString('en')} catalog films`,
        'total s': result.seconds.toFixed(1),
        'rows/s': perSecond.toFixed(0),
        matched: counters.matched,
        'needs review': counters.needs_review,
        skipped: counters.skipped,
        applied: counters.applied,
      },
      {
        measure: 'the same import run again (a job resumed after a crash)',
        'total s': result.againSeconds.toFixed(1),
        'rows/s': (counters.rows_read / result.againSeconds).toFixed(0),
        matched: '',
        'needs review': '',
        skipped: '',
        applied: `${result.diaryEntriesAfterRerun - result.diaryEntries} new diary entries`,
      },
    ],
    goals: [
      {
        goal: `a ${ROWS.toLocaleString('en')}-row Letterboxd export imported within ${GOAL_SECONDS} s`,
        measured: `${result.seconds.toFixed(1)} s`,
        met: result.seconds <= GOAL_SECONDS && counters.rows_read === ROWS,
      },
      {
        goal: 'running the import again adds nothing',
        measured: `${result.diaryEntriesAfterRerun - result.diaryEntries} new diary entries`,
        met: result.diaryEntriesAfterRerun === result.diaryEntries,
      },
    ],
    notes:
      "The import job (packages/jobs import.run: read the ZIP with @marquee/film-files, match every row against the local catalog seeded from vega-datasets, apply the matched rows in one transaction) on a fresh database of TEST_DATABASE_URL's server, timed from the job's start to its end. The export comes from @marquee/film-files' generateLetterboxdExport: one diary entry a day back from 2025-12-31 over the catalog's films whose title no other film has (a film seen again is a rewatch), half-star ratings, a few tags.",
  };
}
