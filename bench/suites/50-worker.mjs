import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { startSmtpServer as startSmtpTestServer } from '@marquee/testing/smtpServer';
import { withClient, withScratchDatabase } from '../lib/postgres.mjs';
import { numberedUuid } from '../lib/scaleData.mjs';
import { startWorker } from '../lib/worker.mjs';

export const name = 'worker';
export const title = 'Worker: account emails to a local SMTP server, AI analyses on the local engine';

/** BENCH_EMAILS=100 tries the suite quickly. */
const EMAILS = Number(process.env.BENCH_EMAILS ?? 1000);
const AI_JOBS = 50;
const GOAL_EMAILS_PER_SECOND = 200;
/** The jobs' default options as the api enqueues them (packages/jobs, BULLMQ_JOB_OPTIONS). */
const JOB_OPTIONS = { attempts: 3, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: 1000 };

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A mail server on a free port that notes when each recipient's message arrived. */
async function startSmtpServer() {
  const arrivals = new Map();
  let onArrival = () => {};
  const server = await startSmtpTestServer({
    onMessage(_raw, session, callback) {
      for (const { address } of session.envelope.rcptTo) arrivals.set(address, Date.now());
      onArrival();
      callback();
    },
  });
  return {
    url: server.url,
    arrivals,
    /** Resolves once `count` messages have arrived; rejects after `timeoutMs`. */
    received(count, timeoutMs) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${arrivals.size} of ${count} emails in ${timeoutMs} ms`)),
          timeoutMs,
        );
        onArrival = () => {
          if (arrivals.size < count) return;
          clearTimeout(timer);
          resolve();
        };
        onArrival();
      });
    },
    stop: server.close,
  };
}

/** Deletes every Redis key under `prefix` (this run's queues only; other users of the Redis are untouched). */
async function deleteKeys(redisUrl, prefix) {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Accounts waiting for their verification email, as sign-up leaves them; answers their ids by email. */
async function seedAccounts(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `insert into users (id, name, email)
         select ${numberedUuid('n')}, 'Bench User ' || n, 'bench' || n || '@example.com'
         from generate_series(1, ${EMAILS}) as n
       returning id, email`,
    );
    return rows;
  });
}

/** One verification email per account, all queued at once: the rate and each queue-to-inbox time. */
async function measureEmails(queue, smtp, accounts, log) {
  log(`${EMAILS.toLocaleString('en')} verification emails`);
  const jobs = await queue.addBulk(
    accounts.map(({ id }, i) => ({
      name: 'email.send',
      data: { kind: 'verify-email', userId: id, deliveryId: `bench-${i}` },
      opts: { ...JOB_OPTIONS, jobId: `bench-${i}` },
    })),
  );
  await smtp.received(accounts.length, 5 * 60_000);
  const queuedAt = new Map(accounts.map(({ email }, i) => [email, jobs[i].timestamp]));
  const latencies = [...smtp.arrivals]
    .map(([address, at]) => at - queuedAt.get(address))
    .sort((a, b) => a - b);
  const seconds = (Math.max(...smtp.arrivals.values()) - Math.min(...queuedAt.values())) / 1000;
  return {
    perSecond: accounts.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

/** AI_JOBS review analyses one after another, each timed from enqueue to its completion event. */
async function measureAiJobs(queue, events, log) {
  log(`${AI_JOBS} review analyses, one at a time`);
  const reviews = Array.from({ length: 20 }, (_, i) => ({
    author: `Reader ${i}`,
    content:
      i % 3 === 0
        ? 'A slow start, but the performances are wonderful and the ending is moving. Beautiful score.'
        : 'Gripping from the first scene: sharp writing, a great cast, stunning photography. Too long, though.',
    rating: 4 + (i % 7),
  }));
  const times = [];
  for (let i = 0; i < AI_JOBS; i += 1) {
    const started = performance.now();
    const job = await queue.add('ai.analyzeReviews', { movieTitle: `Film ${i}`, reviews }, JOB_OPTIONS);
    await job.waitUntilFinished(events, 30_000);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export async function run({ log }) {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `marquee_bench_${Date.now()}`;
  const connection = { url: redisUrl };
  let emails;
  let ai;
  try {
    await withScratchDatabase('marquee_bench_worker', async (databaseUrl) => {
      const accounts = await seedAccounts(databaseUrl);
      const smtp = await startSmtpServer();
      const worker = await startWorker({
        REDIS_URL: redisUrl,
        DATABASE_URL: databaseUrl,
        SMTP_URL: smtp.url,
        QUEUE_PREFIX: prefix,
      });
      const emailQueue = new Queue('email', { connection, prefix });
      const aiQueue = new Queue('ai', { connection, prefix });
      const aiEvents = new QueueEvents('ai', { connection, prefix });
      try {
        await aiEvents.waitUntilReady();
        emails = await measureEmails(emailQueue, smtp, accounts, log);
        ai = await measureAiJobs(aiQueue, aiEvents, log);
      } finally {
        await Promise.all([emailQueue.close(), aiQueue.close(), aiEvents.close()]);
        await worker.stop();
        await smtp.stop();
      }
    });
  } finally {
    await deleteKeys(redisUrl, prefix);
  }
  return {
    rows: [
      {
        measure: `${EMAILS.toLocaleString('en')} verification emails queued at once`,
        rate: `${emails.perSecond.toFixed(0)} emails/s`,
        'p50 ms': emails.p50.toFixed(0),
        'p95 ms': emails.p95.toFixed(0),
      },
      {
        measure: `${AI_JOBS} review analyses (20 reviews each), local engine, one at a time`,
        rate: '',
        'p50 ms': ai.p50.toFixed(1),
        'p95 ms': ai.p95.toFixed(1),
      },
    ],
    goals: [
      {
        goal: `≥ ${GOAL_EMAILS_PER_SECOND} emails/s`,
        measured: `${emails.perSecond.toFixed(0)} emails/s`,
        met: emails.perSecond >= GOAL_EMAILS_PER_SECOND,
      },
    ],
    notes:
      "The built worker (worker/dist/main.mjs, default concurrency) on the machine's Redis under a queue prefix of its own (deleted afterwards), a scratch database and a local SMTP server (smtp-server). Email times run from the job's creation to the message's arrival at the SMTP server, and include the delivery bookkeeping (delivery row, one-time token) in Postgres; AI times from enqueue to the completion event.",
  };
}
