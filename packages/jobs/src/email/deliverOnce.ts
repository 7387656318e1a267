import { type Knex } from 'knex';

/** The claim row that proves a message went out: a table and its row, unique on its key. */
export interface DeliveryClaim {
  table: 'email_deliveries' | 'notification_deliveries';
  row: Record<string, string>;
  key: string[];
}

/**
 * Sends at most once per claim. The claim row is inserted in a transaction that stays open while the
 * message is sent, so a retry after success, a duplicate job or a second worker finds the row (or waits on
 * its lock, then finds it) and sends nothing; a failed send, or a process killed before it commits, rolls
 * the row back so the next try sends.
 */
export async function deliverOnce<T>(
  db: Knex,
  { table, row, key }: DeliveryClaim,
  send: (trx: Knex.Transaction) => Promise<T>,
): Promise<T | 'already-sent'> {
  return db.transaction(async (trx) => {
    const claimed = await trx(table).insert(row).onConflict(key).ignore().returning(key[0]!);
    if (claimed.length === 0) return 'already-sent' as const;
    return send(trx);
  });
}
