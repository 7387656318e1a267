import type { AiSearchResponse, AiSearchSuggestion, MovieSummary } from '@marquee/contracts';
import type { FilmCatalog } from '../types';
import { genreName } from './genres';
import { MOOD_PROFILES } from './moods';
import { OFFLINE, asMatch, clampPercent, listJoin, releaseYear, voteWeight } from './offline';
import { parseSearchQuery, toSearchParameters, type ParsedSearch } from './searchParser';

type SearchAnswer = Omit<AiSearchResponse, 'success' | 'engine' | 'timestamp'>;

const MAX_SUGGESTIONS = 12;

export async function search(query: string, catalog: FilmCatalog): Promise<SearchAnswer> {
  const parsed = parseSearchQuery(query);
  const constrained = hasConstraints(parsed);
  const reference = parsed.similarTo ? ((await catalog.search(parsed.similarTo))[0] ?? null) : null;
  const candidates = constrained
    ? await candidatesFor(parsed, reference, catalog)
    : await catalog.search(query);
  const films = candidates.filter((film) => satisfies(film, parsed) && film.id !== reference?.id);
  const suggestions = unique(films)
    .slice(0, MAX_SUGGESTIONS)
    .map((film, rank) => suggestion(film, rank, parsed, reference));
  return {
    interpretation: interpretation(parsed, constrained, reference, suggestions.length),
    search_parameters: toSearchParameters(parsed),
    movie_suggestions: suggestions,
    search_tips: tips(parsed),
  };
}

const hasConstraints = (parsed: ParsedSearch): boolean =>
  parsed.genreIds.length > 0 ||
  parsed.fromYear !== null ||
  parsed.toYear !== null ||
  parsed.minRating !== null ||
  parsed.similarTo !== null ||
  parsed.mood !== null;

/** A mood without explicit genres stands for any of its genres. */
const anyOfGenres = (parsed: ParsedSearch): number[] =>
  parsed.genreIds.length === 0 && parsed.mood ? MOOD_PROFILES[parsed.mood].genreIds : [];

async function candidatesFor(
  parsed: ParsedSearch,
  reference: MovieSummary | null,
  catalog: FilmCatalog,
): Promise<MovieSummary[]> {
  const filters = {
    fromYear: parsed.fromYear ?? undefined,
    toYear: parsed.toYear ?? undefined,
    minRating: parsed.minRating ?? undefined,
  };
  if (reference) {
    const details = await catalog.details(reference.id);
    const related = [...(details?.recommendations?.results ?? []), ...(details?.similar?.results ?? [])];
    // Films sharing the reference's genres widen thin related lists.
    const sameGenres = await catalog.discover({ ...filters, genreIds: reference.genre_ids.slice(0, 2) });
    return [...related, ...sameGenres];
  }
  const moodGenres = anyOfGenres(parsed);
  if (moodGenres.length) {
    return (
      await Promise.all(moodGenres.map((id) => catalog.discover({ ...filters, genreIds: [id] })))
    ).flat();
  }
  const genreIds = parsed.genreIds.length ? parsed.genreIds : undefined;
  const pages = await Promise.all([1, 2].map((page) => catalog.discover({ ...filters, genreIds, page })));
  return pages.flat();
}

/** Every parsed constraint holds: all genres, the years, the rating, and a mood's genres. */
function satisfies(film: MovieSummary, parsed: ParsedSearch): boolean {
  const year = releaseYear(film);
  const moodGenres = anyOfGenres(parsed);
  return (
    parsed.genreIds.every((id) => film.genre_ids.includes(id)) &&
    (moodGenres.length === 0 || film.genre_ids.some((id) => moodGenres.includes(id))) &&
    (parsed.fromYear === null || (year !== null && year >= parsed.fromYear)) &&
    (parsed.toYear === null || (year !== null && year <= parsed.toYear)) &&
    (parsed.minRating === null || film.vote_average >= parsed.minRating)
  );
}

function unique(films: MovieSummary[]): MovieSummary[] {
  const byId = new Map<number, MovieSummary>();
  for (const film of films) if (!byId.has(film.id)) byId.set(film.id, film);
  return [...byId.values()];
}

function suggestion(
  film: MovieSummary,
  rank: number,
  parsed: ParsedSearch,
  reference: MovieSummary | null,
): AiSearchSuggestion {
  const year = releaseYear(film);
  const reasons = [
    parsed.genreIds.length ? listJoin(parsed.genreIds.map(genreName)) : '',
    parsed.mood ? `fits ${MOOD_PROFILES[parsed.mood].label}` : '',
    year && (parsed.fromYear !== null || parsed.toYear !== null) ? `released in ${year}` : '',
    `rated ${film.vote_average.toFixed(1)}/10`,
    reference ? `shares genres or audience with ${reference.title}` : '',
  ].filter(Boolean);
  return {
    ...asMatch(film),
    confidence: clampPercent(92 - rank * 2 - (1 - voteWeight(film)) * 15),
    match_reason: reasons.join('; '),
  };
}

function interpretation(
  parsed: ParsedSearch,
  constrained: boolean,
  reference: MovieSummary | null,
  found: number,
): string {
  if (!constrained) return `${OFFLINE} read this as a title search and found ${found} matching films.`;
  const parts = [
    parsed.genreIds.length ? `${listJoin(parsed.genreIds.map(genreName))} films` : 'films',
    parsed.mood ? `for ${MOOD_PROFILES[parsed.mood].label}` : '',
    parsed.fromYear !== null && parsed.toYear !== null
      ? parsed.fromYear === parsed.toYear
        ? `from ${parsed.fromYear}`
        : `from ${parsed.fromYear} to ${parsed.toYear}`
      : parsed.fromYear !== null
        ? `from ${parsed.fromYear} on`
        : parsed.toYear !== null
          ? `up to ${parsed.toYear}`
          : '',
    parsed.minRating !== null ? `rated ${parsed.minRating} or more` : '',
    parsed.similarTo
      ? `like ${reference ? reference.title : `"${parsed.similarTo}" (not in the catalog)`}`
      : '',
  ].filter(Boolean);
  return `${OFFLINE} looked for ${parts.join(' ')} and found ${found} in the catalog.`;
}

function tips(parsed: ParsedSearch): string[] {
  return [
    parsed.fromYear === null
      ? 'Add a year or decade, like "from the 90s" or "after 2010".'
      : 'Widen the years to see more films.',
    parsed.minRating === null
      ? 'Ask for quality with "highly rated" or "rated above 8".'
      : 'Lower the rating to see lesser-known films.',
    parsed.similarTo === null
      ? 'Name a film you love: "movies like Inception".'
      : 'Combine a genre with a film: "funny films like Up".',
  ];
}
