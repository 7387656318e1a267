import fs from 'node:fs';
import {
  LETTERBOXD_IMPORT_COLUMNS,
  buildExportZip,
  letterboxdImportCsv,
  marqueeExportFiles,
  parseFilmFile,
  type LetterboxdImportRow,
  type MarqueeExport,
} from '../src';
import { filmFileFixturePath } from '../src/fixtures';
import { failure, parseFixture, parseText } from './parse';

const marqueeExport = (): MarqueeExport =>
  JSON.parse(fs.readFileSync(filmFileFixturePath('marqueeJson'), 'utf8'));

describe("Marquee's own export", () => {
  it('is read from its JSON: every diary entry, rating, review, watchlist item and list entry', async () => {
    const result = await parseFixture('marqueeJson');
    expect(result.format).toBe('marquee-json');
    expect(result.marqueeExport).toEqual(marqueeExport());
    expect(result.rows.map((row) => [row.kind, row.line, row.tmdbId])).toEqual([
      ['diary', 1, 194],
      ['diary', 2, 194],
      ['diary', 3, 1091],
      ['rating', 4, 194],
      ['rating', 5, 841],
      ['review', 6, 194],
      ['watchlist', 7, 129],
      ['watchlist', 8, 598],
      ['list_entry', 9, 1091],
      ['list_entry', 10, 841],
    ]);
    expect(result.rows[5]).toMatchObject({
      rating10: 10,
      reviewTitle: 'A warm, odd little film',
      review: "The gnome's travels still make me laugh.\nAudrey Tautou is perfect.",
    });
    expect(result.rows[8]).toMatchObject({
      listName: 'Eighties favourites',
      listPosition: 1024,
      note: 'Practical effects, still unbeaten.',
    });
  });

  it('is read from its ZIP', async () => {
    const result = await parseFixture('marqueeZip');
    expect(result.format).toBe('marquee-json');
    expect(result.rows).toHaveLength(10);
  });

  it('refuses another schema version and an invalid document, saying where', async () => {
    const later = JSON.stringify({ ...marqueeExport(), schemaVersion: 2 });
    expect((await failure(parseText('marquee-export.json', later))).message).toBe(
      'marquee-export.json: this Marquee export has schema version 2; this Marquee reads version 1',
    );
    const broken = marqueeExport();
    (broken.diary[0] as { watchedOn: string }).watchedOn = 'yesterday';
    expect((await failure(parseText('marquee-export.json', JSON.stringify(broken)))).message).toMatch(
      /^marquee-export\.json: this Marquee export is not valid: \/diary\/0\/watchedOn /,
    );
  });

  it('round trip: the files of "Download my data", zipped and read again, give back the same export', async () => {
    const files = marqueeExportFiles(marqueeExport(), new Map([[194, ['Jean-Pierre Jeunet']]]));
    expect(files.map((file) => file.name)).toEqual([
      'marquee-export.json',
      'letterboxd/diary.csv',
      'letterboxd/watchlist.csv',
    ]);
    const again = await parseFilmFile({ fileName: 'marquee-data.zip', bytes: buildExportZip(files) });
    const direct = await parseFixture('marqueeJson');
    expect(again.format).toBe('marquee-json');
    expect(again.marqueeExport).toEqual(marqueeExport());
    expect(again.rows).toEqual(direct.rows);
  });

  it('writes Letterboxd CSVs with the diary (its reviews in it), ratings of films not in the diary, and the watchlist', async () => {
    const [, diary, watchlist] = marqueeExportFiles(
      marqueeExport(),
      new Map([[194, ['Jean-Pierre Jeunet']]]),
    );
    const diaryRows = (await parseText('diary.csv', String(diary?.data))).rows;
    expect(diaryRows.map((row) => [row.kind, row.title, row.watchedOn, row.rating10])).toEqual([
      ['diary', 'Amélie', '2024-01-05', 9],
      ['diary', 'Amélie', '2024-06-29', 10],
      ['diary', 'The Thing', '2024-03-21', null],
      ['rating', 'Dune', null, 5],
    ]);
    expect(diaryRows[0]?.review).toBe("The gnome's travels still make me laugh.\nAudrey Tautou is perfect.");
    expect(String(diary?.data)).toContain(',Jean-Pierre Jeunet,');
    const watchlistRows = (await parseText('letterboxd/watchlist.csv', String(watchlist?.data))).rows;
    expect(watchlistRows.map((row) => [row.kind, row.tmdbId])).toEqual([
      ['watchlist', 129],
      ['watchlist', 598],
    ]);
  });
});

describe("Letterboxd's import CSV", () => {
  const row = (i: number): LetterboxdImportRow => ({
    tmdbId: 1000 + i,
    imdbId: `tt${String(i).padStart(7, '0')}`,
    title: i % 2 ? `Film "${i}", the sequel` : `Film ${i}`,
    year: 1990 + (i % 30),
    directors: ['Agnès Varda', 'Jacques Demy'],
    watchedOn: `2024-01-${String((i % 28) + 1).padStart(2, '0')}`,
    rating10: (i % 10) + 1,
    tags: i % 3 ? [] : ['paris', 'new wave'],
    review: i % 4 ? null : `Line one of ${i}\nline two, with a comma`,
  });

  it('has exactly the columns Letterboxd reads, and at most 1,900 rows a file', () => {
    const files = letterboxdImportCsv(Array.from({ length: 3801 }, (_, i) => row(i)));
    expect(files.map((file) => file.name)).toEqual([
      'letterboxd-import-1.csv',
      'letterboxd-import-2.csv',
      'letterboxd-import-3.csv',
    ]);
    expect(files.every((file) => file.csv.startsWith(`${LETTERBOXD_IMPORT_COLUMNS.join(',')}\r\n`))).toBe(
      true,
    );
    expect(LETTERBOXD_IMPORT_COLUMNS.join(',')).toBe(
      'LetterboxdURI,tmdbID,imdbID,Title,Year,Directors,WatchedDate,Rating,Rating10,Tags,Review',
    );
    expect(letterboxdImportCsv([row(1)]).map((file) => file.name)).toEqual(['letterboxd-import.csv']);
    expect(letterboxdImportCsv([])).toEqual([]);
  });

  it('writes ratings on both scales and quotes what needs it', () => {
    const [file] = letterboxdImportCsv([
      { tmdbId: 194, title: 'Amélie, "the" film', year: 2001, rating10: 7, tags: ['a', 'b'] },
    ]);
    expect(file?.csv.split('\r\n')[1]).toBe(',194,,"Amélie, ""the"" film",2001,,,3.5,7,"a, b",');
  });

  it('round trip: what it writes reads back as the same rows', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => row(i));
    const parsed = [];
    for (const file of letterboxdImportCsv(rows)) parsed.push(...(await parseText(file.name, file.csv)).rows);
    expect(
      parsed.map((p) => ({
        tmdbId: p.tmdbId,
        imdbId: p.imdbId,
        title: p.title,
        year: p.year,
        watchedOn: p.watchedOn,
        rating10: p.rating10,
        tags: p.tags,
        review: p.review,
      })),
    ).toEqual(
      rows.map((r) => ({
        tmdbId: r.tmdbId,
        imdbId: r.imdbId,
        title: r.title,
        year: r.year,
        watchedOn: r.watchedOn,
        rating10: r.rating10,
        tags: r.tags,
        review: r.review,
      })),
    );
    expect(parsed.every((p) => p.kind === 'diary')).toBe(true);
  });
});
