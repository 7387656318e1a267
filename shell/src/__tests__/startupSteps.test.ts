import fs from 'node:fs';
import path from 'node:path';
import { npmSingletons, workspaceSingletons } from '@marquee/mf-config/shared';

// The start-up evaluates shared packages one per task before the app renders (src/index.ts). A step that
// named a package outside the shared list would load a second, unshared copy of it.
const entry = fs.readFileSync(path.join(__dirname, '../index.ts'), 'utf8');
const steps = entry
  .slice(entry.indexOf('const STARTUP_STEPS'), entry.indexOf('];', entry.indexOf('const STARTUP_STEPS')))
  .match(/import\('([^']+)'\)/g)!
  .map((step) => step.slice("import('".length, -"')".length));

const shared = new Set<string>([...npmSingletons, ...workspaceSingletons]);
const isShared = (name: string) =>
  shared.has(name) || [...shared].some((key) => key.endsWith('/') && name.startsWith(key));

test('the start-up has steps', () => {
  expect(steps.length).toBeGreaterThan(3);
});

test.each(steps)('the start-up step %s is a shared package', (name) => {
  expect(isShared(name)).toBe(true);
});
