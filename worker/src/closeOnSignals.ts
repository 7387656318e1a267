import { type JobLogger } from '@marquee/jobs';

/**
 * SIGTERM (orchestrators) and SIGINT (Ctrl-C) close the worker gracefully, then exit 0. A second signal
 * means the operator will not wait: exit 1 at once.
 */
export function closeOnSignals(close: () => Promise<unknown>, logger: JobLogger): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      logger.warn({ signal }, 'second signal: exiting without waiting for active jobs');
      process.exit(1);
    }
    closing = true;
    logger.info({ signal }, 'shutting down: no new jobs, waiting for the active ones');
    close().then(
      () => {
        logger.info('worker stopped');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
