import fs from 'node:fs';
import path from 'node:path';
import { tmdbGenreIds } from './genres';
import { type FilmFacts } from './filmFacts';
import { repairMacRomanMojibake } from './macRomanMojibake';

/** One film of vega-datasets' movies.json, as published. */
interface VegaMovie {
  Title: string | number | null;
  'Worldwide Gross': number | null;
  'Production Budget': number | null;
  'Release Date': string | null;
  'MPAA Rating': string | null;
  'Running Time min': number | null;
  Source: string | null;
  'Major Genre': string | null;
  'Creative Type': string | null;
  Director: string | null;
  'IMDB Rating': number | null;
  'IMDB Votes': number | null;
}

/** A vega film as a catalog row (ids are assigned by the seeder). */
export interface CatalogFilm extends FilmFacts {
  /** Index in the dataset file. */
  position: number;
  title: string;
  mpaa_rating: string | null;
  creative_type: string | null;
  source: string | null;
  director: string | null;
}

/** The package only exports its JS entry, so the data file is found next to it. */
function packageRoot(): string {
  return path.resolve(path.dirname(require.resolve('vega-datasets')), '..');
}

export function vegaDatasetsVersion(): string {
  return (
    JSON.parse(fs.readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { version: string }
  ).version;
}

function readVegaFile(): VegaMovie[] {
  return JSON.parse(fs.readFileSync(path.join(packageRoot(), 'data', 'movies.json'), 'utf8')) as VegaMovie[];
}

/** The films with a title (one row has none), each with its position in the file: its identity. */
export function readVegaMovies(): CatalogFilm[] {
  return readVegaFile()
    .map(toFilm)
    .filter((film) => film.title !== '');
}

/** The titles the seed repairs (see macRomanMojibake.ts), as the file has them and as seeded. */
export function repairedVegaTitles(): { from: string; to: string }[] {
  return readVegaFile().flatMap(({ Title }) => {
    const from = String(Title ?? '').trim();
    const to = repairMacRomanMojibake(from);
    return to === from ? [] : [{ from, to }];
  });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/**
 * The dataset was compiled in 2010 from dates with two-digit years, and a few classics came out a
 * century late (Gone with the Wind, "Dec 15 2039"). No film in it was released after 2011.
 */
const LAST_YEAR_IN_DATASET = 2011;

/** "Jun 12 1998" → "1998-06-12". */
function isoDate(vegaDate: string | null): string | null {
  const match = vegaDate?.match(/^([A-Z][a-z]{2}) (\d{2}) (\d{4})$/);
  if (!match) return null;
  const month = MONTHS.indexOf(match[1]!) + 1;
  if (month === 0) return null;
  let year = Number(match[3]);
  if (year > LAST_YEAR_IN_DATASET) year -= 100;
  return `${year}-${String(month).padStart(2, '0')}-${match[2]}`;
}

/**
 * "Charge of the Light Brigade, The" → "The Charge of the Light Brigade"; "LÈon" → "Léon"; numeric titles
 * ("300") as text.
 */
function displayTitle(title: VegaMovie['Title']): string {
  const text = repairMacRomanMojibake(String(title ?? '').trim());
  return text.replace(/^(.*), (The|A|An)$/, '$2 $1');
}

function toFilm(movie: VegaMovie, position: number): CatalogFilm {
  const votes = movie['IMDB Votes'] ?? 0;
  return {
    position,
    title: displayTitle(movie.Title),
    release_date: isoDate(movie['Release Date']),
    runtime: movie['Running Time min'],
    genre_ids: tmdbGenreIds(movie['Major Genre'], movie['Creative Type']),
    budget: movie['Production Budget'] ?? 0,
    revenue: movie['Worldwide Gross'] ?? 0,
    // No popularity measure in the data; the number of IMDB voters is the nearest honest signal, scaled
    // (per 10,000 voters) to the range of TMDB's popularity for the same films.
    popularity: votes / 10_000,
    vote_average: movie['IMDB Rating'] ?? 0,
    vote_count: votes,
    mpaa_rating: movie['MPAA Rating'],
    creative_type: movie['Creative Type'],
    source: movie.Source,
    director: movie.Director,
  };
}
