import { createJobQueue, createMailer, type JobQueue } from '@marquee/jobs';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * `app.jobs`: enqueue background work. With Redis the jobs go through BullMQ to the worker process;
 * without it this process runs the same processors itself, with the database, the mailer (SMTP, or
 * the local mailbox when SMTP_URL is unset) and the AI engine.
 */
export default fp(
  async function jobs(app) {
    const logger = app.log.child({ component: 'jobs' });
    // Only the in-process runner sends mail from this process; with Redis the worker does.
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      db: app.db,
      logger,
    });
    const queue = createJobQueue({
      redisUrl: app.config.redisUrl,
      prefix: app.config.queuePrefix,
      logger,
      services: { db: app.db, mailer, publicUrl: app.config.publicUrl, ai: app.ai },
    });
    app.decorate('jobs', queue);
    app.addHook('onClose', async () => {
      await queue.close();
      mailer.close();
    });
  },
  { name: 'jobs', dependencies: ['config', 'db', 'ai'] },
);
