import type { AiEngineApi } from '../types';
import { analyzeMovie } from './movieAnalysis';
import { chat } from './chat';
import { recommend } from './recommend';
import { analyzeReviews } from './reviewAnalysis';
import { search } from './search';

/** The engine used when no AI provider is configured: deterministic rules grounded in the catalog. */
export function createLocalEngine(): AiEngineApi {
  return {
    engine: 'local',
    test: async () => ({ ok: true, message: 'Offline engine ready' }),
    recommend,
    search,
    analyzeReviews: async (input) => analyzeReviews(input),
    analyzeMovie: async (movie) => analyzeMovie(movie),
    chat,
  };
}
