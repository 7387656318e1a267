import {
  type Credits,
  type DiscoverSort,
  type ExternalIds,
  type ExternalReviewPage,
  type GenreList,
  type Images,
  type Keywords,
  type MovieAppendable,
  type MovieDetails,
  type MoviePage,
  type Videos,
  type WatchProviders,
} from '@marquee/contracts';
import { type CacheOutcome } from '../cache/cache';

/** What every request may carry; the live provider forwards it, the catalog is in English only. */
export interface LocaleQuery {
  language?: string;
  region?: string;
}

export interface PageQuery extends LocaleQuery {
  page: number;
}

export interface DiscoverQuery extends PageQuery {
  sort_by: DiscoverSort;
  /** Every film must have all of these genres (TMDB's comma). */
  with_genres?: number[];
  'primary_release_date.gte'?: string;
  'primary_release_date.lte'?: string;
  'vote_average.gte'?: number;
  'vote_average.lte'?: number;
  primary_release_year?: number;
  'with_runtime.gte'?: number;
  'with_runtime.lte'?: number;
  with_original_language?: string;
  /** Keyword ids as TMDB takes them: comma-joined (all of them) or pipe-joined (any of them). */
  with_keywords?: string;
  include_adult: boolean;
  include_video: boolean;
}

export interface SearchQuery extends PageQuery {
  query: string;
}

export interface MovieQuery extends LocaleQuery {
  append_to_response: MovieAppendable[];
}

/**
 * An answer already in JSON text, as TMDB sent it: the routes answer it as it is, so the live provider's
 * cache hits cost no parsing or re-encoding, and TMDB's fields pass through byte for byte.
 */
export class JsonText<T> {
  private encoded?: Buffer;

  constructor(readonly text: string) {}

  /** The text as UTF-8, encoded once: a cached JsonText is sent many times. */
  get bytes(): Buffer {
    this.encoded ??= Buffer.from(this.text);
    return this.encoded;
  }

  parse(): T {
    return JSON.parse(this.text) as T;
  }
}

const texts = new WeakMap<object, JsonText<unknown>>();

/**
 * The JsonText of a cached `{ json }`. A cache hit hands back the same object each time (see createCache),
 * so the JsonText, its bytes and whatever is derived from them (the encoded HTTP body) are made once per
 * cached answer, not per request.
 */
export function jsonTextOf<T>(cached: { json: string }): JsonText<T> {
  let text = texts.get(cached);
  if (!text) texts.set(cached, (text = new JsonText(cached.json)));
  return text as JsonText<T>;
}

/** An answer and, when it went through the cache, how the cache produced it (for the X-Cache header). */
export interface MovieData<T> {
  body: T | JsonText<T>;
  cache?: CacheOutcome;
}

/** An answer's body as a value, for code that reads it rather than sends it. */
export const bodyOf = <T>({ body }: MovieData<T>): T => (body instanceof JsonText ? body.parse() : body);

/**
 * The movie data behind /api/tmdb/...: one method per route, TMDB v3's shapes in every answer. Two
 * implementations: tmdb/ (the live TMDB API through the cache) and catalog/ (the local Postgres catalog).
 * A film that does not exist rejects with an HttpError 404.
 */
export interface MovieDataProvider {
  readonly kind: 'tmdb' | 'catalog';
  trending(query: PageQuery): Promise<MovieData<MoviePage>>;
  popular(query: PageQuery): Promise<MovieData<MoviePage>>;
  topRated(query: PageQuery): Promise<MovieData<MoviePage>>;
  upcoming(query: PageQuery): Promise<MovieData<MoviePage>>;
  genres(query: LocaleQuery): Promise<MovieData<GenreList>>;
  discover(query: DiscoverQuery): Promise<MovieData<MoviePage>>;
  search(query: SearchQuery): Promise<MovieData<MoviePage>>;
  movie(id: number, query: MovieQuery): Promise<MovieData<MovieDetails>>;
  credits(id: number, query: LocaleQuery): Promise<MovieData<Credits>>;
  videos(id: number, query: LocaleQuery): Promise<MovieData<Videos>>;
  images(id: number, query: LocaleQuery): Promise<MovieData<Images>>;
  recommendations(id: number, query: PageQuery): Promise<MovieData<MoviePage>>;
  similar(id: number, query: PageQuery): Promise<MovieData<MoviePage>>;
  watchProviders(id: number, query: LocaleQuery): Promise<MovieData<WatchProviders>>;
  reviews(id: number, query: PageQuery): Promise<MovieData<ExternalReviewPage>>;
  keywords(id: number, query: LocaleQuery): Promise<MovieData<Keywords>>;
  externalIds(id: number, query: LocaleQuery): Promise<MovieData<ExternalIds>>;
  /** The film a merged film's former id now belongs to (catalog only: ids change when films merge). */
  movedTo?(id: number): Promise<number | undefined>;
  /** The date the data is as of, for a snapshot (the catalog); live data has none. */
  asOf?(): Promise<string | null>;
}

/** TMDB's answer for an id it does not know; both providers use it. */
export const MOVIE_NOT_FOUND = 'The resource you requested could not be found.';
