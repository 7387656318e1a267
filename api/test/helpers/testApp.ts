import { startSmtpPeer, type SmtpPeer } from '@marquee/testing/smtpPeer';
import { buildApp, type App, type BuildAppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { migrateToLatest } from '../../src/db/migrator';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export const TEST_JWT_SECRET = 'test-jwt-secret-that-is-long-enough-0123456789';

/** The configuration of a test app: quiet, a fixed secret, plus whatever the test sets. */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: TEST_JWT_SECRET, ...env });
}

/** The real app on `databaseUrl`, migrated. Not ready yet: a test may still add routes before injecting. */
export async function buildTestApp(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
  options?: BuildAppOptions,
): Promise<App> {
  const app = await buildApp({ ...testConfig(env), databaseUrl }, options);
  await migrateToLatest(app.db);
  return app;
}

/**
 * One database and one app for the whole test file: created before the first test, closed and dropped
 * after the last. `env` may be read then (a function), for settings known only in an earlier beforeAll.
 * `databaseUrl` lets a test build more apps (other settings) on the same database.
 */
export function useTestApp(
  env: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv) = {},
  options?: BuildAppOptions,
): { readonly app: App; readonly databaseUrl: string } {
  let database: TestDatabase | undefined;
  let app: App | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp(database.url, typeof env === 'function' ? env() : env, options);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  return {
    get app() {
      if (!app) throw new Error('the test app is built in beforeAll');
      return app;
    },
    get databaseUrl() {
      if (!database) throw new Error('the test database is created in beforeAll');
      return database.url;
    },
  };
}

/**
 * useTestApp with a local SMTP server as its mail provider: every email the app sends arrives in `inbox`,
 * its links on https://marquee.test.
 */
export function useMailingTestApp(): { readonly app: App; readonly inbox: SmtpPeer } {
  let inbox: SmtpPeer | undefined;
  beforeAll(async () => {
    inbox = await startSmtpPeer();
  });
  const t = useTestApp(() => ({ SMTP_URL: inbox!.url, PUBLIC_URL: 'https://marquee.test' }));
  // After the app's own afterAll (Jest runs them in order): the app's mailer lets go of its connection first.
  afterAll(async () => {
    await inbox?.close();
  });
  return {
    get app() {
      return t.app;
    },
    get inbox() {
      if (!inbox) throw new Error('the SMTP peer starts in beforeAll');
      return inbox;
    },
  };
}
