import { buildApp } from '../app';
import { loadConfig } from '../config';

/** Where the generated document is committed (api/openapi.json): Redocly lints it, clients read it. */
export const DOCUMENT_FILE = 'openapi.json';

/**
 * The OpenAPI document of the app as it is configured by default (no Google, local mailbox), built without
 * listening or connecting to anything: the routes and their schemas are all it needs.
 */
export async function generateDocument(): Promise<unknown> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(32) });
  const app = await buildApp({ ...config, databaseUrl: 'postgres://127.0.0.1:1/unused' });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
  }
}
