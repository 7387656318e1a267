import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const name = 'reliability';
export const title = 'Reliability and security: attacks, faults and load';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The suites `npm test` runs, run again here with RESULTS_DIR set so each records what it measured: the
 * API's security tests (authorization matrix, fuzzing) and the fault and load tests.
 */
const RUNS = [
  {
    label: 'security tests (api/test/security)',
    command: 'npx',
    args: ['jest', 'test/security'],
    cwd: 'api',
  },
  {
    label: 'fault and load tests (npm run test:reliability)',
    command: 'npm',
    args: ['run', 'test:reliability'],
    cwd: '.',
  },
];

function runTests({ command, args, cwd }, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: path.join(root, cwd),
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk) => {
      output = (output + chunk).slice(-4000);
    });
    child.on('close', (code) => resolve({ passed: code === 0, output }));
  });
}

export async function run({ log }) {
  const resultsDir = await mkdtemp(path.join(os.tmpdir(), 'marquee-reliability-'));
  const env = { ...process.env, RESULTS_DIR: resultsDir, CI: 'true' };
  const goals = [];
  try {
    for (const tests of RUNS) {
      log(`running the ${tests.label}`);
      const { passed, output } = await runTests(tests, env);
      if (!passed) log(output);
      goals.push({ goal: `${tests.label} pass`, met: passed, measured: passed ? 'all passed' : 'failures' });
    }
    const files = (await readdir(resultsDir)).filter((file) => file.endsWith('.json')).sort();
    const records = await Promise.all(
      files.map(async (file) => JSON.parse(await readFile(path.join(resultsDir, file), 'utf8'))),
    );
    return {
      rows: records.flatMap((record) => record.rows),
      goals,
      figures: Object.fromEntries(files.map((file, i) => [file.replace(/\.json$/, ''), records[i].figures])),
      notes:
        'Every check here is also a test under `npm test` that fails when the product does not hold; this run records its figures. Faults run on Postgres, Redis, SMTP and TMDB peers the tests start themselves.',
    };
  } finally {
    await rm(resultsDir, { recursive: true, force: true });
  }
}
