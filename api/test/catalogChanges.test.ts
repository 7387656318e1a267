import { type AddressInfo } from 'node:net';
import { type Knex } from 'knex';
import { createKnex } from '../src/db/knex';
import { announceCatalogChange, listenForCatalogChanges } from '../src/movies/catalog/catalogChanges';
import { insertCatalogFilms } from './helpers/catalogFilms';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';
import { useTestApp } from './helpers/testApp';

/** How long a test waits for something asynchronous to happen: a bound on a hang, not a timing check. */
const PATIENCE_MS = 10_000;

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const quiet = { warn: () => undefined };

/** The catalog listeners' connections to the current database, known by the name they give them. */
const LISTENERS = `from pg_stat_activity
  where datname = current_database() and application_name = 'marquee-catalog-changes'`;

/** Listeners connected and done with their LISTEN (an announcement made before that goes unheard). */
const listening = async (db: Knex) =>
  (await db.raw<{ rows: unknown[] }>(`select pid ${LISTENERS} and state = 'idle' and query like 'LISTEN %'`))
    .rows.length;

describe('a catalog import seen by a running API on the local catalog', () => {
  const t = useTestApp();
  const FILM = 7_100_001;
  let base: string;

  beforeAll(async () => {
    await insertCatalogFilms(t.app.db, [{ id: FILM, title: 'Before the Import' }]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  const film = async () => {
    const answer = await fetch(`${base}/api/tmdb/movie/${FILM}`);
    return {
      title: ((await answer.json()) as { title: string }).title,
      cache: answer.headers.get('x-cache'),
    };
  };

  it('answers from its cache until the import is announced, then from the new catalog', async () => {
    await film();
    await eventually(film, (answer) => answer.cache === 'HIT');
    await t.app.db('catalog_movies').where({ id: FILM }).update({ title: 'After the Import' });
    expect(await film()).toEqual({ title: 'Before the Import', cache: 'HIT' });

    await eventually(
      () => listening(t.app.db),
      (count) => count === 1,
    );
    await announceCatalogChange(t.app.db);
    expect(await eventually(film, (answer) => answer.title === 'After the Import')).toEqual({
      title: 'After the Import',
      cache: 'MISS',
    });
  });
});

describe('the catalog change listener', () => {
  // A database of its own, with no API listening on it.
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('hears an announcement, and after losing its connection catches up and hears the next', async () => {
    let heard = 0;
    const listener = listenForCatalogChanges(database.url, () => (heard += 1), {
      log: quiet,
      reconnectMs: 50,
    });
    const db = createKnex(database.url, { poolMax: 1 });
    const heardTimes = (times: number) =>
      eventually(
        async () => heard,
        (count) => count === times,
      );
    try {
      await eventually(
        () => listening(db),
        (count) => count === 1,
      );
      await announceCatalogChange(db);
      expect(await heardTimes(1)).toBe(1);

      await db.raw(`select pg_terminate_backend(pid) ${LISTENERS}`);
      // Back on a new connection, it assumes it missed one.
      expect(await heardTimes(2)).toBe(2);
      await eventually(
        () => listening(db),
        (count) => count === 1,
      );
      await announceCatalogChange(db);
      expect(await heardTimes(3)).toBe(3);
    } finally {
      await listener.close();
      await db.destroy();
    }
  });

  it('keeps trying while the database cannot be reached, and stops when closed', async () => {
    const warnings: string[] = [];
    const listener = listenForCatalogChanges('postgres://postgres@127.0.0.1:1/nowhere', () => undefined, {
      log: { warn: (_details, message) => warnings.push(message) },
      reconnectMs: 20,
    });
    await eventually(
      async () => warnings.length,
      (count) => count >= 2,
    );
    await listener.close();
    const seen = warnings.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toBeGreaterThanOrEqual(2);
    expect(warnings.length).toBe(seen);
  });
});
