import { type Knex } from 'knex';
import pg from 'pg';

/**
 * The Postgres channel on which whatever changes the local catalog (`npm run catalog:import`) tells the
 * running API processes, so that they drop what they cached of the old one at once instead of serving
 * it until it expires. Every process on the database hears it, however many there are.
 */
export const CATALOG_CHANGED_CHANNEL = 'marquee_catalog_changed';

/** How long a listener waits before connecting again after losing its connection. */
const RECONNECT_MS = 5_000;

/** Tells every listening API process that the catalog changed (delivered when the transaction commits). */
export async function announceCatalogChange(db: Knex): Promise<void> {
  await db.raw('select pg_notify(?, ?)', [CATALOG_CHANGED_CHANNEL, '']);
}

export interface CatalogChangeListener {
  close(): Promise<void>;
}

interface ListenerLog {
  warn(object: object, message: string): void;
}

/**
 * Calls `onChange` for each announcement, on a connection of its own (a pooled one cannot keep a
 * LISTEN). A lost connection is opened again after RECONNECT_MS, and `onChange` then runs once more,
 * since an announcement may have gone by meanwhile. A database that is down delays nothing: the
 * listener keeps trying in the background.
 */
export function listenForCatalogChanges(
  databaseUrl: string,
  onChange: () => void,
  { log, reconnectMs = RECONNECT_MS }: { log: ListenerLog; reconnectMs?: number },
): CatalogChangeListener {
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const connect = async (reconnecting: boolean) => {
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: 5_000,
      // How an operator tells this connection apart in pg_stat_activity.
      application_name: 'marquee-catalog-changes',
    });
    current = client;
    // A client that fails emits 'error' and then 'end': only the first, and only from the live client,
    // schedules the next attempt.
    const lost = (error?: Error) => {
      if (closed || current !== client) return;
      current = undefined;
      log.warn({ err: error }, 'The catalog change listener lost its database connection; retrying');
      void client.end().catch(() => undefined);
      retry = setTimeout(() => void connect(true), reconnectMs);
      retry.unref();
    };
    client.on('notification', onChange);
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOG_CHANGED_CHANNEL}`);
      if (reconnecting && current === client) onChange();
    } catch (error) {
      lost(error as Error);
    }
  };
  void connect(false);

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await current?.end().catch(() => undefined);
    },
  };
}
