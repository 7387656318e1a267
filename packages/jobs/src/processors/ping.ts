import { type JobProcessor } from '../types';

export const ping: JobProcessor<'system.ping'> = async ({ message }, ctx) => ({
  message,
  processedBy: ctx.processedBy,
  processedAt: new Date().toISOString(),
});
