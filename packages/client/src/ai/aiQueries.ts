import { queryOptions } from '@tanstack/react-query';
import type { MovieForAnalysis, ReviewForAnalysis } from '../remotes/analysisInputs';
import { analyzeMovie, analyzeReviews, testAiConnection } from './aiApi';
import { aiKeys } from './aiKeys';

/**
 * Whether the AI service answers, and which engine: tested whenever the hub opens (stale at once) and once
 * per asking, since the test is itself the retry a visitor starts with Refresh.
 */
export const aiConnectionQuery = () =>
  queryOptions({
    queryKey: aiKeys.connection,
    queryFn: ({ signal }) => testAiConnection(signal),
    staleTime: 0,
    retry: false,
  });

/** A film's themes, characters, style and context (the server caches each film's analysis too). */
export const movieAnalysisQuery = (movie: MovieForAnalysis) =>
  queryOptions({
    queryKey: aiKeys.movieAnalysis(movie.id),
    queryFn: ({ signal }) => analyzeMovie(movie, signal),
  });

/** What the given reviews of a film say, summed up (the server adds Marquee's own reviews). */
export const reviewAnalysisQuery = (movieId: string, movieTitle: string, reviews: ReviewForAnalysis[]) =>
  queryOptions({
    queryKey: aiKeys.reviewAnalysis(movieId, reviews),
    queryFn: ({ signal }) => analyzeReviews(movieId, { movieTitle, tmdbReviews: reviews }, signal),
  });
