import type { AiSearchResponse, AiSearchSuggestion, MovieSummary } from '@marquee/contracts';
import type { FilmCatalog, FilmProfile } from '../types';
import { filmIndexOf, type FilmIndex } from './filmIndex';
import { genreName } from './genres';
import { MOOD_PROFILES } from './moods';
import { OFFLINE, asMatch, clampPercent, listJoin, releaseYear, voteWeight } from './offline';
import { parseSearchQuery, toSearchParameters, type ParsedSearch } from './searchParser';
import { sharedTraits } from './sharedTraits';
import { words } from './words';

type SearchAnswer = Omit<AiSearchResponse, 'success' | 'engine' | 'timestamp'>;

const MAX_SUGGESTIONS = 12;
/** How many neighbours of a named film are scored before the constraints and the other signals. */
const NEIGHBOURS = 1500;

interface Ranked {
  film: MovieSummary;
  score: number;
  reasons: string[];
}

export async function search(query: string, catalog: FilmCatalog): Promise<SearchAnswer> {
  const parsed = parseSearchQuery(query);
  const reference = parsed.similarTo ? ((await catalog.search(parsed.similarTo))[0] ?? null) : null;
  const index = await filmIndexOf(catalog);
  const titleSearch = !hasConstraints(parsed) && !parsed.subjectCue;
  // With an index, only a query that reads as a film's title is a title search ('Jaws', 'star wars');
  // 'christmas movies' or 'superhero films' are subjects, whatever titles contain those words.
  const byTitle = titleSearch ? await catalog.search(query) : [];
  const titled = !index || (byTitle[0] && namesTitle(query, byTitle[0].title)) ? byTitle : [];
  const ranked =
    titled.length > 0 || (titleSearch && !index)
      ? titled.map((film, rank) => ({ film, score: 1 / (rank + 1), reasons: ['title matches'] }))
      : index
        ? rankFromIndex(parsed, reference, index)
        : await rankFromCatalog(parsed, reference, catalog);
  const top = ranked[0]?.score ?? 1;
  const suggestions = ranked
    .slice(0, MAX_SUGGESTIONS)
    .map(({ film, score, reasons }): AiSearchSuggestion => ({
      ...asMatch(film),
      // Relative to the best match, so confidence never rises down the list.
      confidence: clampPercent(50 + 45 * (top > 0 ? score / top : 0)),
      match_reason: [...reasons, `rated ${film.vote_average.toFixed(1)}/10`].join('; '),
    }));
  return {
    interpretation: interpretation(
      parsed,
      titled.length > 0 || (titleSearch && !index),
      reference,
      suggestions.length,
    ),
    search_parameters: toSearchParameters(parsed),
    movie_suggestions: suggestions,
    search_tips: tips(parsed),
  };
}

const bare = (text: string): string =>
  words(text)
    .filter((word, position) => position > 0 || !/^(the|a|an)$/.test(word))
    .join(' ');

/** The query is the title, or (two words or more) how the title starts. */
function namesTitle(query: string, title: string): boolean {
  const [wanted, actual] = [bare(query), bare(title)];
  return wanted === actual || (wanted.includes(' ') && actual.startsWith(`${wanted} `));
}

const hasConstraints = (parsed: ParsedSearch): boolean =>
  parsed.genreIds.length > 0 ||
  parsed.fromYear !== null ||
  parsed.toYear !== null ||
  parsed.minRating !== null ||
  parsed.similarTo !== null ||
  parsed.mood !== null ||
  parsed.language !== null ||
  parsed.maxRuntime !== null ||
  parsed.minRuntime !== null;

/** A mood without explicit genres stands for any of its genres. */
const anyOfGenres = (parsed: ParsedSearch): number[] =>
  parsed.genreIds.length === 0 && parsed.mood ? MOOD_PROFILES[parsed.mood].genreIds : [];

/**
 * Every parsed constraint holds: all genres, a mood's genres, the years, the rating, the language, and the
 * running time (a film whose running time is unknown cannot be shown to fit one).
 */
export function satisfies(film: MovieSummary & { runtime?: number | null }, parsed: ParsedSearch): boolean {
  const year = releaseYear(film);
  const moodGenres = anyOfGenres(parsed);
  const runtime = film.runtime ?? null;
  return (
    parsed.genreIds.every((id) => film.genre_ids.includes(id)) &&
    (moodGenres.length === 0 || film.genre_ids.some((id) => moodGenres.includes(id))) &&
    (parsed.fromYear === null || (year !== null && year >= parsed.fromYear)) &&
    (parsed.toYear === null || (year !== null && year <= parsed.toYear)) &&
    (parsed.minRating === null || film.vote_average >= parsed.minRating) &&
    (parsed.language === null || film.original_language === parsed.language) &&
    (parsed.maxRuntime === null || (runtime !== null && runtime > 0 && runtime <= parsed.maxRuntime)) &&
    (parsed.minRuntime === null || (runtime !== null && runtime >= parsed.minRuntime))
  );
}

/**
 * The whole catalog scored: closeness to the named film, how well the subject words match, how much the
 * film fits the mood, and how good and well-known it is. Only films meeting every constraint take part.
 */
function rankFromIndex(parsed: ParsedSearch, reference: MovieSummary | null, index: FilmIndex): Ranked[] {
  const accept = (film: FilmProfile) => film.id !== reference?.id && satisfies(film, parsed);
  const similarity = new Map(
    reference
      ? index.similar(reference.id, NEIGHBOURS, accept).map(({ film, score }) => [film.id, score])
      : [],
  );
  const subject = parsed.subject.length ? index.subject(parsed.subject) : new Map<number, number>();
  const pool =
    reference && similarity.size
      ? [...similarity.keys()].map((id) => index.byId.get(id)!)
      : index.films.filter(accept);
  // Subject words narrow the pool to films about them, unless no film is.
  const about = pool.filter((film) => (subject.get(film.id) ?? 0) > 0);
  const candidates = about.length ? about : pool;
  const topSimilarity = Math.max(0, ...similarity.values()) || 1;
  const topSubject = Math.max(0, ...candidates.map((film) => subject.get(film.id) ?? 0)) || 1;
  const moodGenres = parsed.mood ? MOOD_PROFILES[parsed.mood].cosyGenreIds : [];
  return candidates
    .map((film) => {
      const signals = [
        reference ? (similarity.get(film.id) ?? 0) / topSimilarity : null,
        about.length ? (subject.get(film.id) ?? 0) / topSubject : null,
      ].filter((value): value is number => value !== null);
      const relevance = signals.length ? signals.reduce((sum, value) => sum + value, 0) / signals.length : 0;
      const mood = moodGenres.some((id) => film.genre_ids.includes(id)) ? 1 : 0;
      const standing = index.quality(film) * 0.6 + voteWeight(film) * 0.4;
      const score = signals.length
        ? relevance * 0.55 + standing * 0.4 + mood * 0.05
        : standing * 0.9 + mood * 0.1;
      return { film, score, reasons: reasonsFor(film, parsed, reference, index) };
    })
    .sort((a, b) => b.score - a.score || b.film.vote_count - a.film.vote_count);
}

function reasonsFor(
  film: FilmProfile,
  parsed: ParsedSearch,
  reference: MovieSummary | null,
  index: FilmIndex,
): string[] {
  const year = releaseYear(film);
  const referenceProfile = reference ? index.byId.get(reference.id) : undefined;
  const shared = referenceProfile ? sharedTraits(referenceProfile, film) : [];
  return [
    parsed.genreIds.length ? listJoin(parsed.genreIds.map(genreName)) : '',
    parsed.mood ? `fits ${MOOD_PROFILES[parsed.mood].label}` : '',
    parsed.subject.length ? `about ${parsed.subject.join(' ')}` : '',
    year && (parsed.fromYear !== null || parsed.toYear !== null) ? `released in ${year}` : '',
    parsed.maxRuntime !== null || parsed.minRuntime !== null ? `${film.runtime} minutes` : '',
    reference ? `like ${reference.title}${shared.length ? `: ${listJoin(shared)}` : ''}` : '',
  ].filter(Boolean);
}

/** Without an index (TMDB): the named film's related lists, or discover by the parsed constraints. */
async function rankFromCatalog(
  parsed: ParsedSearch,
  reference: MovieSummary | null,
  catalog: FilmCatalog,
): Promise<Ranked[]> {
  const filters = {
    fromYear: parsed.fromYear ?? undefined,
    toYear: parsed.toYear ?? undefined,
    minRating: parsed.minRating ?? undefined,
  };
  let candidates: MovieSummary[];
  if (reference) {
    const details = await catalog.details(reference.id);
    const related = [...(details?.recommendations?.results ?? []), ...(details?.similar?.results ?? [])];
    const sameGenres = await catalog.discover({ ...filters, genreIds: reference.genre_ids.slice(0, 2) });
    candidates = [...related, ...sameGenres];
  } else if (anyOfGenres(parsed).length) {
    candidates = (
      await Promise.all(anyOfGenres(parsed).map((id) => catalog.discover({ ...filters, genreIds: [id] })))
    ).flat();
  } else if (!hasConstraints(parsed)) {
    candidates = await catalog.search(parsed.subject.join(' '));
  } else {
    const genreIds = parsed.genreIds.length ? parsed.genreIds : undefined;
    const pages = await Promise.all([1, 2].map((page) => catalog.discover({ ...filters, genreIds, page })));
    candidates = pages.flat();
  }
  const byId = new Map<number, MovieSummary>();
  for (const film of candidates)
    if (film.id !== reference?.id && !byId.has(film.id) && satisfiesKnown(film, parsed))
      byId.set(film.id, film);
  return [...byId.values()].map((film, rank) => ({
    film,
    score: 1 / (rank + 1),
    reasons: [reference ? `shares genres or audience with ${reference.title}` : ''].filter(Boolean),
  }));
}

/** A summary carries no running time, so TMDB's films are held to every other constraint. */
const satisfiesKnown = (film: MovieSummary, parsed: ParsedSearch): boolean =>
  satisfies(film, { ...parsed, maxRuntime: null, minRuntime: null });

function interpretation(
  parsed: ParsedSearch,
  byTitle: boolean,
  reference: MovieSummary | null,
  found: number,
): string {
  if (byTitle) return `${OFFLINE} read this as a title search and found ${found} matching films.`;
  const head = [
    parsed.language ? `${parsed.language.toUpperCase()}-language` : '',
    parsed.genreIds.length ? `${listJoin(parsed.genreIds.map(genreName))} films` : 'films',
    parsed.subject.length ? `about ${parsed.subject.join(' ')}` : '',
  ].filter(Boolean);
  // Each further condition set apart, so 'rated 6.8 or more' and 'like Inception' do not run together.
  const conditions = [
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
    parsed.maxRuntime !== null ? `under ${parsed.maxRuntime} minutes` : '',
    parsed.minRuntime !== null ? `over ${parsed.minRuntime} minutes` : '',
    parsed.minRating !== null ? `rated ${parsed.minRating} or more` : '',
    parsed.similarTo
      ? `like ${reference ? reference.title : `"${parsed.similarTo}" (not in the catalog)`}`
      : '',
  ].filter(Boolean);
  const wanted = [head.join(' '), ...conditions].join(', ');
  return `${OFFLINE} looked for ${wanted}${conditions.length ? ',' : ''} and found ${found} in the catalog.`;
}

function tips(parsed: ParsedSearch): string[] {
  return [
    parsed.fromYear === null
      ? 'Add a year or decade, like "from the 90s" or "after 2010".'
      : 'Widen the years to see more films.',
    parsed.subject.length === 0
      ? 'Say what it should be about: "a film about a shark".'
      : parsed.minRating === null
        ? 'Ask for quality with "highly rated" or "rated above 8".'
        : 'Lower the rating to see lesser-known films.',
    parsed.similarTo === null
      ? 'Name a film you love: "movies like Inception".'
      : 'Combine a genre with a film: "funny films like Up".',
  ];
}
