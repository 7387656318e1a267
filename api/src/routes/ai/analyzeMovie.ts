import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnalyzeMovieBody, ErrorResponse, MovieAnalysisResponse } from '@marquee/contracts';
import { aiAnswer } from '../../ai/aiAnswer';
import { aiRateLimit } from '../../ai/aiRateLimit';
import { analysisCacheKey } from '../../ai/analysisCache';
import { ANALYSIS_WAIT_MS, answerCachedAnalysis } from '../../ai/cachedAnalysis';
import { similarCatalogFilms } from '../../ai/similarFilms';

/** POST /api/ai/analyze-movie: public, as the analysis panel shows to everyone (docs/product.md §2). */
const analyzeMovieRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/analyze-movie',
    {
      config: { rateLimit: aiRateLimit(app, 'analysis') },
      schema: {
        tags: ['ai'],
        operationId: 'analyzeMovie',
        summary: "A film's themes, characters, style and context, with similar films; cached per input",
        body: AnalyzeMovieBody,
        response: { 200: MovieAnalysisResponse, 400: ErrorResponse, 502: ErrorResponse, 504: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { movieData } = request.body;
      return answerCachedAnalysis(app, request, reply, {
        key: analysisCacheKey('movie', movieData.id, movieData),
        failureMessage: 'Failed to analyze movie',
        produce: async () => {
          const { analysis, engine } = await app.jobs.enqueueAndWait(
            'ai.analyzeMovie',
            { movie: movieData },
            { timeoutMs: ANALYSIS_WAIT_MS },
          );
          // The job has no catalog (it may run in the worker): its films are matched here, and the
          // catalog's nearest neighbours of the film fill the list.
          const similar = await similarCatalogFilms(app.aiCatalog, movieData.id, analysis.similar_films);
          return aiAnswer(engine, { analysis: { ...analysis, similar_films: similar } });
        },
      });
    },
  );
};

export default analyzeMovieRoute;
