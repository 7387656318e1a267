import type {
  AiSearchResponse,
  AiTestResponse,
  MovieAnalysisResponse,
  MovieDetails,
  MoviePage,
  RecommendationsResponse,
  ReviewAnalysisResponse,
} from '@marquee/contracts';
import { createServer, type ServerResponse } from 'node:http';
import { aiAnswers, chatReply } from '@marquee/testing/aiAnswers';
import { readJsonBody, serveAtApi } from '@marquee/testing/localApi';

const timestamp = '2026-01-01T00:00:00.000Z';

/** The catalog films the API's matching links the fixed answers' films to (by title). */
const catalogIds: Record<string, string> = {
  'Paddington 2': '346648',
  'Groundhog Day': '137',
  Memento: '77',
};
const linked = <F extends { title: string }>(film: F) => ({
  ...film,
  movieId: catalogIds[film.title] ?? null,
  posterPath: null,
});

/** The API's answers: the kit's fixed model answers, with their films linked to the catalog. */
export const recommendationsAnswer: RecommendationsResponse = {
  success: true,
  engine: 'local',
  timestamp,
  ...aiAnswers.recommendations,
  recommendations: aiAnswers.recommendations.recommendations.map(linked),
};

export const searchAnswer: AiSearchResponse = {
  success: true,
  engine: 'openai',
  timestamp,
  ...aiAnswers.search,
  movie_suggestions: aiAnswers.search.movie_suggestions.map(linked),
};

export const reviewAnswer: ReviewAnalysisResponse = {
  success: true,
  engine: 'local',
  timestamp,
  reviewCount: 3,
  analysis: aiAnswers.review_analysis,
};

/** What the engines answer for a film with no reviews: nothing to analyse. */
export const noReviewsAnswer: ReviewAnalysisResponse = {
  ...reviewAnswer,
  reviewCount: 0,
  analysis: {
    overall_sentiment: { score: 0, label: 'No reviews', explanation: 'Nothing to analyse.' },
    summary: 'There are no reviews of Fight Club yet, so there is nothing to analyse.',
    pros: [],
    cons: [],
    key_themes: [],
    target_audience: { primary: '', secondary: '', avoid_if: '' },
    critics_vs_audience: '',
    recommendation: '',
    confidence: 0,
  },
};

export const movieAnswer: MovieAnalysisResponse = {
  success: true,
  engine: 'openai',
  timestamp,
  analysis: {
    ...aiAnswers.movie_analysis,
    similar_films: aiAnswers.movie_analysis.similar_films.map(linked),
  },
};

export function detailsOf(id: number, title: string, reviews: number): MovieDetails {
  return {
    id,
    title,
    original_title: title,
    original_language: 'en',
    tagline: null,
    overview: 'An overview.',
    release_date: '1999-10-15',
    runtime: 139,
    poster_path: null,
    backdrop_path: null,
    genres: [{ id: 18, name: 'Drama' }],
    budget: 0,
    revenue: 0,
    popularity: 1,
    vote_average: 8.4,
    vote_count: 100,
    imdb_id: null,
    adult: false,
    status: 'Released',
    homepage: null,
    production_companies: [],
    reviews: {
      page: 1,
      total_pages: 1,
      total_results: reviews,
      results: Array.from({ length: reviews }, (_, n) => ({
        id: `r${n}`,
        author: `Critic ${n}`,
        author_details: { username: `critic${n}`, avatar_path: null, rating: 8 },
        content: `Review ${n}`,
        created_at: timestamp,
        updated_at: timestamp,
        url: '',
      })),
    },
  };
}

/**
 * How the server answers an AI route: the contract's answer, `success: false`, a server error, or (the
 * review analysis) the answer for a film with no reviews at all.
 */
export type AiOutcome = 'ok' | 'unsuccessful' | 'error' | 'no reviews';

interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
};

const sse = (response: ServerResponse, event: unknown) =>
  response.write(`data: ${JSON.stringify(event)}\n\n`);

/**
 * A real HTTP server answering the AI routes with the contract's shapes (the chat as server-sent events),
 * and the two movie-data routes the hub's film picker uses. Every request is recorded with its body.
 */
export async function startAiServer() {
  const requests: Recorded[] = [];
  const outcomes: Record<string, AiOutcome> = {};
  // The chat's first word waits for `releaseChat`, so a test can see the typing indicator first.
  let chatGate: Promise<void> = Promise.resolve();
  let openGate = () => {};
  // Chat answers whose reader went away before the answer ended (the conversation was closed).
  let abandonedChats = 0;

  const answer = (response: ServerResponse, route: string, body: { success: boolean }) => {
    const outcome = outcomes[route] ?? 'ok';
    if (outcome === 'error') json(response, 500, { message: 'Internal error' });
    else if (outcome === 'no reviews') json(response, 200, noReviewsAnswer);
    else json(response, 200, outcome === 'unsuccessful' ? { ...body, success: false } : body);
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://ai');
    const body = await readJsonBody(request);
    requests.push({ method: request.method ?? 'GET', path: url.pathname + url.search, body });
    const path = url.pathname;

    if (path === '/api/ai/test') {
      const online: AiTestResponse = { success: true, message: 'AI service is working', engine: 'local' };
      answer(response, 'test', online);
    } else if (path === '/api/ai/recommendations') answer(response, 'recommendations', recommendationsAnswer);
    else if (path === '/api/ai/search') answer(response, 'search', searchAnswer);
    else if (path.startsWith('/api/ai/analyze-reviews/')) answer(response, 'analyze-reviews', reviewAnswer);
    else if (path === '/api/ai/analyze-movie') answer(response, 'analyze-movie', movieAnswer);
    else if (path === '/api/ai/chat') {
      if (outcomes.chat === 'error') return json(response, 500, { message: 'Internal error' });
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      response.flushHeaders();
      response.on('close', () => {
        if (!response.writableEnded) abandonedChats += 1;
      });
      await chatGate;
      for (const text of chatReply) sse(response, { type: 'delta', text });
      const paddington = { title: 'Paddington 2', year: 2017, movieId: '346648', posterPath: null };
      sse(response, { type: 'done', engine: 'local', response: chatReply.join(''), films: [paddington] });
      response.end();
    } else if (path === '/api/tmdb/search/movie') {
      const page: MoviePage = {
        page: 1,
        total_pages: 1,
        total_results: 1,
        results: [
          {
            id: 550,
            title: 'Fight Club',
            original_title: 'Fight Club',
            original_language: 'en',
            overview: '',
            release_date: '1999-10-15',
            poster_path: null,
            backdrop_path: null,
            genre_ids: [18],
            popularity: 1,
            vote_average: 8.4,
            vote_count: 100,
            adult: false,
            video: false,
          },
        ],
      };
      json(response, 200, page);
    } else if (path === '/api/tmdb/movie/550') json(response, 200, detailsOf(550, 'Fight Club', 2));
    else json(response, 404, { message: 'Not found' });
  });
  const served = await serveAtApi(server);

  return {
    requests,
    /** The requests made to a path starting with `prefix`. */
    calls: (prefix: string) => requests.filter((recorded) => recorded.path.startsWith(prefix)),
    answerWith(route: string, outcome: AiOutcome) {
      outcomes[route] = outcome;
    },
    holdChat() {
      chatGate = new Promise((resolve) => (openGate = resolve));
    },
    releaseChat: () => openGate(),
    abandonedChats: () => abandonedChats,
    close() {
      openGate();
      return served.close();
    },
  };
}
