import { type AdminJobs } from '@marquee/contracts';
import { JobFailedError } from '@marquee/jobs';
import { call, member } from './helpers/adminFixtures';
import { useTestApp } from './helpers/testApp';
import { insertUser } from './helpers/users';

// Nothing listens on port 1: every email job fails (after its retries, about 3 s).
const t = useTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });

test('the job queues in each state, and retrying the failed jobs of a queue', async () => {
  const admin = await member(t.app, 'admin@example.com', 'admin');
  const newcomer = await insertUser(t.app.db, { email: 'new@example.com', verified: false });
  await expect(
    t.app.jobs.enqueueAndWait(
      'email.send',
      { kind: 'verify-email', userId: newcomer, deliveryId: 'welcome-1' },
      { timeoutMs: 20_000 },
    ),
  ).rejects.toBeInstanceOf(JobFailedError);

  const before = await call(t.app, 'GET', '/api/admin/jobs', admin.token);
  expect(before.statusCode).toBe(200);
  expect(before.json<AdminJobs>()).toEqual({
    mode: 'in-process',
    queues: [
      { name: 'email', waiting: 0, active: 0, delayed: 0, completed: 0, failed: 1 },
      { name: 'ai', waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 },
      // The data queue also runs the scheduled jobs the app starts (reminders, digest): only none failed.
      expect.objectContaining({ name: 'data', failed: 0 }),
    ],
  });

  const retried = await call(t.app, 'POST', '/api/admin/jobs/email/retry-failed', admin.token);
  expect(retried.json()).toEqual({ retried: 1 });
  // Back in the queue: waiting, running or waiting for its next attempt, no longer failed.
  const [email] = (await call(t.app, 'GET', '/api/admin/jobs', admin.token)).json<AdminJobs>().queues;
  expect(email?.failed).toBe(0);
  expect((email?.waiting ?? 0) + (email?.active ?? 0) + (email?.delayed ?? 0)).toBe(1);

  const unknown = await call(t.app, 'POST', '/api/admin/jobs/nope/retry-failed', admin.token);
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({ message: 'No queue is called nope' });
});
