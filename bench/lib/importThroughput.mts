// Imports a generated Letterboxd export into a fresh database on the local catalog and prints, as JSON,
// how long the import job took and what became of its rows. The job is the one the worker and the API's
// in-process runner run (packages/jobs, import.run), on the database it reads and writes. Run with tsx:
//   tsx lib/importThroughput.mts '{"databaseUrl": …, "rows": 10000}'
import { createHash } from 'node:crypto';
import { migrateToLatest } from '@marquee/api/migrator';
import { seedCatalog } from '@marquee/api/vegaSeed';
import { generateLetterboxdExport } from '@marquee/film-files/bench';
import { createJobServices, processors } from '@marquee/jobs';

const { databaseUrl, rows } = JSON.parse(process.argv[2] ?? '{}') as { databaseUrl: string; rows: number };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const { services, close } = createJobServices(
  { databaseUrl, mailFrom: 'bench@marquee.local', publicUrl: 'http://localhost:8080', ai: {} },
  quiet,
);
const { db } = services;
try {
  await migrateToLatest(db);
  await seedCatalog(db);
  // Films whose title no other film has, as most of a real diary is: each row can match alone.
  const films = await db('catalog_movies')
    .select('title', db.raw('extract(year from min(release_date))::int as year'))
    .groupBy('title')
    .havingRaw('count(*) = 1 and min(release_date) is not null')
    .orderBy('title');
  const file = generateLetterboxdExport(rows, films);
  const [user] = await db('users')
    .insert({ name: 'Bench Importer', email: `importer-${Date.now()}@example.com` })
    .returning<{ id: string }[]>('id');
  const [record] = await db('imports')
    .insert({
      user_id: user!.id,
      file_name: 'letterboxd-export.zip',
      file_sha256: createHash('sha256').update(file).digest('hex'),
      file,
    })
    .returning<{ id: string }[]>('id');
  const context = { logger: quiet, processedBy: 'in-process' as const, services };
  const started = performance.now();
  const outcome = await processors['import.run']({ importId: record!.id }, context);
  const seconds = (performance.now() - started) / 1000;
  const counters = await db('imports')
    .where({ id: record!.id })
    .first('rows_read', 'matched', 'needs_review', 'skipped', 'applied');
  const [{ entries }] = await db('diary_entries').where({ user_id: user!.id }).count({ entries: '*' });
  // The same rows again (a second run of the job): nothing may change.
  await db('import_rows').where({ import_id: record!.id, status: 'applied' }).update({ status: 'matched' });
  await db('imports').where({ id: record!.id }).update({ status: 'applying' });
  const againStarted = performance.now();
  await processors['import.run']({ importId: record!.id }, context);
  const againSeconds = (performance.now() - againStarted) / 1000;
  const [{ entries: entriesAfter }] = await db('diary_entries')
    .where({ user_id: user!.id })
    .count({ entries: '*' });
  process.stdout.write(
    JSON.stringify({
      films: films.length,
      bytes: file.length,
      status: outcome.status,
      seconds,
      againSeconds,
      counters,
      diaryEntries: Number(entries),
      diaryEntriesAfterRerun: Number(entriesAfter),
    }),
  );
} finally {
  await close();
}
