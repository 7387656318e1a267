// Seeds `users` accounts whose weekly digest is due, sends it to them through the SMTP server at `smtpUrl`
// and prints, as JSON, how long the run took, what it counted, and this process's memory (RSS) sampled
// every 250 ms with the time of each sample. The run is the one the worker's hourly job makes
// (packages/jobs runWeeklyDigest, default options), on a fresh database of its own. Run with tsx:
//   tsx lib/digestThroughput.mts '{"databaseUrl": …, "smtpUrl": …, "users": 100000}'
import { migrateToLatest } from '@marquee/api/migrator';
import { createJobServices, runWeeklyDigest } from '@marquee/jobs';
import { numberedUuid } from './scaleData.mjs';

const { databaseUrl, smtpUrl, users } = JSON.parse(process.argv[2] ?? '{}') as {
  databaseUrl: string;
  smtpUrl: string;
  users: number;
};
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** People with a review and a list this week; each user follows three of them. */
const ACTIVE_PEOPLE = 50;
/** Films out this week; each user keeps two of them on the watchlist. */
const FILMS = 40;
/** 08:30 UTC today: the morning of the users, whose time zone is unset (UTC). */
const at = new Date(`${new Date().toISOString().slice(0, 10)}T08:30:00Z`);

const { services, close } = createJobServices(
  { databaseUrl, smtpUrl, mailFrom: 'bench@marquee.local', publicUrl: 'https://marquee.example', ai: {} },
  quiet,
);
const { db } = services;

/** Everyone verified (the digest goes to verified addresses only); the active people have handles. */
async function seed(): Promise<void> {
  await migrateToLatest(db);
  await db.raw(
    `insert into catalog_movies (id, title, original_title, dataset, release_date)
     select n, 'Film ' || n, 'Film ' || n, 'bench', ?::date + (n % 15 - 7) from generate_series(1, ?::int) n`,
    [at.toISOString().slice(0, 10), FILMS],
  );
  await db.raw(
    `insert into users (id, name, email, email_verified_at, handle)
     select ${numberedUuid('n')}, 'Reader ' || n, 'reader' || n || '@example.com', now(),
       case when n <= ? then 'reader' || n end
     from generate_series(1, ?::int) n`,
    [ACTIVE_PEOPLE, users],
  );
  await db.raw(
    `insert into watchlist_items (user_id, movie_id, title)
     select ${numberedUuid('n')}, f, 'Film ' || f
     from generate_series(1, ?::int) n, lateral (values (1 + n % ?), (1 + (n + 7) % ?)) w(f)`,
    [users, FILMS, FILMS],
  );
  await db.raw(
    `insert into follows (follower_id, followee_id)
     select ${numberedUuid('n')}, ${numberedUuid('p')}
     from generate_series(1, ?::int) n, lateral (values (1 + n % ?), (1 + (n + 1) % ?), (1 + (n + 2) % ?)) f(p)
     where n <> p`,
    [users, ACTIVE_PEOPLE, ACTIVE_PEOPLE, ACTIVE_PEOPLE],
  );
  await db.raw(
    `insert into reviews (user_id, movie_id, movie_title, rating, comment, created_at)
     select ${numberedUuid('p')}, 1 + p % ?, 'Film ' || (1 + p % ?), 4, 'Worth it.', ?::timestamptz - interval '1 day'
     from generate_series(1, ?::int) p`,
    [FILMS, FILMS, at, ACTIVE_PEOPLE],
  );
  await db.raw('analyze');
}

try {
  await seed();
  const samples: { at: number; rssMb: number }[] = [];
  const sample = () =>
    samples.push({ at: Date.now(), rssMb: Math.round((process.memoryUsage().rss / 2 ** 20) * 10) / 10 });
  const sampler = setInterval(sample, 250);
  const started = performance.now();
  const counts = await runWeeklyDigest(services, quiet, { at });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  sample();
  // The same hour's next run (a second worker, or a restart) sends nothing.
  const again = await runWeeklyDigest(services, quiet, { at });
  process.stdout.write(JSON.stringify({ seconds, counts, again, samples }));
} finally {
  await close();
}
