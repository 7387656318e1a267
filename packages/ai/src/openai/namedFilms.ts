import type { AiFilmMatch } from '@marquee/contracts';
import type { FilmCatalog } from '../types';

/** How far a model's year may be from the catalog's release year (festival vs release dates). */
const YEAR_TOLERANCE = 1;
/** A title written before its year, 'Inception (2010)': the words before the parenthesis. */
const TITLED_YEAR = /([^\n()]{1,80}?)\s*[*_"”’]*\s*\((\d{4})\)/g;
/** A title set apart: bold or italic in Markdown, or in quotation marks. */
const SET_APART =
  /\*\*([^*\n]{1,80})\*\*|\*([^*\n]{1,80})\*|_([^_\n]{1,80})_|"([^"\n]{1,80})"|“([^”\n]{1,80})”/g;
/** At most this many of the words before a year are tried as a title ('try The Prestige (2006)'). */
const MAX_TITLE_WORDS = 8;

interface Candidate {
  /** The title as the answer writes it, so the screens find it in the text. */
  written: string;
  year: number | null;
}

/**
 * The catalog films a free-text answer names, linked the way the offline engine links its own: a title
 * written with its year ('Inception (2010)', as the instructions ask), set apart in bold, italics or
 * quotes, or the film being discussed. A candidate links only to a catalog film of the same title (and
 * year, when given), so ordinary words are never taken for films.
 */
export async function filmsNamedIn(
  text: string,
  catalog: FilmCatalog,
  movieTitle?: string,
): Promise<AiFilmMatch[]> {
  const found = new Map<string, AiFilmMatch>();
  for (const candidate of candidatesIn(text, movieTitle)) {
    const match = await matchTitle(candidate, catalog);
    if (match?.movieId && !found.has(match.movieId)) found.set(match.movieId, match);
  }
  return [...found.values()];
}

function candidatesIn(text: string, movieTitle: string | undefined): Candidate[][] {
  const candidates: Candidate[][] = [];
  for (const [, before = '', year] of text.matchAll(TITLED_YEAR)) {
    // The longest run of the words before the year that is a catalog title wins.
    const words = before
      .replace(/^.*[*_"“]/, '')
      .trim()
      .split(/\s+/)
      .slice(-MAX_TITLE_WORDS);
    const readings = words.map((_, start) => trimTitle(words.slice(start).join(' ')));
    // A title starts with a capital or a digit: 'and Memento' is read as 'Memento' only.
    candidates.push(
      readings
        .filter((written) => /^[\p{Lu}\d]/u.test(written))
        .map((written) => ({ written, year: Number(year) })),
    );
  }
  for (const match of text.matchAll(SET_APART)) {
    const written = trimTitle(match.slice(1).find((group) => group !== undefined) ?? '');
    const year = /^(.*?)\s*\((\d{4})\)$/.exec(written);
    candidates.push([year ? { written: year[1]!, year: Number(year[2]) } : { written, year: null }]);
  }
  if (movieTitle && text.includes(movieTitle)) candidates.push([{ written: movieTitle, year: null }]);
  return candidates;
}

/** The first of a candidate's readings (longest first) that the catalog has under that title. */
async function matchTitle(readings: Candidate[], catalog: FilmCatalog): Promise<AiFilmMatch | null> {
  for (const { written, year } of readings) {
    if (!/\p{L}|\d/u.test(written)) continue;
    const results = await catalog.search(written);
    const film = results.find(
      (candidate) =>
        bare(candidate.title) === bare(written) &&
        (year === null || Math.abs(releaseYearOf(candidate.release_date) - year) <= YEAR_TOLERANCE),
    );
    if (film)
      return {
        title: written,
        year: releaseYearOf(film.release_date) || year,
        movieId: String(film.id),
        posterPath: film.poster_path,
      };
  }
  return null;
}

const trimTitle = (title: string): string => title.trim().replace(/^[\s,.;:!?'"“‘]+|[\s,.;:!?'"”’]+$/g, '');
const releaseYearOf = (releaseDate: string): number => Number.parseInt(releaseDate.slice(0, 4), 10) || 0;

/** Titles compared without accents, case or punctuation ('Amelie' is 'Amélie'). */
const bare = (title: string): string =>
  title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();
