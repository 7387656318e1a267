import type {
  AiEngine,
  AiFilmMatch,
  AiSearchResponse,
  AiTestResponse,
  AnalyzeMovieBody,
  AnalyzeReviewsBody,
  ChatBody,
  ChatStreamEvent,
  MovieAnalysisResponse,
  RecommendationsBody,
  RecommendationsResponse,
  ReviewAnalysisResponse,
} from '@marquee/contracts';
import { ApiError, apiClient, type ApiClient } from '../apiClient';
import { clientText } from '../messages';
import { createSseParser } from './sseParser';

/** The AI calls (docs/product.md §7) with the spec's fallback messages (section 8). */

export function testAiConnection(signal?: AbortSignal): Promise<AiTestResponse> {
  return apiClient.get<AiTestResponse>('/ai/test', { signal, fallbackMessage: clientText('ai.unavailable') });
}

export function fetchAiRecommendations(
  body: RecommendationsBody,
  signal?: AbortSignal,
): Promise<RecommendationsResponse> {
  return apiClient.post<RecommendationsResponse>('/ai/recommendations', body, {
    signal,
    fallbackMessage: clientText('ai.recommendationsFailed'),
  });
}

export function aiSearch(query: string, signal?: AbortSignal): Promise<AiSearchResponse> {
  return apiClient.post<AiSearchResponse>(
    '/ai/search',
    { query },
    {
      signal,
      fallbackMessage: clientText('ai.searchFailed'),
    },
  );
}

export function analyzeReviews(
  movieId: number | string,
  body: AnalyzeReviewsBody,
  signal?: AbortSignal,
): Promise<ReviewAnalysisResponse> {
  return apiClient.post<ReviewAnalysisResponse>(`/ai/analyze-reviews/${encodeURIComponent(movieId)}`, body, {
    signal,
    fallbackMessage: clientText('ai.reviewAnalysisFailed'),
  });
}

export function analyzeMovie(
  movieData: AnalyzeMovieBody['movieData'],
  signal?: AbortSignal,
): Promise<MovieAnalysisResponse> {
  return apiClient.post<MovieAnalysisResponse>(
    '/ai/analyze-movie',
    { movieData },
    {
      signal,
      fallbackMessage: clientText('ai.movieAnalysisFailed'),
    },
  );
}

/**
 * Asks the AI Movie Assistant and reads its answer as it is written: `onDelta` gets each piece, the
 * promise the whole answer. fetch and a stream reader, since EventSource cannot POST or send the token.
 */
export async function streamChat(
  body: ChatBody,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<{ response: string; engine: AiEngine; films: AiFilmMatch[] }> {
  const failed = clientText('ai.chatFailed');
  const answer = await client.open('/ai/chat', {
    method: 'POST',
    body,
    signal,
    fallbackMessage: failed,
  });
  let outcome: { response: string; engine: AiEngine; films: AiFilmMatch[] } | ApiError | undefined;
  const parser = createSseParser((data) => {
    const event = JSON.parse(data) as ChatStreamEvent;
    if (event.type === 'delta') onDelta(event.text);
    else if (event.type === 'done')
      outcome = { response: event.response, engine: event.engine, films: event.films };
    else outcome = new ApiError(answer.status, event.message || failed);
  });
  if (!answer.body) throw new ApiError(answer.status, failed);
  const reader = answer.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // stream: a character split across two pieces is decoded once both have arrived.
      parser.push(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, failed, { cause: error });
  }
  if (outcome instanceof ApiError) throw outcome;
  // The connection ended before the done event: the answer is incomplete.
  if (!outcome) throw new ApiError(0, failed);
  return outcome;
}
