import closeWithGrace from 'close-with-grace';
import { adminSetupLink, offerAdminSetup } from './accounts/adminSetup';
import { promoteConfiguredAdmins } from './accounts/configuredAdmins';
import { buildApp, type App } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { migrateToLatest } from './db/migrator';
import { seedCatalog } from './movies/catalog/vegaSeed';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './runtime/embeddedPostgres';

/**
 * The API process: configuration, the database (embedded when DATABASE_URL is unset), migrations, then
 * listen. On SIGINT/SIGTERM the app closes first (in-flight requests finish, pools drain) and the
 * embedded Postgres stops last.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const running: { app?: App; embedded?: EmbeddedPostgres } = {};
  const shutdown = async () => {
    await running.app?.close();
    await running.embedded?.stop();
  };
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) console.error('Shutting down after an unexpected error:', err);
    else if (signal) running.app?.log.info({ signal }, 'shutting down');
    await shutdown();
  });

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      running.embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPostgresPort,
      });
      databaseUrl = running.embedded.url;
    }
    const app = (running.app = await buildApp({ ...config, databaseUrl }));
    const applied = await migrateToLatest(app.db);
    if (applied.length > 0) app.log.info({ migrations: applied }, `applied ${applied.length} migration(s)`);
    const promoted = await promoteConfiguredAdmins(app.db, config.adminEmails);
    if (promoted.length > 0) app.log.info({ promoted }, 'made the accounts listed in ADMIN_EMAILS admins');
    const catalog = await seedCatalog(app.db);
    if (catalog.seeded) app.log.info({ movies: catalog.movies }, 'seeded the local film catalog');
    const setupToken = await offerAdminSetup(app.db);
    const setupLink = setupToken && adminSetupLink(config.publicUrl, setupToken);
    if (setupLink) {
      app.log.warn(
        { setupLink },
        'no administrator yet: open the setup link, signed in with a verified account, to become one (valid for a day, once)',
      );
    }
    const address = await app.listen({ host: config.host, port: config.port });
    process.stdout.write(startupSummary(config, address, setupLink));
  } catch (error) {
    console.error('The API could not start:', error);
    await shutdown().catch(() => undefined);
    process.exit(1);
  }
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Says where the API is and which runtime mode each part is in, so nobody has to guess. */
function startupSummary(config: Config, address: string, setupLink: string | undefined): string {
  // For these hosts Fastify reports one of several addresses; localhost is the one to click on.
  const onLocalhost = ['0.0.0.0', '::', 'localhost'].includes(config.host);
  const local = onLocalhost ? `http://localhost:${new URL(address).port}` : address;
  const database = config.databaseUrl
    ? `Postgres from DATABASE_URL (${describeServer(config.databaseUrl)})`
    : `embedded Postgres in ${config.dataDir}/postgres (port ${config.embeddedPostgresPort})`;
  const redis = config.redisUrl
    ? `Redis from REDIS_URL (${describeServer(config.redisUrl)}); jobs go to the worker`
    : 'in-process (REDIS_URL unset)';
  const movieData = config.tmdbApiToken
    ? `TMDB at ${config.tmdbBaseUrl} (cached)`
    : 'the local catalog in Postgres (TMDB_API_TOKEN unset)';
  const frontends = config.frontendsDir
    ? `served from ${config.frontendsDir}`
    : 'not served (FRONTENDS_DIR unset)';
  const line = (label: string, value: string) => `  ${`${label}:`.padEnd(26)}${value}`;
  return [
    '',
    `Marquee API listening on ${local} (public URL ${config.publicUrl})`,
    line('database', database),
    line('cache, rate limits, jobs', redis),
    line('movie data', movieData),
    line('front ends', frontends),
    line('API docs', `${local}/api/docs`),
    ...(setupLink ? [line('first administrator', `${setupLink} (no admin yet; sign in, then open it)`)] : []),
    '',
    '',
  ].join('\n');
}

/** host:port/database of a connection URL, without credentials. */
function describeServer(url: string): string {
  const { host, pathname } = new URL(url);
  return `${host}${pathname.length > 1 ? pathname : ''}`;
}

void main();
