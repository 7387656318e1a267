/** The ways enqueueAndWait ends without a result, the same in both runtime modes so the api can map them. */

export class JobTimeoutError extends Error {
  override readonly name = 'JobTimeoutError';
  constructor(
    readonly jobId: string,
    readonly timeoutMs: number,
  ) {
    super(`job ${jobId} did not finish within ${timeoutMs} ms`);
  }
}

/** The job failed its last attempt; the message is the processor's error message. */
export class JobFailedError extends Error {
  override readonly name = 'JobFailedError';
  constructor(
    readonly jobId: string,
    reason: string,
  ) {
    super(reason);
  }
}

export class JobQueueClosedError extends Error {
  override readonly name = 'JobQueueClosedError';
  constructor() {
    super('the job queue is closed');
  }
}

/** Redis cannot be reached: the job was not enqueued (the api answers 503). */
export class JobQueueUnavailableError extends Error {
  override readonly name = 'JobQueueUnavailableError';
  constructor() {
    super('the job queue is unavailable: Redis cannot be reached');
  }
}
