import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@marquee/config/chromium';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8091);
/** The second server: movie data from the live TMDB provider against recorded TMDB responses. */
const tmdbPort = Number(process.env.E2E_TMDB_PORT ?? 8092);

/**
 * End-to-end tests drive Debian's Chromium against the built product, started the way `npm start`
 * starts it (see serve.mjs). `npx playwright install` cannot work offline, so the system browser is used.
 */
export default defineConfig({
  testDir: './tests',
  // Fails the run when the validating proxy in front of the API logged a disagreement with the document.
  globalTeardown: './openApiViolations.teardown.ts',
  outputDir: './test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // CI shares two cores with the product under test: allow a slow minute before calling a test hung.
  timeout: process.env.CI ? 60_000 : 30_000,
  // Assertions wait longer there too: a remote's first page loads its chunks cold while the same cores serve it.
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    // The app's service worker would answer requests page.route cannot see; the specs about it allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [/.*\.tmdb\.spec\.ts/, /.*\.redeploy\.spec\.ts/],
    },
    // Redeploying a remote changes every page of the server: after the specs that share it, not beside them.
    {
      name: 'redeploy',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /.*\.redeploy\.spec\.ts/,
      dependencies: ['chromium'],
    },
    {
      name: 'tmdb',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${tmdbPort}` },
      testMatch: /.*\.tmdb\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: 'node serve.mjs',
      url: `http://localhost:${port}/api/ready`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_PORT: String(port) },
    },
    {
      command: 'node serve.mjs --tmdb-replay',
      url: `http://localhost:${tmdbPort}/api/ready`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_TMDB_PORT: String(tmdbPort) },
    },
  ],
});
