import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpServer } from '@marquee/testing/smtpServer';
import { withClient } from '../lib/postgres.mjs';

export const name = 'digest';
export const title = 'Weekly digest: 100,000 emails to a local SMTP server';

const here = path.dirname(fileURLToPath(import.meta.url));
/** BENCH_DIGESTS=5000 tries the suite quickly. */
const USERS = Number(process.env.BENCH_DIGESTS ?? 100_000);
const GOAL_EMAILS_PER_SECOND = 300;
/** Flat memory: the sender's RSS in the last half of the run at most this far above the first quarter's. */
const GOAL_RSS_GROWTH_MB = 32;

/** Runs lib/digestThroughput.mts in its own process (so its RSS is the sender's alone) and parses its answer. */
function runSender(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      ['tsx', path.join(here, '..', 'lib', 'digestThroughput.mts'), JSON.stringify(args)],
      {
        cwd: path.join(here, '..'),
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(Buffer.concat(chunks).toString())) : reject(new Error(`exit ${code}`)),
    );
  });
}

/** The hourly run on a fresh database of TEST_DATABASE_URL's server, dropped afterwards. */
async function measureDigest(log) {
  if (!process.env.TEST_DATABASE_URL) throw new Error('needs TEST_DATABASE_URL (a Postgres server to fill)');
  const database = `marquee_bench_digest_${Date.now()}`;
  await withClient(process.env.TEST_DATABASE_URL, (client) => client.query(`create database ${database}`));
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  // The messages in so far, every 250 ms, to place the sender's memory samples on the run's progress.
  let received = 0;
  const progress = [];
  const smtp = await startSmtpServer({
    onMessage(_raw, _session, callback) {
      received += 1;
      callback();
    },
  });
  const timer = setInterval(() => progress.push({ at: Date.now(), received }), 250);
  try {
    log(`seeding ${USERS.toLocaleString('en')} users and sending their digest`);
    const result = await runSender({ databaseUrl: url.toString(), smtpUrl: smtp.url, users: USERS });
    return { ...result, received, progress };
  } finally {
    clearInterval(timer);
    await smtp.close();
    await withClient(process.env.TEST_DATABASE_URL, (client) =>
      client.query(`drop database if exists ${database} with (force)`),
    );
  }
}

/** The messages in at time `at` (the last progress sample before it). */
const receivedAt = (progress, at) => progress.findLast((point) => point.at <= at)?.received ?? 0;

export async function run({ log }) {
  // The machine is shared: its load around the run says how much of it the run had.
  const loadBefore = os.loadavg()[0];
  const result = await measureDigest(log);
  const loadAfter = os.loadavg()[0];
  const perSecond = result.counts.sent / result.seconds;
  const placed = result.samples.map((sample) => ({
    ...sample,
    received: receivedAt(result.progress, sample.at),
  }));
  const peak = (from, to) =>
    Math.max(
      ...placed.filter((s) => s.received >= from * USERS && s.received <= to * USERS).map((s) => s.rssMb),
    );
  const early = peak(0.05, 0.25);
  const late = peak(0.5, 1);
  const growth = late - early;
  log(
    `${result.counts.sent} sent in ${result.seconds.toFixed(1)} s (${perSecond.toFixed(0)}/s); RSS ${early} → ${late} MB`,
  );
  return {
    rows: [
      {
        measure: `${USERS.toLocaleString('en')} users due, one hourly run`,
        'total s': result.seconds.toFixed(1),
        'emails/s': perSecond.toFixed(0),
        'arrived at SMTP': result.received.toLocaleString('en'),
        'RSS MB (5-25 % / 50-100 % of the run, peaks)': `${early} / ${late}`,
        'the same hour run again': `${result.again.sent} sent`,
      },
    ],
    goals: [
      {
        goal: `≥ ${GOAL_EMAILS_PER_SECOND} emails/s`,
        measured: `${perSecond.toFixed(0)} emails/s`,
        met: perSecond >= GOAL_EMAILS_PER_SECOND && result.received === USERS,
      },
      {
        goal: `memory flat: the sender's RSS grows by ≤ ${GOAL_RSS_GROWTH_MB} MB from the first quarter of the run to the second half`,
        measured: `${growth.toFixed(1)} MB`,
        met: growth <= GOAL_RSS_GROWTH_MB,
      },
      {
        goal: 'a second run in the same hour sends nothing',
        measured: `${result.again.sent} sent`,
        met: result.again.sent === 0,
      },
    ],
    notes:
      "The worker's hourly digest run (packages/jobs runWeeklyDigest, default options: batches of 500 users by id, 8 sends at once, each in its delivery transaction) in its own process under tsx, on a fresh database of TEST_DATABASE_URL's server, to a local SMTP server (smtp-server) in the bench's process. Every user is verified and due (08:30 in their time zone), keeps two films out this week on the watchlist and follows three of 50 people who reviewed a film this week. Memory is the sender process's RSS sampled every 250 ms and placed on the run's progress by the messages in at the SMTP server; BENCH_DIGESTS sets the number of users. " +
      `Load average (1 min) ${loadBefore.toFixed(1)} before the run and ${loadAfter.toFixed(1)} after it, on ${os.cpus().length} cores.`,
  };
}
