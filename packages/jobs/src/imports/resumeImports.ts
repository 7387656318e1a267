import { type Knex } from 'knex';
import { type JobLogger, type JobQueue } from '../types';
import { UNFINISHED_STATUSES, importJobId } from './importRecord';

/**
 * Enqueues again every import a stopped process left half-way (its job lost with an in-process runner,
 * or failed for good in Redis): the job continues from the rows it stored. The job id keeps an import to
 * one job while BullMQ still holds it.
 */
export async function resumeUnfinishedImports(
  db: Knex,
  queue: Pick<JobQueue, 'enqueue'>,
  logger: JobLogger,
): Promise<number> {
  const unfinished = await db('imports')
    .whereIn('status', UNFINISHED_STATUSES)
    .orderBy('created_at')
    .pluck<string[]>('id');
  for (const importId of unfinished) {
    await queue.enqueue('import.run', { importId }, { jobId: importJobId(importId) });
  }
  if (unfinished.length > 0) logger.info({ imports: unfinished.length }, 'unfinished imports resumed');
  return unfinished.length;
}
