import { JobTimeoutError } from '@marquee/jobs';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { aiFailure } from './aiAnswer';
import { ANALYSIS_TTL_SECONDS } from './analysisCache';

/** How long a request waits for its analysis job; the job itself goes on and fills the cache. */
export const ANALYSIS_WAIT_MS = 25_000;
export const ANALYSIS_TIMEOUT_MESSAGE = 'AI analysis is taking longer than expected. Please try again.';

/**
 * Answers an analysis from the cache, or produces it (a job) and caches it: a second view is instant and
 * identical, and identical requests arriving together share one job. A job that takes too long answers 504,
 * a failed one 502 with `failureMessage`; neither is cached, so trying again runs it again.
 */
export async function answerCachedAnalysis<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { key, produce, failureMessage }: { key: string; produce: () => Promise<T>; failureMessage: string },
) {
  try {
    return await app.cache.wrap(key, ANALYSIS_TTL_SECONDS, produce);
  } catch (error) {
    if (error instanceof JobTimeoutError) return aiFailure(reply, 504, ANALYSIS_TIMEOUT_MESSAGE);
    request.log.error({ err: error }, 'AI analysis failed');
    return aiFailure(reply, 502, failureMessage);
  }
}
