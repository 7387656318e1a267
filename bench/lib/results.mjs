import { execSync } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(benchDir, 'results');

function machine() {
  return `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

function commit() {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: benchDir }).toString().trim();
  } catch {
    return 'unknown';
  }
}

/**
 * One suite's figures. `rows` is a table (array of objects with the same keys); `goals` lists each goal
 * with whether this run met it, so a missed goal is visible in the summary, never hidden.
 */
export async function writeResult(name, result) {
  await mkdir(resultsDir, { recursive: true });
  const record = { ...result, date: new Date().toISOString(), machine: machine(), commit: commit() };
  await writeFile(path.join(resultsDir, `${name}.json`), `${JSON.stringify(record, null, 2)}\n`);
}

function table(rows) {
  if (!rows?.length) return '';
  const keys = Object.keys(rows[0]);
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(keys), line(keys.map(() => '---')), ...rows.map((row) => line(keys.map((k) => row[k])))].join(
    '\n',
  );
}

/** Rewrites RESULTS.md from every results/*.json, so the summary always matches the recorded figures. */
export async function writeSummary() {
  const files = (await readdir(resultsDir).catch(() => [])).filter((file) => file.endsWith('.json')).sort();
  const sections = [];
  for (const file of files) {
    const result = JSON.parse(await readFile(path.join(resultsDir, file), 'utf8'));
    const goals = (result.goals ?? [])
      .map((goal) => `- ${goal.met ? '✅ met' : '❌ missed'}: ${goal.goal} — measured ${goal.measured}`)
      .join('\n');
    sections.push(
      [
        `## ${result.title}`,
        `_${result.date.slice(0, 16).replace('T', ' ')} UTC · ${result.machine} · commit ${result.commit}_`,
        table(result.rows),
        goals,
        result.notes ? result.notes : '',
      ]
        .filter(Boolean)
        .join('\n\n'),
    );
  }
  const header =
    '# Benchmark results\n\nWritten by `npm run bench` (see bench/run.mjs); figures per suite are in `bench/results/*.json`.';
  await writeFile(path.join(benchDir, 'RESULTS.md'), `${[header, ...sections].join('\n\n')}\n`);
}
