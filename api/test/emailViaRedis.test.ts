import { describeWithService } from '@marquee/testing/services';
import { removeQueues, uniqueQueuePrefix } from '@marquee/jobs/testing';
import { Queue } from 'bullmq';
import { type App } from '../src/app';
import { pathOf, startSmtpPeer, type SmtpPeer } from '@marquee/testing/smtpPeer';
import { startInTestWorker, type InTestWorker } from './helpers/inTestWorker';
import { buildTestApp } from './helpers/testApp';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

describeWithService('TEST_REDIS_URL', 'account emails in the Redis mode', (redisUrl) => {
  // Its own queues: no other worker on this Redis takes these jobs.
  const prefix = uniqueQueuePrefix();
  let database: TestDatabase;
  let inbox: SmtpPeer;
  let app: App;
  let worker: InTestWorker;

  beforeAll(async () => {
    database = await createTestDatabase();
    inbox = await startSmtpPeer();
    app = await buildTestApp(database.url, {
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
      SMTP_URL: inbox.url,
    });
    worker = await startInTestWorker(
      'email',
      { redisUrl, prefix },
      {
        databaseUrl: database.url,
        smtpUrl: inbox.url,
        mailFrom: 'Marquee <mail@marquee.test>',
        publicUrl: 'http://localhost:8080',
        ai: {},
      },
    );
  });

  afterAll(async () => {
    await worker?.close();
    await app?.close();
    await inbox?.close();
    await database?.drop();
    await removeQueues(redisUrl, prefix);
  });

  test('sign-up queues the email through BullMQ; the job carries no token; the link verifies', async () => {
    expect(app.jobs.mode).toBe('bullmq-worker');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Rae', email: 'rae@example.com', password: 'secret1' },
    });
    expect(response.statusCode).toBe(201);
    const mail = await inbox.next('rae@example.com');
    const token = new URL(mail.links[0] ?? '').searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const user = await app.db('users').where({ email: 'rae@example.com' }).first('id');
    // BullMQ keeps job data in clear text: the job names the user and the kind, never the token.
    const queue = new Queue('email', { connection: { url: redisUrl }, prefix });
    try {
      // The mail arrives before the worker has recorded the job as completed: wait for that too.
      let jobs = await queue.getJobs(['completed']);
      let job = jobs.find((candidate) => candidate.data.userId === user.id);
      for (const deadline = Date.now() + 10_000; !job && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        jobs = await queue.getJobs(['completed']);
        job = jobs.find((candidate) => candidate.data.userId === user.id);
      }
      expect(job).toBeDefined();
      expect(Object.keys(job?.data ?? {}).sort()).toEqual(['deliveryId', 'kind', 'userId']);
      expect(job?.returnvalue).toEqual({ status: 'sent' });
      expect(JSON.stringify(jobs.map((candidate) => candidate.data))).not.toContain(token);
    } finally {
      await queue.close();
    }

    const verified = await app.inject({ method: 'GET', url: pathOf(mail.links[0] ?? '') });
    expect(verified.headers.location).toBe('/email-verified?success=true');
  });
});
