import { type JobProcessor } from '../types';
import { aiEngineOf } from './aiServices';

/** Analyses a film from its own data with the configured AI engine; the api matches the similar films. */
export const analyzeMovie: JobProcessor<'ai.analyzeMovie'> = async ({ movie }, ctx) => {
  const engine = aiEngineOf(ctx);
  return { analysis: await engine.analyzeMovie(movie), engine: engine.engine };
};
