import { type ExportSummary } from '@marquee/contracts';
import { type Knex } from 'knex';

const COLUMNS = ['id', 'status', 'byte_size', 'created_at', 'finished_at', 'expires_at'] as const;

interface ExportRow {
  id: string;
  status: ExportSummary['status'];
  byte_size: number | null;
  created_at: Date;
  finished_at: Date | null;
  expires_at: Date;
}

function toExportSummary(row: ExportRow): ExportSummary {
  return {
    id: row.id,
    status: row.status,
    byteSize: row.byte_size,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    expiresAt: row.expires_at.toISOString(),
  };
}

/** A new export for the user, queued (the caller enqueues its job). */
export async function createExport(db: Knex, userId: string): Promise<ExportSummary> {
  const [row] = await db('exports').insert({ user_id: userId }).returning<ExportRow[]>(COLUMNS);
  return toExportSummary(row!);
}

/** One of the user's exports, or undefined (someone else's is as unknown as one that does not exist). */
export async function findExport(
  db: Knex,
  userId: string,
  exportId: string,
): Promise<ExportSummary | undefined> {
  const row = await db('exports')
    .where({ id: exportId, user_id: userId })
    .first<ExportRow | undefined>(COLUMNS);
  return row && toExportSummary(row);
}

/** The ZIP of one of the user's ready exports while it is kept, else undefined. */
export async function exportFile(db: Knex, userId: string, exportId: string): Promise<Buffer | undefined> {
  const row = await db('exports')
    .where({ id: exportId, user_id: userId, status: 'ready' })
    .where('expires_at', '>', db.fn.now())
    .first<{ file: Buffer | null } | undefined>('file');
  return row?.file ?? undefined;
}
