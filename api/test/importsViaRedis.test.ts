import { readFilmFileFixture } from '@marquee/film-files/fixtures';
import { describeWithService } from '@marquee/testing/services';
import { useAppWithWorker } from './helpers/appWithWorker';
import { importFile } from './helpers/importFlow';
import { seedImportFilms } from './helpers/importFilms';
import { signedInUser } from './helpers/sessions';

describeWithService('TEST_REDIS_URL', 'imports in the Redis mode', (redisUrl) => {
  const t = useAppWithWorker(redisUrl, 'data', { seed: (app) => seedImportFilms(app.db) });

  test('the upload queues import.run on the data queue; the worker reads, matches and applies it', async () => {
    expect(t.app.jobs.mode).toBe('bullmq-worker');
    const ada = await signedInUser(t.app, { email: 'ada@example.com' });
    const summary = await importFile(t.app, ada, readFilmFileFixture('letterboxdDiary'));
    expect(summary).toMatchObject({ format: 'letterboxd-csv', status: 'needs_review' });
    expect(summary.applied).toBeGreaterThan(0);
    const entries = await t.app.db('diary_entries').where({ user_id: ada.id }).count({ n: '*' });
    expect(Number(entries[0]?.n)).toBe(summary.applied);

    const jobs = await t.withQueue('data', (queue) => queue.getJobs(['completed', 'active']));
    const job = jobs.find((candidate) => candidate.data.importId === summary.id);
    // BullMQ keeps job data in clear text: the job names the import, not what the file holds.
    expect(job?.name).toBe('import.run');
    expect(job?.data).toEqual({ importId: summary.id });
  });
});
