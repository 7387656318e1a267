import { FinishedJobHistory } from './finishedJobHistory';
import { RETENTION } from './jobOptions';
import { type JobType, type QueueName } from './types';

/** The in-process queue's bookkeeping: one job, and the jobs of one queue in each state. */

export interface JobRecord {
  readonly id: string;
  readonly type: JobType;
  readonly payload: unknown;
  attemptsMade: number;
  /** Settles once: with the result, or with the reason the job will never produce one. */
  readonly outcome: Promise<unknown>;
  readonly resolve: (result: unknown) => void;
  readonly reject: (error: Error) => void;
}

export class QueueState {
  readonly waiting: JobRecord[] = [];
  readonly active = new Set<JobRecord>();
  readonly delayed = new Map<JobRecord, NodeJS.Timeout>();
  /** Waiting, active and delayed jobs by id. */
  readonly live = new Map<string, JobRecord>();
  readonly completed = new FinishedJobHistory<JobRecord>(RETENTION.completed);
  readonly failed = new FinishedJobHistory<JobRecord>(RETENTION.failed);
  nextId = 1;

  constructor(
    readonly name: QueueName,
    readonly concurrency: number,
  ) {}

  find(id: string): JobRecord | undefined {
    return this.live.get(id) ?? this.completed.get(id) ?? this.failed.get(id);
  }
}

export function newJobRecord(id: string, type: JobType, payload: unknown): JobRecord {
  let resolve!: (result: unknown) => void;
  let reject!: (error: Error) => void;
  const outcome = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Most jobs are enqueued without anyone waiting: their failure is logged, not an unhandled rejection.
  outcome.catch(() => undefined);
  return { id, type, payload, attemptsMade: 0, outcome, resolve, reject };
}
