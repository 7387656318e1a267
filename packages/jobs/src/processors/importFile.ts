import { applyMatchedRows } from '../imports/applyMatchedRows';
import { finishImport } from '../imports/finishImport';
import { type ImportRecord } from '../imports/importRecord';
import { matchImportRows } from '../imports/matchImportRows';
import { readImportFile } from '../imports/readImportFile';
import { type RecipientLanguage } from '../messages';
import { importFinishedNotification } from '../notifications/importExport';
import { notify } from '../notifications/notify';
import { type JobProcessor } from '../types';
import { dataServicesOf } from './dataServices';

/**
 * Runs an import from wherever it stands: reads the file into rows, matches the pending rows, applies
 * the matched ones in one transaction, then settles it. Each step keeps its work in the database, so a
 * run after a crash or a restart continues without doubling anything (see the steps).
 */
export const importFile: JobProcessor<'import.run'> = async ({ importId }, ctx) => {
  const services = dataServicesOf(ctx);
  const { db, films } = services;
  const record = await db('imports')
    .join('users', 'users.id', 'imports.user_id')
    .where('imports.id', importId)
    .first<(ImportRecord & { language: RecipientLanguage }) | undefined>(
      'imports.id',
      'imports.user_id',
      'imports.file_name',
      'imports.format',
      'imports.status',
      'imports.file',
      'users.language',
    );
  if (!record) return { status: 'gone' };
  // Its owner, told in their language when it settles.
  const owner = { userId: record.user_id, language: record.language };
  let { status } = record;
  if (status === 'queued' || status === 'reading') {
    if (!(await readImportFile(db, record))) {
      await notify(services, importFinishedNotification(importId, owner, 'failed'));
      return { status: 'failed' };
    }
    status = 'matching';
  }
  if (status === 'matching') {
    await matchImportRows(db, importId, films);
    await db('imports').where({ id: importId }).update({ status: 'applying', updated_at: db.fn.now() });
    status = 'applying';
  }
  if (status === 'applying') {
    const { format } = await db('imports').where({ id: importId }).first('format');
    await applyMatchedRows(db, { importId, userId: record.user_id, format });
    status = await finishImport(db, importId);
    await notify(services, importFinishedNotification(importId, owner, status));
  }
  ctx.logger.info({ importId, status }, 'import ran');
  return { status };
};
