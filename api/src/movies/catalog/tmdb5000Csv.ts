import { parse } from 'csv-parse';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
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

/** A data row the import leaves out, and why (row 1 is the first film, after the header). */
export interface SkippedRow {
  row: number;
  reason: string;
}

/**
 * Reads the CSV with a real parser (fields hold commas and newlines) and types every row. Rows without a
 * usable id or title, or repeating an earlier row's id, are skipped and reported.
 */
export async function readTmdb5000Csv(
  file: string,
): Promise<{ films: Tmdb5000Film[]; skipped: SkippedRow[] }> {
  const films: Tmdb5000Film[] = [];
  const skipped: SkippedRow[] = [];
  const ids = new Set<number>();
  let row = 0;
  // A pipeline, not pipe(): pipe() does not pass a read error on, so a file that cannot be read left the
  // loop waiting for rows that never came; here it fails the import.
  await pipeline(
    createReadStream(file),
    parse({ columns: true, bom: true }),
    async (rows: AsyncIterable<CsvRow>) => {
      for await (const fields of rows) {
        row += 1;
        const reason = problemOf(fields, ids);
        if (reason) skipped.push({ row, reason });
        else {
          films.push(toFilm(fields));
          ids.add(Number(fields.id));
        }
      }
    },
  );
  return { films, skipped };
}

function problemOf(fields: CsvRow, ids: Set<number>): string | undefined {
  const id = Number(fields.id);
  if (!Number.isInteger(id) || id <= 0) return `no valid id (${JSON.stringify(fields.id ?? '')})`;
  if (!fields.title?.trim()) return `id ${id} has no title`;
  if (ids.has(id)) return `id ${id} repeats an earlier row`;
  return undefined;
}

function toFilm(row: CsvRow): Tmdb5000Film {
  const text = (value: string | undefined) => value?.trim() || null;
  const number = (value: string | undefined) => (value && Number.isFinite(Number(value)) ? Number(value) : 0);
  const runtime = number(row.runtime);
  return {
    tmdb_id: Number(row.id),
    title: row.title!.trim(),
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
