import { UnrecoverableError } from 'bullmq';
import { type JobProcessors, type JobType, type ProcessorContext } from './types';

type ErasedProcessor = (payload: unknown, ctx: ProcessorContext) => Promise<unknown>;

/**
 * Runs a job known only by its name at run time (a BullMQ job name, an in-process record). An unknown
 * name cannot succeed on a retry, for example a job enqueued by a newer api than this worker, so it is
 * unrecoverable.
 */
export async function runProcessor(
  registry: JobProcessors,
  type: string,
  payload: unknown,
  ctx: ProcessorContext,
): Promise<unknown> {
  if (!Object.hasOwn(registry, type)) throw new UnrecoverableError(`no processor for job type "${type}"`);
  const processor = registry[type as JobType] as ErasedProcessor;
  return processor(payload, ctx);
}

export function isUnrecoverable(error: unknown): boolean {
  return (
    error instanceof UnrecoverableError || (error instanceof Error && error.name === 'UnrecoverableError')
  );
}
