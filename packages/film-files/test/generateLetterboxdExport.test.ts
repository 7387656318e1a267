import { parseFilmFile } from '../src';
import { generateLetterboxdExport } from '../src/generateLetterboxdExport';

describe('generateLetterboxdExport', () => {
  it('makes a Letterboxd export of the given number of diary rows, films in turn, later ones rewatches', async () => {
    const films = [
      { title: 'Amélie', year: 2001 },
      { title: 'Metropolis', year: null },
      { title: 'The Thing', year: 1982 },
    ];
    const bytes = generateLetterboxdExport(10_000, films);
    expect(generateLetterboxdExport(10_000, films).equals(bytes)).toBe(true);
    const result = await parseFilmFile({ fileName: 'bench.zip', bytes });
    expect(result.format).toBe('letterboxd-zip');
    expect(result.rows).toHaveLength(10_000);
    expect(result.rows.slice(0, 4).map((row) => [row.title, row.year, row.watchedOn, row.rewatch])).toEqual([
      ['Amélie', 2001, '2025-12-31', false],
      ['Metropolis', null, '2025-12-30', false],
      ['The Thing', 1982, '2025-12-29', false],
      ['Amélie', 2001, '2025-12-28', true],
    ]);
    expect(new Set(result.rows.map((row) => row.rating10))).toEqual(
      new Set([null, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    );
  });
});
