// Reads the test output on stdin and prints one closing line with the totals of every runner (jest
// suites print "Tests: N passed, N total"; Playwright prints "N passed"), so a reader sees at a glance
// how much ran.
import { createInterface } from 'node:readline';

let passed = 0;
let failed = 0;
let skipped = 0;
for await (const line of createInterface({ input: process.stdin })) {
  const jest = /Tests:\s+(.*\d+ total)/.exec(line);
  const counts = jest ? jest[1] : /^\s+\d+ (passed|failed|skipped|flaky)/.test(line) ? line : '';
  passed += Number(/(\d+) passed/.exec(counts)?.[1] ?? 0);
  failed += Number(/(\d+) failed/.exec(counts)?.[1] ?? 0);
  skipped += Number(/(\d+) skipped/.exec(counts)?.[1] ?? 0);
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
