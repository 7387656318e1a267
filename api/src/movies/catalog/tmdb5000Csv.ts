import { parse } from 'csv-parse';
import { createReadStream } from 'node:fs';
import { type FilmFacts } from './filmFacts';

/** A named thing from the CSV's JSON columns (genres, keywords, companies). */
interface Named {
  id: number;
  name: string;
}

/** One film of the TMDB 5000 movies CSV, typed (columns: ../shared/data/tmdb5000/SOURCES.md). */
export interface Tmdb5000Film extends FilmFacts {
  tmdb_id: number;
  title: string;
  original_title: string;
  original_language: string;
  overview: string;
  tagline: string | null;
  homepage: string | null;
  status: string;
  keywords: Named[];
  companies: Named[];
}

type CsvRow = Record<string, string>;

/** Reads the CSV with a real parser (fields hold commas and newlines) and types every row. */
export async function readTmdb5000Csv(file: string): Promise<Tmdb5000Film[]> {
  const films: Tmdb5000Film[] = [];
  const rows = createReadStream(file).pipe(parse({ columns: true, bom: true }));
  for await (const row of rows as AsyncIterable<CsvRow>) films.push(toFilm(row));
  return films;
}

function toFilm(row: CsvRow): Tmdb5000Film {
  const id = Number(row.id);
  if (!Number.isInteger(id) || id <= 0)
    throw new Error(`row without a valid id: ${JSON.stringify(row).slice(0, 120)}`);
  const text = (value: string | undefined) => value?.trim() || null;
  const number = (value: string | undefined) => (value && Number.isFinite(Number(value)) ? Number(value) : 0);
  const runtime = number(row.runtime);
  return {
    tmdb_id: id,
    title: row.title ?? '',
    original_title: row.original_title || row.title || '',
    original_language: row.original_language ?? '',
    overview: row.overview ?? '',
    tagline: text(row.tagline),
    release_date: /^\d{4}-\d{2}-\d{2}$/.test(row.release_date ?? '') ? row.release_date! : null,
    runtime: runtime > 0 ? Math.round(runtime) : null,
    genre_ids: named(row.genres).map((genre) => genre.id),
    budget: Math.round(number(row.budget)),
    revenue: Math.round(number(row.revenue)),
    popularity: number(row.popularity),
    vote_average: number(row.vote_average),
    vote_count: Math.round(number(row.vote_count)),
    homepage: text(row.homepage),
    status: row.status || 'Released',
    keywords: named(row.keywords),
    companies: named(row.production_companies),
  };
}

function named(json: string | undefined): Named[] {
  if (!json) return [];
  const parsed = JSON.parse(json) as { id: number; name: string }[];
  return parsed.map(({ id, name }) => ({ id, name }));
}
