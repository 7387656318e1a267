#!/usr/bin/env node
// `npm run bench`: runs every suite in suites/ against the built product on this machine, writes each
// suite's figures to results/<suite>.json and rewrites RESULTS.md from all results. Timings that have a
// baseline are measured side by side in the same run and reported as ratios.
//   npm run bench -- --only api-throughput     run one suite
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeResult, writeSummary } from './lib/results.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

const files = (await readdir(path.join(here, 'suites'))).filter((file) => file.endsWith('.mjs')).sort();
const startedAt = Date.now();
for (const file of files) {
  const suite = await import(path.join(here, 'suites', file));
  if (only && suite.name !== only) continue;
  console.log(`\n▸ ${suite.name}: ${suite.title}`);
  const t0 = Date.now();
  const result = await suite.run({ log: (line) => console.log(`  ${line}`) });
  // A suite run in several configurations records one result (one table) per configuration.
  if (result.configurations) {
    for (const { name, ...figures } of result.configurations)
      await writeResult(`${suite.name}.${name}`, figures);
  } else {
    await writeResult(suite.name, { title: suite.title, ...result });
  }
  console.log(`✔ ${suite.name} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
}
await writeSummary();
console.log(`\nDone in ${((Date.now() - startedAt) / 1000).toFixed(0)} s; summary in bench/RESULTS.md`);
