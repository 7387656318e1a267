import { Type, type Static, type TSchema } from 'typebox';
import { Nullable } from './schemaParts';

/*
 * Movie data as TMDB v3 shapes it. Both movie-data providers (the live TMDB proxy and the local catalog)
 * answer /api/tmdb/... with exactly these shapes, so the front ends cannot tell them apart. Fields TMDB
 * may leave empty are nullable here; objects allow extra properties because TMDB adds fields over time.
 */

const Open = { additionalProperties: true };

export const Genre = Type.Object({ id: Type.Integer(), name: Type.String() }, Open);
export type Genre = Static<typeof Genre>;

export const GenreList = Type.Object({ genres: Type.Array(Genre) }, Open);
export type GenreList = Static<typeof GenreList>;

/** A film in a list (trending, popular, discover, search, recommendations, similar). */
export const MovieSummary = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    original_title: Type.String(),
    original_language: Type.String(),
    overview: Type.String(),
    /** YYYY-MM-DD, or '' when unknown (TMDB's convention). */
    release_date: Type.String(),
    poster_path: Nullable(Type.String()),
    backdrop_path: Nullable(Type.String()),
    genre_ids: Type.Array(Type.Integer()),
    popularity: Type.Number(),
    vote_average: Type.Number(),
    vote_count: Type.Integer(),
    adult: Type.Boolean(),
    video: Type.Boolean(),
  },
  Open,
);
export type MovieSummary = Static<typeof MovieSummary>;

const paged = <T extends TSchema>(item: T) =>
  Type.Object(
    {
      page: Type.Integer(),
      results: Type.Array(item),
      total_pages: Type.Integer(),
      total_results: Type.Integer(),
    },
    Open,
  );

export const MoviePage = paged(MovieSummary);
export type MoviePage = Static<typeof MoviePage>;

export const CastMember = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    character: Type.String(),
    order: Type.Integer(),
    profile_path: Nullable(Type.String()),
    credit_id: Type.String(),
    known_for_department: Type.Optional(Type.String()),
  },
  Open,
);
export type CastMember = Static<typeof CastMember>;

export const CrewMember = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    job: Type.String(),
    department: Type.String(),
    profile_path: Nullable(Type.String()),
    credit_id: Type.String(),
  },
  Open,
);
export type CrewMember = Static<typeof CrewMember>;

export const Credits = Type.Object(
  { id: Type.Integer(), cast: Type.Array(CastMember), crew: Type.Array(CrewMember) },
  Open,
);
export type Credits = Static<typeof Credits>;

export const Video = Type.Object(
  {
    id: Type.String(),
    key: Type.String(),
    name: Type.String(),
    site: Type.String(),
    type: Type.String(),
    size: Type.Integer(),
    official: Type.Boolean(),
    published_at: Type.String(),
    /** The language spoken in it (ISO 639-1). */
    iso_639_1: Type.Optional(Type.String()),
  },
  Open,
);
export type Video = Static<typeof Video>;

export const Videos = Type.Object({ id: Type.Integer(), results: Type.Array(Video) }, Open);
export type Videos = Static<typeof Videos>;

export const Image = Type.Object(
  {
    file_path: Type.String(),
    width: Type.Integer(),
    height: Type.Integer(),
    aspect_ratio: Type.Number(),
    vote_average: Type.Number(),
    vote_count: Type.Integer(),
    iso_639_1: Nullable(Type.String()),
  },
  Open,
);
export type Image = Static<typeof Image>;

export const Images = Type.Object(
  {
    id: Type.Integer(),
    backdrops: Type.Array(Image),
    posters: Type.Array(Image),
    logos: Type.Optional(Type.Array(Image)),
  },
  Open,
);
export type Images = Static<typeof Images>;

export const ExternalReview = Type.Object(
  {
    id: Type.String(),
    author: Type.String(),
    author_details: Type.Object(
      {
        name: Type.Optional(Type.String()),
        username: Type.String(),
        avatar_path: Nullable(Type.String()),
        /** 0-10, or null when the author gave none. */
        rating: Nullable(Type.Number()),
      },
      Open,
    ),
    content: Type.String(),
    created_at: Type.String(),
    updated_at: Type.String(),
    url: Type.String(),
  },
  Open,
);
export type ExternalReview = Static<typeof ExternalReview>;

export const ExternalReviewPage = Type.Intersect([
  paged(ExternalReview),
  Type.Object({ id: Type.Integer() }),
]);
export type ExternalReviewPage = Static<typeof ExternalReviewPage>;

export const Keywords = Type.Object({ id: Type.Integer(), keywords: Type.Array(Genre) }, Open);
export type Keywords = Static<typeof Keywords>;

export const ExternalIds = Type.Object(
  {
    id: Type.Integer(),
    imdb_id: Nullable(Type.String()),
    facebook_id: Nullable(Type.String()),
    instagram_id: Nullable(Type.String()),
    twitter_id: Nullable(Type.String()),
    wikidata_id: Type.Optional(Nullable(Type.String())),
  },
  Open,
);
export type ExternalIds = Static<typeof ExternalIds>;

export const WatchProvider = Type.Object(
  {
    provider_id: Type.Integer(),
    provider_name: Type.String(),
    logo_path: Nullable(Type.String()),
    display_priority: Type.Optional(Type.Integer()),
  },
  Open,
);
export type WatchProvider = Static<typeof WatchProvider>;

/** Providers per country code (US, GB, ...): where to stream (flatrate), rent or buy the film. */
export const WatchProviders = Type.Object(
  {
    id: Type.Integer(),
    results: Type.Record(
      Type.String(),
      Type.Object(
        {
          link: Type.String(),
          flatrate: Type.Optional(Type.Array(WatchProvider)),
          rent: Type.Optional(Type.Array(WatchProvider)),
          buy: Type.Optional(Type.Array(WatchProvider)),
        },
        Open,
      ),
    ),
  },
  Open,
);
export type WatchProviders = Static<typeof WatchProviders>;

export const ProductionCompany = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    logo_path: Nullable(Type.String()),
    origin_country: Type.String(),
  },
  Open,
);
export type ProductionCompany = Static<typeof ProductionCompany>;

/** GET /movie/:id. With append_to_response the named sub-resources come along under their own keys. */
export const MovieDetails = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    original_title: Type.String(),
    original_language: Type.String(),
    tagline: Nullable(Type.String()),
    overview: Type.String(),
    release_date: Type.String(),
    runtime: Nullable(Type.Integer()),
    poster_path: Nullable(Type.String()),
    backdrop_path: Nullable(Type.String()),
    genres: Type.Array(Genre),
    budget: Type.Integer(),
    revenue: Type.Integer(),
    popularity: Type.Number(),
    vote_average: Type.Number(),
    vote_count: Type.Integer(),
    imdb_id: Nullable(Type.String()),
    adult: Type.Boolean(),
    status: Type.String(),
    homepage: Nullable(Type.String()),
    production_companies: Type.Array(ProductionCompany),
    credits: Type.Optional(Type.Object({ cast: Type.Array(CastMember), crew: Type.Array(CrewMember) }, Open)),
    videos: Type.Optional(Type.Object({ results: Type.Array(Video) }, Open)),
    images: Type.Optional(Type.Object({ backdrops: Type.Array(Image), posters: Type.Array(Image) }, Open)),
    recommendations: Type.Optional(MoviePage),
    similar: Type.Optional(MoviePage),
    reviews: Type.Optional(paged(ExternalReview)),
    keywords: Type.Optional(Type.Object({ keywords: Type.Array(Genre) }, Open)),
    external_ids: Type.Optional(Type.Object({}, Open)),
    'watch/providers': Type.Optional(Type.Object({ results: WatchProviders.properties.results }, Open)),
  },
  Open,
);
export type MovieDetails = Static<typeof MovieDetails>;

/** The sub-resources /movie/:id accepts in append_to_response. */
export const MOVIE_APPENDABLE = [
  'credits',
  'videos',
  'images',
  'recommendations',
  'similar',
  'reviews',
  'keywords',
  'external_ids',
  'watch/providers',
] as const;
export type MovieAppendable = (typeof MOVIE_APPENDABLE)[number];

/** /discover/movie sort_by values (docs/product.md §2 Genres: popularity, vote average, release date, title; both ways). */
export const DISCOVER_SORTS = [
  'popularity.desc',
  'popularity.asc',
  'vote_average.desc',
  'vote_average.asc',
  'primary_release_date.desc',
  'primary_release_date.asc',
  'title.asc',
  'title.desc',
] as const;
export type DiscoverSort = (typeof DISCOVER_SORTS)[number];

/** TMDB serves at most 500 pages of any list. */
export const MAX_PAGE = 500;

/** What the cached TMDB proxy has done since its statistics began (GET /api/admin/cache/movies). */
export const MovieCacheCounters = Type.Object({
  /** Answered from a fresh cache entry. */
  hits: Type.Integer(),
  /** Not in the cache (or expired): fetched from TMDB; concurrent identical misses share one call. */
  misses: Type.Integer(),
  /** TMDB failed and an expired entry was answered instead. */
  stale: Type.Integer(),
  /** Requests actually sent to TMDB, retries included. */
  upstreamCalls: Type.Integer(),
  /** Fetches that failed after their retry (answered stale, or 502). */
  upstreamErrors: Type.Integer(),
});
export type MovieCacheCounters = Static<typeof MovieCacheCounters>;

export const MovieCacheStats = Type.Intersect([
  Type.Object({
    /** tmdb: the live proxy; catalog: the local catalog, which needs no cache (counters stay 0). */
    provider: Type.Union([Type.Literal('tmdb'), Type.Literal('catalog')]),
  }),
  MovieCacheCounters,
]);
export type MovieCacheStats = Static<typeof MovieCacheStats>;

export const MovieCacheFlushed = Type.Object({ flushed: Type.Integer({ minimum: 0 }) });
export type MovieCacheFlushed = Static<typeof MovieCacheFlushed>;
