import { type JobProcessor } from '../types';
import { aiEngineOf } from './aiServices';

/** Analyses a film's reviews (external and Marquee's own) with the configured AI engine. */
export const analyzeReviews: JobProcessor<'ai.analyzeReviews'> = async ({ movieTitle, reviews }, ctx) => {
  const engine = aiEngineOf(ctx);
  return { analysis: await engine.analyzeReviews({ movieTitle, reviews }), engine: engine.engine };
};
