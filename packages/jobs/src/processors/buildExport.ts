import { buildExportZip } from '../exports/buildExportZip';
import { readAccountExport } from '../exports/readAccountExport';
import { type RecipientLanguage } from '../messages';
import { exportReadyNotification } from '../notifications/importExport';
import { notify } from '../notifications/notify';
import { type JobProcessor } from '../types';
import { dataServicesOf } from './dataServices';

/**
 * Builds "Download my data": the account read as Marquee's export, written as a ZIP (Letterboxd's import
 * CSVs and the complete JSON), stored on the export row; then its owner is notified (the centre, the
 * export-ready email, push; per their preferences), exactly once (the id is the export's). A run after a crash builds again; a built export is only mailed about.
 */
export const buildExport: JobProcessor<'export.build'> = async ({ exportId }, ctx) => {
  const services = dataServicesOf(ctx);
  const { db } = services;
  const record = await db('exports')
    .join('users', 'users.id', 'exports.user_id')
    .where('exports.id', exportId)
    .first<
      { user_id: string; status: string; byte_size: number | null; language: RecipientLanguage } | undefined
    >('exports.user_id', 'exports.status', 'exports.byte_size', 'users.language');
  if (!record) return { status: 'gone' };
  if (record.status !== 'ready') {
    await db('exports').where({ id: exportId }).update({ status: 'building', error: null });
    try {
      const data = await readAccountExport(db, record.user_id);
      if (!data) return { status: 'gone' };
      const zip = buildExportZip(data);
      await db('exports')
        .where({ id: exportId })
        .update({ status: 'ready', file: zip, byte_size: zip.length, finished_at: db.fn.now() });
      record.byte_size = zip.length;
    } catch (error) {
      // Shown as failed until a retry builds it (the job's next attempt starts over).
      const message = error instanceof Error ? error.message : String(error);
      await db('exports').where({ id: exportId }).update({ status: 'failed', error: message });
      throw error;
    }
  }
  await notify(
    services,
    exportReadyNotification(exportId, { userId: record.user_id, language: record.language }),
  );
  return { status: 'ready', byteSize: record.byte_size ?? undefined };
};
