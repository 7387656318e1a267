import {
  createFilmLookup,
  createJobQueue,
  createMailer,
  resumeUnfinishedImports,
  SCHEDULED_JOBS,
  type FilmLookup,
  type JobQueue,
} from '@marquee/jobs';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
    /** The film data imports match against (TMDB or the local catalog), as the jobs use it. */
    filmLookup: FilmLookup;
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
    const { tmdbApiToken, tmdbBaseUrl } = app.config;
    const films = createFilmLookup(
      app.db,
      tmdbApiToken ? { apiToken: tmdbApiToken, baseUrl: tmdbBaseUrl } : undefined,
    );
    const queue = createJobQueue({
      redisUrl: app.config.redisUrl,
      prefix: app.config.queuePrefix,
      logger,
      services: { db: app.db, mailer, publicUrl: app.config.publicUrl, ai: app.ai, films },
    });
    app.decorate('jobs', queue);
    app.decorate('filmLookup', films);
    // Imports a stopped process left half-way go on (their rows are stored; nothing doubles). Not
    // awaited: a database that is not there yet must not stop the API from starting.
    app.addHook('onReady', async () => {
      // With Redis the worker keeps the schedules; without it this process runs them.
      if (queue.mode === 'in-process') await queue.schedule(SCHEDULED_JOBS);
      resumeUnfinishedImports(app.db, queue, logger).catch((err: unknown) =>
        logger.warn({ err }, 'unfinished imports could not be resumed'),
      );
    });
    app.addHook('onClose', async () => {
      await queue.close();
      mailer.close();
    });
  },
  { name: 'jobs', dependencies: ['config', 'db', 'ai'] },
);
