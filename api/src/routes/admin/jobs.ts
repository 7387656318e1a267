import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminJobs, AdminJobsRetried, AdminQueueParams, ErrorResponse } from '@marquee/contracts';
import { JobQueueUnavailableError, QUEUE_NAMES, type QueueName } from '@marquee/jobs';
import { recordAdminAction } from '../../admin/adminActions';
import { HttpError } from '../../httpError';
import { adminErrors, adminSchema } from './schemaParts';

const isQueueName = (name: string): name is QueueName => (QUEUE_NAMES as readonly string[]).includes(name);

/** Redis down is the operator's to know, not a 500. */
async function withQueue<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof JobQueueUnavailableError) throw new HttpError(503, 'The job queue is unavailable');
    throw error;
  }
}

/** The background job queues: what is in them, and running the failed jobs again. */
const jobsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const errors = { ...adminErrors, 503: ErrorResponse };

  app.get(
    '/admin/jobs',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...adminSchema,
        operationId: 'listJobQueues',
        summary: 'Jobs waiting, active, delayed, completed and failed, per queue',
        response: { 200: AdminJobs, ...errors },
      },
    },
    async () => {
      const counts = await withQueue(() => app.jobs.counts());
      return { mode: app.jobs.mode, queues: QUEUE_NAMES.map((name) => ({ name, ...counts[name] })) };
    },
  );

  app.post(
    '/admin/jobs/:queue/retry-failed',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...adminSchema,
        operationId: 'retryFailedJobs',
        summary: 'Move the failed jobs of a queue back to waiting, their attempts reset',
        params: AdminQueueParams,
        response: { 200: AdminJobsRetried, 404: ErrorResponse, ...errors },
      },
    },
    async (request) => {
      const { queue } = request.params;
      if (!isQueueName(queue)) throw new HttpError(404, 'No queue is called {{queue}}', { queue });
      const retried = await withQueue(() => app.jobs.retryFailed(queue));
      await recordAdminAction(app.db, request.user.sub, 'retry-jobs', {
        type: 'queue',
        id: queue,
        label: `${queue} (${retried} failed)`,
      });
      return { retried };
    },
  );
};

export default jobsRoutes;
