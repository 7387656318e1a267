import type {
  AiEngine,
  AiFilmMatch,
  AiMood,
  AiSearchResponse,
  ChatTurn,
  Genre,
  MovieAnalysis,
  MovieDetails,
  MovieSummary,
  RecommendationsResponse,
  ReviewAnalysis,
} from '@marquee/contracts';

/**
 * The movie data an engine grounds its answers in. The api adapts its movie-data provider (the local
 * catalog or TMDB through the cache) to this; tests use the local catalog on a real database.
 */
export interface FilmCatalog {
  genres(): Promise<Genre[]>;
  /** Films matching every given constraint, best first (popularity unless `sort` says otherwise). */
  discover(filters: {
    genreIds?: number[];
    fromYear?: number;
    toYear?: number;
    minRating?: number;
    sort?: 'popularity.desc' | 'vote_average.desc' | 'primary_release_date.desc';
    page?: number;
  }): Promise<MovieSummary[]>;
  /** Title search, best match first. */
  search(title: string): Promise<MovieSummary[]>;
  /** The film with credits, keywords, similar and reviews appended; null when unknown. */
  details(id: number): Promise<MovieDetails | null>;
  /**
   * Every film with what similarity and subject search read, when the catalog can list them all (the
   * local catalog can; TMDB cannot). Without it the engine falls back to discover and search.
   */
  profiles?(): Promise<FilmProfile[]>;
}

/** A film as the offline engine's index reads it: the summary plus keywords and the people known. */
export interface FilmProfile extends MovieSummary {
  runtime: number | null;
  keywords: string[];
  directors: string[];
  /** The leading cast, billing order; empty when unknown. */
  cast: string[];
}

/** What the user's own data says of their taste, for recommendations with no mood. */
export interface UserTaste {
  watchlist: { movieId: number; title: string }[];
  reviews: { movieId: number; title: string; rating: number }[];
}

/** A review to analyse, from TMDB or Marquee; rating out of 10 when known. */
export interface ReviewText {
  author: string;
  content: string;
  rating?: number | null;
}

/** The fields of an AI answer the engine produces; the api adds success, engine and timestamp. */
type Produced<T> = Omit<T, 'success' | 'engine' | 'timestamp'>;

/** One AI engine: the local catalog-grounded engine or the OpenAI-compatible provider. */
export interface AiEngineApi {
  readonly engine: AiEngine;
  /** Whether it answers, for /api/ai/test. */
  test(): Promise<{ ok: boolean; message: string; model?: string }>;
  recommend(
    input: { mood: AiMood; count: number; taste: UserTaste },
    catalog: FilmCatalog,
  ): Promise<Produced<RecommendationsResponse>>;
  search(query: string, catalog: FilmCatalog): Promise<Produced<AiSearchResponse>>;
  /** Pure computation on its input (runs as a job in the worker): no catalog. */
  analyzeReviews(input: { movieTitle: string; reviews: ReviewText[] }): Promise<ReviewAnalysis>;
  /** Pure computation on its input (runs as a job in the worker); similar_films come back unmatched. */
  analyzeMovie(movie: MovieForAnalysis): Promise<MovieAnalysis>;
  /** The answer as it is produced, piece by piece. The api passes only the last 10 turns of history. */
  chat(
    input: { message: string; movieTitle?: string; history: ChatTurn[]; taste?: UserTaste },
    catalog: FilmCatalog,
  ): AsyncIterable<ChatPiece>;
}

export interface MovieForAnalysis {
  id: number;
  title: string;
  overview?: string;
  tagline?: string | null;
  release_date?: string;
  runtime?: number | null;
  genres?: { id: number; name: string }[];
  vote_average?: number;
  keywords?: string[];
  director?: string;
  cast?: string[];
}

/**
 * A piece of a chat answer: text as it is written, or a catalog film the answer names (its title appears
 * in the text), so the screens can link the name to the film's page.
 */
export type ChatPiece = string | AiFilmMatch;

/** Where engines report provider trouble; pino and Fastify's logger fit. Never given secrets. */
export interface AiLogger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}
