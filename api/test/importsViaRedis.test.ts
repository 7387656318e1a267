import { readFilmFileFixture } from '@marquee/film-files/fixtures';
import { removeQueues, uniqueQueuePrefix } from '@marquee/jobs/testing';
import { describeWithService } from '@marquee/testing/services';
import { Queue } from 'bullmq';
import { type App } from '../src/app';
import { importFile } from './helpers/importFlow';
import { seedImportFilms } from './helpers/importFilms';
import { startInTestWorker, type InTestWorker } from './helpers/inTestWorker';
import { signedInUser } from './helpers/sessions';
import { buildTestApp } from './helpers/testApp';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

describeWithService('TEST_REDIS_URL', 'imports in the Redis mode', (redisUrl) => {
  // Its own queues: no other worker on this Redis takes these jobs.
  const prefix = uniqueQueuePrefix();
  let database: TestDatabase;
  let app: App;
  let worker: InTestWorker;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp(database.url, { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix });
    await seedImportFilms(app.db);
    worker = await startInTestWorker(
      'data',
      { redisUrl, prefix },
      {
        databaseUrl: database.url,
        mailFrom: 'Marquee <mail@marquee.test>',
        publicUrl: 'http://localhost:8080',
        ai: {},
      },
    );
  });

  afterAll(async () => {
    await worker?.close();
    await app?.close();
    await database?.drop();
    await removeQueues(redisUrl, prefix);
  });

  test('the upload queues import.run on the data queue; the worker reads, matches and applies it', async () => {
    expect(app.jobs.mode).toBe('bullmq-worker');
    const ada = await signedInUser(app, { email: 'ada@example.com' });
    const summary = await importFile(app, ada, readFilmFileFixture('letterboxdDiary'));
    expect(summary).toMatchObject({ format: 'letterboxd-csv', status: 'needs_review' });
    expect(summary.applied).toBeGreaterThan(0);
    const entries = await app.db('diary_entries').where({ user_id: ada.id }).count({ n: '*' });
    expect(Number(entries[0]?.n)).toBe(summary.applied);

    const queue = new Queue('data', { connection: { url: redisUrl }, prefix });
    try {
      const jobs = await queue.getJobs(['completed', 'active']);
      const job = jobs.find((candidate) => candidate.data.importId === summary.id);
      // BullMQ keeps job data in clear text: the job names the import, not what the file holds.
      expect(job?.name).toBe('import.run');
      expect(job?.data).toEqual({ importId: summary.id });
    } finally {
      await queue.close();
    }
  });
});
