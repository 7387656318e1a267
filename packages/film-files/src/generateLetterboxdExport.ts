import { buildExportZip } from './buildExportZip';
import { csvDocument } from './writeCsv';

export interface BenchFilm {
  title: string;
  year: number | null;
}

const DIARY_COLUMNS = ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Tags', 'Watched Date'];
const DAY_MS = 86_400_000;
const LAST_DAY = Date.UTC(2025, 11, 31);

/**
 * A Letterboxd export ZIP whose diary.csv has `rows` entries, for the import bench: the films in turn (a
 * film seen again is a rewatch), one a day back from 2025-12-31, half-star ratings and a few tags.
 * Deterministic: the same arguments give the same bytes.
 */
export function generateLetterboxdExport(rows: number, films: readonly BenchFilm[]): Buffer {
  if (films.length === 0) throw new Error('generateLetterboxdExport needs at least one film');
  const diary = Array.from({ length: rows }, (_, i) => {
    const film = films[i % films.length] as BenchFilm;
    const day = new Date(LAST_DAY - i * DAY_MS).toISOString().slice(0, 10);
    return [
      day,
      film.title,
      film.year,
      `https://boxd.it/bench${i.toString(36)}`,
      i % 7 === 0 ? '' : ((i % 10) + 1) / 2,
      i >= films.length ? 'Yes' : '',
      i % 5 === 0 ? 'bench, weekend' : '',
      day,
    ];
  });
  return buildExportZip([{ name: 'diary.csv', data: csvDocument(DIARY_COLUMNS, diary) }], new Date(LAST_DAY));
}
