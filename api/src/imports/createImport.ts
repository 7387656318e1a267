import { createHash } from 'node:crypto';
import { type ImportSummary } from '@marquee/contracts';
import { type Knex } from 'knex';
import { SUMMARY_COLUMNS, toImportSummary, type ImportSummaryRow } from './importSummary';

/**
 * Stores an uploaded file as a new queued import, or answers the import the same file (by its SHA-256)
 * already made for this user: importing a file twice changes nothing.
 */
export async function createImport(
  db: Knex,
  { userId, fileName, file }: { userId: string; fileName: string; file: Buffer },
): Promise<{ created: boolean; summary: ImportSummary }> {
  const sha256 = createHash('sha256').update(file).digest('hex');
  const [inserted] = await db('imports')
    .insert({ user_id: userId, file_name: fileName, file_sha256: sha256, file })
    .onConflict(['user_id', 'file_sha256'])
    .ignore()
    .returning<ImportSummaryRow[]>(SUMMARY_COLUMNS);
  if (inserted) return { created: true, summary: toImportSummary(inserted) };
  const existing = await db('imports')
    .where({ user_id: userId, file_sha256: sha256 })
    .first<ImportSummaryRow>(SUMMARY_COLUMNS);
  return { created: false, summary: toImportSummary(existing) };
}
