/**
 * Describes a jest suite that needs a real service (Redis, Postgres) named by an environment variable,
 * e.g. TEST_REDIS_URL. Without the variable a laptop skips the suite and says why; CI must never skip
 * silently, so there the suite fails instead.
 */
export function describeWithService(envVar: string, title: string, body: (url: string) => void): void {
  const url = process.env[envVar];
  if (url) {
    describe(title, () => body(url));
  } else if (['true', '1'].includes(process.env.CI ?? '')) {
    describe(title, () => {
      test(`needs ${envVar}`, () => {
        throw new Error(`${envVar} is not set: CI must run the tests that need it`);
      });
    });
  } else {
    console.warn(
      `Skipping "${title}": ${envVar} is not set (set it to run these tests against a real service).`,
    );
    describe.skip(`${title} (skipped: ${envVar} is not set)`, () => {
      test.todo(`set ${envVar}`);
    });
  }
}
