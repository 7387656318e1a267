import { normaliseTitle, type ParsedRow } from '@marquee/film-files';
import { type FilmDetails, type FilmHit, type FilmLookup } from '../films/filmLookup';
import { type SkipReason } from './skipReason';

/** A film the user may pick for a row the import could not match alone (the review screen's card). */
export type Candidate = FilmHit & Pick<FilmDetails, 'director'>;

export type MatchOutcome =
  | { status: 'matched'; film: FilmDetails }
  | { status: 'ambiguous' | 'unmatched'; candidates: Candidate[] }
  | { status: 'skipped'; reason: SkipReason };

/** The review screen shows at most this many candidates per row. */
export const MAX_CANDIDATES = 5;

/** Why a row is not a film Marquee keeps (English: the API says them in the reader's language). */
export const SKIP_REASONS = {
  tv: 'A TV title: Marquee keeps films only.',
  like: 'Likes are not kept in Marquee.',
  unknownId: 'The file names a film id that the movie data does not know.',
} as const;

export type MatchInput = Pick<
  ParsedRow,
  'kind' | 'title' | 'year' | 'originalTitle' | 'tmdbId' | 'imdbId' | 'isTv'
>;

/**
 * Finds the film a row means: its TMDB id (the film must exist), else its IMDb id (TMDB's /find or the
 * catalog's imdb_id), else its title and year. Titles compare normalised (accents, punctuation, case,
 * leading articles) and the original title counts too; the year must be the same, or one off when no film
 * has it exactly (festival and release years differ). One such film is a match; several are ambiguous;
 * none is unmatched, with the nearest titles as candidates.
 */
export async function matchRow(row: MatchInput, films: FilmLookup): Promise<MatchOutcome> {
  if (row.isTv) return { status: 'skipped', reason: { text: SKIP_REASONS.tv } };
  if (row.kind === 'like') return { status: 'skipped', reason: { text: SKIP_REASONS.like } };
  if (row.tmdbId !== null) {
    const film = await films.film(row.tmdbId);
    if (film) return { status: 'matched', film };
  }
  if (row.imdbId !== null) {
    const film = await films.byImdbId(row.imdbId);
    if (film === 'tv') return { status: 'skipped', reason: { text: SKIP_REASONS.tv } };
    if (film) return { status: 'matched', film };
  }
  return matchByTitle(row, films);
}

async function matchByTitle(row: MatchInput, films: FilmLookup): Promise<MatchOutcome> {
  const titles = new Set([row.title, row.originalTitle].filter((title): title is string => !!title?.trim()));
  const names = new Set([...titles].map(normaliseTitle));
  const sameTitle = (hit: FilmHit) =>
    names.has(normaliseTitle(hit.title)) ||
    (hit.originalTitle !== null && names.has(normaliseTitle(hit.originalTitle)));

  const hits = await searchAll(films, [...titles], row.year);
  let named = hits.filter(sameTitle);
  if (row.year !== null && !named.some((hit) => Number(hit.year) === row.year)) {
    // TMDB's search kept to the row's year: the films of the years around it need a search without it.
    if (films.kind === 'tmdb') named = (await searchAll(films, [...titles], null)).filter(sameTitle);
  }
  const fitting = row.year === null ? named : byYear(named, row.year);
  if (fitting.length === 1) {
    const film = await films.film(fitting[0]!.movieId);
    if (film) return { status: 'matched', film };
  }
  const shown = fitting.length > 1 ? fitting : hits;
  return {
    status: fitting.length > 1 ? 'ambiguous' : 'unmatched',
    candidates: await candidatesOf(films, shown.slice(0, MAX_CANDIDATES)),
  };
}

/** The films of exactly that year, else those one year off. */
function byYear(hits: FilmHit[], year: number): FilmHit[] {
  const exact = hits.filter((hit) => Number(hit.year) === year);
  if (exact.length > 0) return exact;
  return hits.filter((hit) => hit.year !== '' && Math.abs(Number(hit.year) - year) === 1);
}

/** Every title's hits, each film once, in the order found. */
async function searchAll(films: FilmLookup, titles: string[], year: number | null): Promise<FilmHit[]> {
  const found = new Map<number, FilmHit>();
  for (const title of titles) {
    for (const hit of await films.search(title, year))
      if (!found.has(hit.movieId)) found.set(hit.movieId, hit);
  }
  return [...found.values()];
}

/** The hits with their director, which tells films of one title apart. */
async function candidatesOf(films: FilmLookup, hits: FilmHit[]): Promise<Candidate[]> {
  return Promise.all(
    hits.map(async (hit) => {
      const film = await films.film(hit.movieId);
      return { ...hit, director: film?.director ?? null };
    }),
  );
}
