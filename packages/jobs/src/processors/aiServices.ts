import { UnrecoverableError } from 'bullmq';
import { type AiEngineApi } from '@marquee/ai';
import { type ProcessorContext } from '../types';

/** The AI engine of whoever runs the job; a runner without services cannot run AI jobs, so no retries. */
export function aiEngineOf(ctx: ProcessorContext): AiEngineApi {
  if (!ctx.services) throw new UnrecoverableError('AI jobs need an AI engine, and this runner has none');
  return ctx.services.ai;
}
