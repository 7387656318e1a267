import { type Knex } from 'knex';

/**
 * Inserts rows shaped like `table` in one statement: they travel as a single JSON parameter, which
 * Postgres expands with json_populate_recordset (no limit on bound parameters, one round trip).
 */
export async function insertJson(
  db: Knex | Knex.Transaction,
  table: string,
  columns: string[],
  rows: object[],
): Promise<void> {
  if (rows.length === 0) return;
  const list = columns.map((column) => `"${column}"`).join(', ');
  await db.raw(`insert into ?? (${list}) select ${list} from json_populate_recordset(null::??, ?)`, [
    table,
    table,
    JSON.stringify(rows),
  ]);
}
