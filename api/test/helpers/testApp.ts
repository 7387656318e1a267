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
 * after the last. `databaseUrl` lets a test build more apps (other settings) on the same database.
 */
export function useTestApp(
  env: NodeJS.ProcessEnv = {},
  options?: BuildAppOptions,
): { readonly app: App; readonly databaseUrl: string } {
  let database: TestDatabase | undefined;
  let app: App | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp(database.url, env, options);
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
