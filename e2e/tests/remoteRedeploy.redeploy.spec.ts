import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { countReplacedNodes, replacedNodes, serviceWorkerControls } from './pageProbes';
import { collectConsoleErrors } from './support';

/*
 * A remote redeployed through /remotes.json while the product runs (docs/architecture.md, "Remotes"):
 * rendered by the server in its new version, and used on the next visit when the service worker controls
 * the page. Repointing /remotes.json changes every page the server answers, so these run in their own
 * project, after every other spec against this server (playwright.config.ts), one at a time.
 */

test.describe.configure({ mode: 'serial' });

const HEADING = 'Marquee: what to watch';
const browseDist = path.resolve(__dirname, '../../mfe-browse/dist');

/**
 * A new release of mfe-browse: the same build with another home heading, in a folder of its own under
 * what the API serves at /remotes/mfe-browse/ (compressed copies left out: they would hold the old text).
 */
function stageRelease(release: string, marker: string): void {
  const target = path.join(browseDist, release);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-release-'));
  fs.cpSync(browseDist, staging, {
    recursive: true,
    filter: (source) => !/^release-e2e-|\.(br|gz)$/.test(path.basename(source)),
  });
  fs.cpSync(staging, target, { recursive: true });
  fs.rmSync(staging, { recursive: true, force: true });
  for (const file of fs.readdirSync(target, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(target, file);
    if (!file.endsWith('.js') || !fs.statSync(full).isFile()) continue;
    const code = fs.readFileSync(full, 'utf8');
    if (code.includes(HEADING)) fs.writeFileSync(full, code.replaceAll(HEADING, marker));
  }
}

/** Points /remotes.json's mfe_browse at the release while `use` runs, then puts the file back. */
async function whileDeployed(testInfo: TestInfo, release: string, use: () => Promise<void>): Promise<void> {
  // serve.mjs gives the API this file as REMOTES_MANIFEST_FILE.
  const port = new URL(testInfo.project.use.baseURL!).port;
  const remotesFile = path.join(os.tmpdir(), `marquee-e2e-remotes-${port}.json`);
  const before = fs.readFileSync(remotesFile, 'utf8');
  const remotes = JSON.parse(before) as { remotes: { name: string; entry: string }[] };
  remotes.remotes.find((remote) => remote.name === 'mfe_browse')!.entry =
    `/remotes/mfe-browse/${release}/mf-manifest.json`;
  fs.writeFileSync(remotesFile, JSON.stringify(remotes));
  try {
    await use();
  } finally {
    fs.writeFileSync(remotesFile, before);
  }
}

const release = (name: string) => `release-e2e-${name}-${process.pid}`;
test.afterEach(() => {
  for (const folder of fs.readdirSync(browseDist).filter((name) => name.endsWith(`-${process.pid}`))) {
    fs.rmSync(path.join(browseDist, folder), { recursive: true, force: true });
  }
});

const homeHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('is rendered by the server in its new version, without restarting the API', async ({
  page,
}, testInfo) => {
  const marker = `${HEADING} (redeployed)`;
  stageRelease(release('ssr'), marker);
  await whileDeployed(testInfo, release('ssr'), async () => {
    const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`>${marker}</h1>`);

    // And the browser hydrates it with the same release's code, without an error.
    const errors = collectConsoleErrors(page);
    await countReplacedNodes(page);
    await page.goto('/');
    await expect(homeHeading(page, marker)).toBeAttached();
    await expect(
      page.getByRole('list', { name: 'Trending This Week' }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await replacedNodes(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});

test.describe('while the service worker controls the page', () => {
  // The other specs block service workers (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('is used on the next visit, and so is the release /remotes.json goes back to', async ({
    page,
  }, testInfo) => {
    const marker = `${HEADING} (new release, installed app)`;
    await page.goto('/');
    await serviceWorkerControls(page);
    // Everything the page loads now goes through the worker, which keeps the federation files.
    await page.reload();
    await expect(homeHeading(page, HEADING)).toBeAttached();

    stageRelease(release('sw'), marker);
    const loadedFromRelease = () =>
      page.evaluate(
        (folder) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(folder)),
        release('sw'),
      );
    await whileDeployed(testInfo, release('sw'), async () => {
      await page.reload();
      await expect(homeHeading(page, marker)).toBeAttached();
      expect(await loadedFromRelease()).toBe(true);
    });
    // Rolled back: the next visit is on the earlier release again, nothing of the new one kept.
    await page.reload();
    await expect(homeHeading(page, HEADING)).toBeAttached();
    expect(await loadedFromRelease()).toBe(false);
  });
});
