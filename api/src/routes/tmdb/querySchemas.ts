import { DATE_RANGE, DISCOVER_SORTS, MAX_PAGE, MOVIE_APPENDABLE } from '@marquee/contracts';
import { Type, type Static } from 'typebox';

/*
 * The query strings /api/tmdb/... accepts, TMDB's names and ranges. Every one is closed: a parameter
 * not listed is refused with 400 (plugins/closedQuerystrings.ts), so nothing unchecked reaches TMDB.
 */

const Closed = { additionalProperties: false };

const locale = {
  language: Type.Optional(Type.String({ pattern: '^[a-z]{2}(-[A-Z]{2})?$', examples: ['en-US'] })),
  region: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', examples: ['US'] })),
};
const page = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 });

export const MovieIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const LocaleQuerystring = Type.Object(locale, Closed);
export const PageQuerystring = Type.Object({ page, ...locale }, Closed);
export type PageQuerystring = Static<typeof PageQuerystring>;

export const SearchQuerystring = Type.Object(
  { query: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }), page, ...locale },
  Closed,
);

const isoDate = Type.String({ format: 'date', pattern: DATE_RANGE.pattern, examples: ['1999-12-31'] });
const rating = Type.Number({ minimum: 0, maximum: 10 });
/** Minutes. */
const runtime = Type.Integer({ minimum: 0, maximum: 10_000 });

export const DiscoverQuerystring = Type.Object(
  {
    page,
    sort_by: Type.Enum(DISCOVER_SORTS, { default: 'popularity.desc' }),
    /** Genre ids, comma-joined: films having all of them. */
    with_genres: Type.Optional(Type.String({ pattern: '^\\d{1,9}(,\\d{1,9}){0,18}$', examples: ['28,12'] })),
    'primary_release_date.gte': Type.Optional(isoDate),
    'primary_release_date.lte': Type.Optional(isoDate),
    'vote_average.gte': Type.Optional(rating),
    'vote_average.lte': Type.Optional(rating),
    /** Films first released in this year. */
    primary_release_year: Type.Optional(
      Type.Integer({
        minimum: Number(DATE_RANGE.min.slice(0, 4)),
        maximum: Number(DATE_RANGE.max.slice(0, 4)),
      }),
    ),
    'with_runtime.gte': Type.Optional(runtime),
    'with_runtime.lte': Type.Optional(runtime),
    /** The ISO 639-1 code of the language the film was made in. */
    with_original_language: Type.Optional(Type.String({ pattern: '^[a-z]{2}$', examples: ['fr'] })),
    /** Keyword ids: comma-joined for films having all of them, pipe-joined for any of them (TMDB's way). */
    with_keywords: Type.Optional(
      Type.String({ pattern: '^\\d{1,9}((,\\d{1,9}){0,19}|(\\|\\d{1,9}){1,19})$', examples: ['9715,9717'] }),
    ),
    include_adult: Type.Boolean({ default: false }),
    include_video: Type.Boolean({ default: false }),
    ...locale,
  },
  Closed,
);
export type DiscoverQuerystring = Static<typeof DiscoverQuerystring>;

const appendable = `(${MOVIE_APPENDABLE.join('|')})`;
export const MovieQuerystring = Type.Object(
  {
    /** Sub-resources to include, comma-joined (TMDB takes at most 20). */
    append_to_response: Type.Optional(
      Type.String({ pattern: `^${appendable}(,${appendable}){0,19}$`, examples: ['credits,videos'] }),
    ),
    ...locale,
  },
  Closed,
);
