import { detectFilmFile } from '../src';
import { readFilmFileFixture } from '../src/fixtures';
import { failure, parseFixture, parseText } from './parse';

const DIARY_HEADER = 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date';

describe('the Letterboxd export ZIP', () => {
  it('is recognised from its content and every file of it is read, deleted/ and profile.csv left out', async () => {
    const result = await parseFixture('letterboxdZip');
    expect(result.format).toBe('letterboxd-zip');
    expect(result.files).toEqual([
      'diary.csv',
      'likes/films.csv',
      'lists/comfort-films.csv',
      'lists/eighties-favourites.csv',
      'ratings.csv',
      'reviews.csv',
      'watched.csv',
      'watchlist.csv',
    ]);
    expect(result.warnings).toEqual([expect.stringContaining('profile.csv')]);
    const count = (kind: string) => result.rows.filter((row) => row.kind === kind).length;
    expect([count('diary'), count('rating'), count('watched'), count('watchlist'), count('review')]).toEqual([
      17, 9, 16, 5, 3,
    ]);
    expect([count('like'), count('list_entry')]).toEqual([3, 8]);
    expect(result.rows.some((row) => row.title === 'Batman & Robin')).toBe(false);
    expect(result.rows.map((row) => row.index)).toEqual(result.rows.map((_, i) => i + 1));
    expect(detectFilmFile(readFilmFileFixture('letterboxdZip')).format).toBe('letterboxd-zip');
  });

  it('reads the same rows from a ZIP written as a stream (sizes after each entry)', async () => {
    const streamed = await parseFixture('letterboxdZipStreamed');
    expect(streamed.rows).toEqual((await parseFixture('letterboxdZip')).rows);
  });

  it('reads diary entries: watched date, half stars doubled, rewatch, tags, a missing year, a title with a comma', async () => {
    const { rows } = await parseFixture('letterboxdDiary');
    expect(rows[0]).toMatchObject({
      kind: 'diary',
      line: 2,
      file: 'diary.csv',
      title: 'Amélie',
      year: 2001,
      watchedOn: '2024-01-05',
      ratedOn: '2024-01-06',
      rating10: 9,
      rewatch: false,
      tags: ['paris', 'comfort'],
      letterboxdUri: 'https://boxd.it/2bf8Tb',
      isTv: false,
    });
    const byLine = (line: number) => rows.find((row) => row.line === line);
    expect(byLine(12)).toMatchObject({ title: 'Crouching Tiger, Hidden Dragon' });
    expect(byLine(13)).toMatchObject({ title: 'Amélie', rewatch: true, rating10: 10 });
    expect(byLine(14)).toMatchObject({ title: 'Metropolis', year: null });
    expect(byLine(17)).toMatchObject({ title: "Schindler's List", rating10: null, ratedOn: null });
    expect(rows.filter((row) => row.title === 'Dune').map((row) => row.year)).toEqual([1984, 2021]);
  });

  it('reads reviews with their text over several lines, and counts lines from where a row starts', async () => {
    const { rows } = await parseFixture('letterboxdZip');
    const reviews = rows.filter((row) => row.kind === 'review');
    expect(reviews.map((row) => [row.title, row.line])).toEqual([
      ['Amélie', 2],
      ['The Thing', 5],
      ['King Kong', 6],
    ]);
    expect(reviews[0]?.review).toBe(
      "A warm, odd little film. The gnome's travels still make me laugh.\n\nAudrey Tautou is perfect.",
    );
    expect(reviews[1]).toMatchObject({ rating10: 10, watchedOn: '2024-03-21' });
    expect(reviews[1]?.review).toMatch(/^"Trust is a tough thing/);
  });

  it('reads lists after their preamble: name, description, positions and notes', async () => {
    const { rows } = await parseFixture('letterboxdList');
    expect(rows.map((row) => [row.line, row.listPosition, row.title, row.year])).toEqual([
      [6, 1, 'The Thing', 1982],
      [7, 2, 'Dune', 1984],
      [8, 3, 'Batman', 1989],
      [9, 4, 'Blade Runner', 1982],
      [10, 5, 'The Empire Strikes Back', 1980],
    ]);
    expect(rows[0]).toMatchObject({
      kind: 'list_entry',
      listName: 'Eighties favourites',
      listDescription: 'Films from the 1980s I keep going back to.',
      note: 'Practical effects, still unbeaten.',
      letterboxdUri: 'https://boxd.it/29Qu',
    });
    expect(rows[1]?.note).toBeNull();
  });

  it('tells watched.csv, watchlist.csv and likes/films.csv apart by their names, and asks for the name otherwise', async () => {
    const text = 'Date,Name,Year,Letterboxd URI\n2024-01-06,Amélie,2001,https://boxd.it/29jo\n';
    expect((await parseText('watched.csv', text)).rows[0]).toMatchObject({
      kind: 'watched',
      addedOn: '2024-01-06',
    });
    expect((await parseText('watchlist.csv', text)).rows[0]?.kind).toBe('watchlist');
    expect((await parseText('films.csv', text)).rows[0]?.kind).toBe('like');
    expect((await parseText('likes-films.csv', text)).rows[0]?.kind).toBe('like');
    const error = await failure(parseText('export.csv', text));
    expect(error.message).toMatch(/^export\.csv: these are the columns of Letterboxd's watched\.csv/);
  });

  it('recognises a diary or ratings file by its columns whatever its name', async () => {
    const diary = await parseText(
      'my films.csv',
      `${DIARY_HEADER}\n2024-01-06,Léon,1994,,3.5,,,2024-01-05\n`,
    );
    expect(diary.rows[0]).toMatchObject({ kind: 'diary', rating10: 7 });
    const ratings = await parseText(
      'stars.csv',
      'Date,Name,Year,Letterboxd URI,Rating\n2024-01-06,Léon,1994,,0.5\n',
    );
    expect(ratings.rows[0]).toMatchObject({ kind: 'rating', rating10: 1 });
  });

  it('reads Windows-1252 and UTF-8 with a BOM as UTF-8', async () => {
    const utf8 = (await parseFixture('letterboxdDiary')).rows.map(({ title, year, tags }) => ({
      title,
      year,
      tags,
    }));
    for (const fixture of ['letterboxdDiaryWindows1252', 'letterboxdDiaryBom'] as const) {
      const { rows } = await parseFixture(fixture);
      expect(rows.map(({ title, year, tags }) => ({ title, year, tags }))).toEqual(utf8);
    }
  });

  it('ignores extra columns', async () => {
    const { rows } = await parseFixture('letterboxdDiaryExtraColumns');
    expect(rows.map((row) => row.title)).toEqual(['Amélie', 'Léon', 'Dune']);
  });

  it('refuses missing columns, naming them', async () => {
    const error = await failure(parseFixture('letterboxdDiaryMissingColumns'));
    expect(error.message).toBe(
      'letterboxd-diary-missing-columns.csv line 1: the columns "Year", "Watched Date" are missing (found: Date, Name, Letterboxd URI, Rating)',
    );
    expect(error.line).toBe(1);
  });

  it('names the file and the line of a value that is not a date, a year or a rating', async () => {
    const badDate = await failure(parseFixture('letterboxdDiaryBadDate'));
    expect(badDate.message).toBe(
      'letterboxd-diary-bad-date.csv line 12: the Watched Date "2021-13-01" is not a date',
    );
    expect([badDate.file, badDate.line]).toEqual(['letterboxd-diary-bad-date.csv', 12]);
    const row = (cells: string) =>
      parseText('diary.csv', `${DIARY_HEADER}\n2024-01-06,Léon,1994,,4,,,2024-01-05\n${cells}\n`);
    expect((await failure(row('2024-01-06,Léon,1994,,4.2,,,2024-01-05'))).message).toBe(
      'diary.csv line 3: the Rating "4.2" is not a rating from 0.5 to 5',
    );
    expect((await failure(row('2024-01-06,Léon,94,,4,,,2024-01-05'))).message).toBe(
      'diary.csv line 3: the Year "94" is not a year',
    );
    expect((await failure(row('2024-01-06,,1994,,4,,,2024-01-05'))).message).toBe(
      'diary.csv line 3: the Name is empty',
    );
    expect((await failure(row('2024-02-30,Léon,1994,,4,,,2024-01-05'))).message).toBe(
      'diary.csv line 3: the Date "2024-02-30" is not a date',
    );
  });

  it('names the line where a CSV stops being CSV', async () => {
    const error = await failure(
      parseText(
        'diary.csv',
        `${DIARY_HEADER}\n2024-01-06,Léon,1994,,4,,,2024-01-05\n2024-01-06,"Léon,1994,,4,,,2024-01-05\n`,
      ),
    );
    expect(error.message).toBe(
      'diary.csv line 3: this is not valid CSV: a quoted value starts here and is never closed',
    );
  });

  it('keeps a stray quote inside an unquoted value', async () => {
    const { rows } = await parseText(
      'diary.csv',
      `${DIARY_HEADER}\n2024-01-06,The 5" Disc,1994,,4,,,2024-01-05\n`,
    );
    expect(rows[0]?.title).toBe('The 5" Disc');
  });
});
