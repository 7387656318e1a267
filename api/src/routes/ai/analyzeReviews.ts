import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type ReviewText } from '@marquee/ai';
import {
  AnalyzeReviewsBody,
  AnalyzeReviewsParams,
  ErrorResponse,
  ReviewAnalysisResponse,
} from '@marquee/contracts';
import { type Knex } from 'knex';
import { aiAnswer } from '../../ai/aiAnswer';
import { aiRateLimit } from '../../ai/aiRateLimit';
import { analysisCacheKey } from '../../ai/analysisCache';
import { ANALYSIS_WAIT_MS, answerCachedAnalysis } from '../../ai/cachedAnalysis';
import { HttpError } from '../../httpError';
import { reviewsShownTo } from '../../profiles/viewer';

/**
 * Marquee's own reviews of the film as a guest reads them (the analysis is shown to everyone, so reviews
 * by authors an admin hid stay out), oldest first (a stable order, so the input hash is too). The author
 * is not named: the job payload sits in Redis in clear text and needs only the texts.
 */
async function marqueeReviews(db: Knex, movieId: number): Promise<ReviewText[]> {
  const rows = await db('reviews as r')
    .join('users as u', 'u.id', 'r.user_id')
    .where('r.movie_id', movieId)
    .where(reviewsShownTo(db, 'u', undefined))
    .orderBy([{ column: 'r.created_at' }, { column: 'r.id' }])
    .select<{ title: string; comment: string; rating: number }[]>('r.title', 'r.comment', 'r.rating');
  return rows.map(({ title, comment, rating }) => ({
    author: 'Marquee member',
    content: title ? `${title}\n\n${comment}` : comment,
    // Stars out of 5 on Marquee; the analysis reads ratings out of 10.
    rating: rating * 2,
  }));
}

/** POST /api/ai/analyze-reviews/:movieId: public, as the analysis panel shows to everyone (docs/product.md §2). */
const analyzeReviewsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/analyze-reviews/:movieId',
    {
      config: { rateLimit: aiRateLimit(app, 'analysis') },
      schema: {
        tags: ['ai'],
        operationId: 'analyzeMovieReviews',
        summary: "Sentiment, pros and cons of a film's reviews (TMDB's and Marquee's own), cached per input",
        params: AnalyzeReviewsParams,
        body: AnalyzeReviewsBody,
        response: { 200: ReviewAnalysisResponse, 400: ErrorResponse, 502: ErrorResponse, 504: ErrorResponse },
      },
    },
    async (request, reply) => {
      const movieId = Number(request.params.movieId);
      const movieTitle = request.body.movieTitle.trim();
      if (!movieTitle) throw new HttpError(400, 'body/movieTitle must not be blank');
      const reviews = [...request.body.tmdbReviews, ...(await marqueeReviews(app.db, movieId))];
      const input = { movieTitle, reviews };
      return answerCachedAnalysis(app, request, reply, {
        key: analysisCacheKey('reviews', movieId, input),
        failureMessage: 'Failed to analyze reviews',
        produce: async () => {
          const { analysis, engine } = await app.jobs.enqueueAndWait('ai.analyzeReviews', input, {
            timeoutMs: ANALYSIS_WAIT_MS,
          });
          return aiAnswer(engine, { analysis, reviewCount: reviews.length });
        },
      });
    },
  );
};

export default analyzeReviewsRoute;
