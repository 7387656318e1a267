import { UnrecoverableError } from 'bullmq';
import { type JobServices, type ProcessorContext } from '../types';

/** The services of whoever runs a data job (imports, exports); a runner without them cannot, so no retries. */
export function dataServicesOf(ctx: ProcessorContext): JobServices {
  if (!ctx.services) throw new UnrecoverableError('data jobs need the database, and this runner has none');
  return ctx.services;
}
