import { describeWithService } from '@marquee/testing/services';
import { pathOf, startSmtpPeer, type SmtpPeer } from '@marquee/testing/smtpPeer';
import { useAppWithWorker } from './helpers/appWithWorker';

describeWithService('TEST_REDIS_URL', 'account emails in the Redis mode', (redisUrl) => {
  let inbox: SmtpPeer;
  beforeAll(async () => {
    inbox = await startSmtpPeer();
  });
  const t = useAppWithWorker(redisUrl, 'email', {
    settings: () => ({ env: { SMTP_URL: inbox.url }, worker: { smtpUrl: inbox.url } }),
  });
  afterAll(async () => {
    await inbox?.close();
  });

  test('sign-up queues the email through BullMQ; the job carries no token; the link verifies', async () => {
    expect(t.app.jobs.mode).toBe('bullmq-worker');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Rae', email: 'rae@example.com', password: 'secret1' },
    });
    expect(response.statusCode).toBe(201);
    const mail = await inbox.next('rae@example.com');
    const token = new URL(mail.links[0] ?? '').searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const user = await t.app.db('users').where({ email: 'rae@example.com' }).first('id');
    // BullMQ keeps job data in clear text: the job names the user and the kind, never the token.
    await t.withQueue('email', async (queue) => {
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
    });

    const verified = await t.app.inject({ method: 'GET', url: pathOf(mail.links[0] ?? '') });
    expect(verified.headers.location).toBe('/email-verified?success=true');
  });
});
