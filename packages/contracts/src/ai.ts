import { Type, type Static, type TSchema } from 'typebox';
import { MovieId } from './watchlist';

/*
 * The AI features' requests and answers (docs/product.md §3 and §7). Every answer says which engine produced
 * it: the OpenAI-compatible provider or the built-in local engine grounded in the catalog.
 */

export const AiEngine = Type.Union([Type.Literal('openai'), Type.Literal('local')]);
export type AiEngine = Static<typeof AiEngine>;

/** What every AI answer carries besides its own fields. */
const answer = <T extends Record<string, TSchema>>(fields: T) =>
  Type.Object({
    success: Type.Boolean(),
    engine: AiEngine,
    timestamp: Type.String({ format: 'date-time' }),
    ...fields,
  });

/** docs/product.md §9: the six moods, and '' for recommendations personalised from the user's own data. */
export const AI_MOODS = [
  'rainy_day',
  'feel_good',
  'date_night',
  'mind_bending',
  'late_night',
  'action_packed',
] as const;
// Spelled out: a Union over AI_MOODS.map(...) types its Static as never (an array, not a tuple, of literals).
export const AiMood = Type.Union([
  Type.Literal('rainy_day'),
  Type.Literal('feel_good'),
  Type.Literal('date_night'),
  Type.Literal('mind_bending'),
  Type.Literal('late_night'),
  Type.Literal('action_packed'),
  Type.Literal(''),
]);
export type AiMood = Static<typeof AiMood>;

export const AI_LIMITS = {
  recommendationsDefault: 10,
  recommendationsMax: 20,
  chatHistory: 10,
  messageMax: 1000,
  searchQueryMax: 300,
} as const;

/** A film the engine suggests, matched to the catalog when it can be (`movieId` then links to it). */
export const AiFilmMatch = Type.Object({
  title: Type.String(),
  year: Type.Union([Type.Integer(), Type.Null()]),
  /** The catalog film it was matched to; null when the suggestion is not in the catalog. */
  movieId: Type.Union([MovieId, Type.Null()]),
  posterPath: Type.Union([Type.String(), Type.Null()]),
});
export type AiFilmMatch = Static<typeof AiFilmMatch>;

// ---- POST /api/ai/recommendations
export const RecommendationsBody = Type.Object({
  theme: Type.Optional(AiMood),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: AI_LIMITS.recommendationsMax })),
});
export type RecommendationsBody = Static<typeof RecommendationsBody>;

export const AiRecommendation = Type.Intersect([
  AiFilmMatch,
  Type.Object({
    /** Percent, 0-100. */
    confidence: Type.Integer({ minimum: 0, maximum: 100 }),
    explanation: Type.String(),
    themes: Type.Array(Type.String()),
    mood: Type.String(),
  }),
]);
export type AiRecommendation = Static<typeof AiRecommendation>;

export const RecommendationsResponse = answer({
  recommendations: Type.Array(AiRecommendation),
  analysis: Type.String(),
  themed_collection: Type.Object({ title: Type.String(), description: Type.String() }),
});
export type RecommendationsResponse = Static<typeof RecommendationsResponse>;

// ---- POST /api/ai/search
export const AiSearchBody = Type.Object({
  query: Type.String({ minLength: 1, maxLength: AI_LIMITS.searchQueryMax }),
});
export type AiSearchBody = Static<typeof AiSearchBody>;

export const AiSearchParameters = Type.Object({
  genres: Type.Array(Type.String()),
  themes: Type.Array(Type.String()),
  mood: Type.String(),
  year_range: Type.Object({
    min: Type.Union([Type.Integer(), Type.Null()]),
    max: Type.Union([Type.Integer(), Type.Null()]),
  }),
  rating_range: Type.Object({ min: Type.Union([Type.Number({ minimum: 0, maximum: 10 }), Type.Null()]) }),
  similar_to: Type.Union([Type.String(), Type.Null()]),
});
export type AiSearchParameters = Static<typeof AiSearchParameters>;

export const AiSearchSuggestion = Type.Intersect([
  AiFilmMatch,
  Type.Object({ confidence: Type.Integer({ minimum: 0, maximum: 100 }), match_reason: Type.String() }),
]);
export type AiSearchSuggestion = Static<typeof AiSearchSuggestion>;

export const AiSearchResponse = answer({
  interpretation: Type.String(),
  search_parameters: AiSearchParameters,
  movie_suggestions: Type.Array(AiSearchSuggestion),
  search_tips: Type.Array(Type.String()),
});
export type AiSearchResponse = Static<typeof AiSearchResponse>;

// ---- POST /api/ai/analyze-reviews/:movieId
export const AnalyzeReviewsParams = Type.Object({ movieId: MovieId });
export type AnalyzeReviewsParams = Static<typeof AnalyzeReviewsParams>;

export const AnalyzeReviewsBody = Type.Object({
  movieTitle: Type.String({ minLength: 1, maxLength: 300 }),
  /** The film's external (TMDB) reviews; the server adds Marquee's own reviews of the film. */
  tmdbReviews: Type.Array(
    Type.Object({
      author: Type.String({ maxLength: 200 }),
      content: Type.String({ maxLength: 20_000 }),
      rating: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 10 }), Type.Null()])),
    }),
    { maxItems: 50 },
  ),
});
export type AnalyzeReviewsBody = Static<typeof AnalyzeReviewsBody>;

export const ReviewAnalysis = Type.Object({
  overall_sentiment: Type.Object({
    /** Out of 10. */
    score: Type.Number({ minimum: 0, maximum: 10 }),
    label: Type.String(),
    explanation: Type.String(),
  }),
  summary: Type.String(),
  pros: Type.Array(Type.String()),
  cons: Type.Array(Type.String()),
  key_themes: Type.Array(Type.String()),
  target_audience: Type.Object({
    primary: Type.String(),
    secondary: Type.String(),
    avoid_if: Type.String(),
  }),
  critics_vs_audience: Type.String(),
  recommendation: Type.String(),
  /** Percent, 0-100. */
  confidence: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type ReviewAnalysis = Static<typeof ReviewAnalysis>;

export const ReviewAnalysisResponse = answer({ analysis: ReviewAnalysis, reviewCount: Type.Integer() });
export type ReviewAnalysisResponse = Static<typeof ReviewAnalysisResponse>;

// ---- POST /api/ai/analyze-movie
export const AnalyzeMovieBody = Type.Object({
  movieData: Type.Object({
    // Bounded like the database's columns and TMDB's values: a number past them cannot be stored.
    id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    title: Type.String({ minLength: 1, maxLength: 300 }),
    overview: Type.Optional(Type.String({ maxLength: 5000 })),
    tagline: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    release_date: Type.Optional(Type.String({ maxLength: 10 })),
    runtime: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 100_000 }), Type.Null()])),
    genres: Type.Optional(
      Type.Array(
        Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), name: Type.String() }),
        { maxItems: 20 },
      ),
    ),
    vote_average: Type.Optional(Type.Number({ minimum: 0, maximum: 10 })),
    keywords: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 })),
    director: Type.Optional(Type.String({ maxLength: 200 })),
    cast: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 })),
  }),
});
export type AnalyzeMovieBody = Static<typeof AnalyzeMovieBody>;

export const MovieAnalysis = Type.Object({
  themes: Type.Object({
    primary: Type.Array(Type.String()),
    secondary: Type.Array(Type.String()),
    symbolism: Type.Array(Type.String()),
  }),
  character_analysis: Type.Object({
    protagonist_journey: Type.String(),
    relationships: Type.String(),
    archetypes: Type.Array(Type.String()),
  }),
  cinematography: Type.Object({
    style: Type.String(),
    mood: Type.String(),
    notable_elements: Type.Array(Type.String()),
  }),
  cultural_context: Type.Object({
    historical_period: Type.String(),
    social_commentary: Type.String(),
    cultural_impact: Type.String(),
  }),
  discussion_questions: Type.Array(Type.String()),
  similar_films: Type.Array(Type.Intersect([AiFilmMatch, Type.Object({ reason: Type.String() })])),
  educational_value: Type.String(),
  rewatch_value: Type.String(),
});
export type MovieAnalysis = Static<typeof MovieAnalysis>;

export const MovieAnalysisResponse = answer({ analysis: MovieAnalysis });
export type MovieAnalysisResponse = Static<typeof MovieAnalysisResponse>;

// ---- POST /api/ai/chat (answers as server-sent events: `data: {"delta":"..."}` lines, then `event: done`)
export const ChatTurn = Type.Object({
  type: Type.Union([Type.Literal('user'), Type.Literal('ai')]),
  message: Type.String({ maxLength: 4000 }),
});
export type ChatTurn = Static<typeof ChatTurn>;

export const ChatBody = Type.Object({
  message: Type.String({ minLength: 1, maxLength: AI_LIMITS.messageMax }),
  movieTitle: Type.Optional(Type.String({ maxLength: 300 })),
  /** The last messages of the thread, oldest first; the server keeps at most the last 10. */
  conversationHistory: Type.Optional(Type.Array(ChatTurn, { maxItems: 50 })),
});
export type ChatBody = Static<typeof ChatBody>;

/** One server-sent event of a chat answer. */
export type ChatStreamEvent =
  | { type: 'delta'; text: string }
  /** `films`: the catalog films the answer names, so their titles can link to the film pages. */
  | { type: 'done'; engine: AiEngine; response: string; films: AiFilmMatch[] }
  | { type: 'error'; message: string };

// ---- GET /api/ai/test, GET /api/ai/news, POST /api/ai/batch-test
export const AiTestResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  engine: AiEngine,
  model: Type.Optional(Type.String()),
});
export type AiTestResponse = Static<typeof AiTestResponse>;

export const AiNewsResponse = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type AiNewsResponse = Static<typeof AiNewsResponse>;

export const AiBatchTestResponse = Type.Object({
  engine: AiEngine,
  results: Type.Array(
    Type.Object({
      feature: Type.String(),
      passed: Type.Boolean(),
      ms: Type.Number(),
      error: Type.Optional(Type.String()),
    }),
  ),
});
export type AiBatchTestResponse = Static<typeof AiBatchTestResponse>;
