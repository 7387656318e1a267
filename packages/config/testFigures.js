const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

/**
 * Records what a test measured (faults survived, requests sent, load held) as `<name>.json` in the
 * folder RESULTS_DIR names, for `npm run bench` to summarise. A plain test run records nothing, so
 * running the tests never changes the repository.
 */
function recordFigures(name, record) {
  const dir = process.env.RESULTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(record, null, 2)}\n`);
}

module.exports = { recordFigures };
