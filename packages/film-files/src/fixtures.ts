import fs from 'node:fs';
import path from 'node:path';

/**
 * Hand-made files in each service's real format, with awkward rows (accents, duplicate titles, films of
 * one name in different years, missing years, TV titles to skip), for the tests of the importer here, in
 * the API and end to end. fixtures/README.md says what each holds; scripts/buildFixtures.mjs makes the
 * ZIPs and the re-encoded copies from the sources beside them.
 */
export const FILM_FILE_FIXTURES = {
  letterboxdZip: 'letterboxd-export.zip',
  letterboxdZipStreamed: 'letterboxd-export-streamed.zip',
  letterboxdDiary: 'letterboxd-export/diary.csv',
  letterboxdList: 'letterboxd-export/lists/eighties-favourites.csv',
  letterboxdDiaryWindows1252: 'letterboxd-diary-windows-1252.csv',
  letterboxdDiaryBom: 'letterboxd-diary-utf8-bom.csv',
  letterboxdDiaryBadDate: 'letterboxd-diary-bad-date.csv',
  letterboxdDiaryMissingColumns: 'letterboxd-diary-missing-columns.csv',
  letterboxdDiaryExtraColumns: 'letterboxd-diary-extra-columns.csv',
  imdbRatings: 'imdb-ratings.csv',
  imdbRatingsOld: 'imdb-ratings-old.csv',
  imdbRatingsUtf16: 'imdb-ratings-utf16.csv',
  imdbWatchlist: 'imdb-watchlist.csv',
  traktWatched: 'trakt/watched-movies.json',
  traktRatings: 'trakt/ratings-movies.json',
  traktWatchlist: 'trakt/watchlist-movies.json',
  traktHistory: 'trakt/history-2024.json',
  traktZip: 'trakt-export.zip',
  tmdbRatings: 'tmdb-ratings.csv',
  marqueeJson: 'marquee-export.json',
  marqueeZip: 'marquee-export.zip',
  truncatedZip: 'truncated.zip',
  zipBomb: 'zip-bomb.zip',
  pathTraversalZip: 'path-traversal.zip',
  wrongFile: 'wrong-file.png',
  wrongCsv: 'wrong-columns.csv',
} as const;

export type FilmFileFixture = keyof typeof FILM_FILE_FIXTURES;

/** The fixtures folder (packages/film-files/fixtures). */
export function filmFileFixturesDir(): string {
  return path.join(path.dirname(require.resolve('@marquee/film-files/package.json')), 'fixtures');
}

/** The absolute path of a fixture. */
export function filmFileFixturePath(fixture: FilmFileFixture): string {
  return path.join(filmFileFixturesDir(), FILM_FILE_FIXTURES[fixture]);
}

/** A fixture as an upload: its file name and bytes. */
export function readFilmFileFixture(fixture: FilmFileFixture): { fileName: string; bytes: Buffer } {
  const file = filmFileFixturePath(fixture);
  return { fileName: path.basename(file), bytes: fs.readFileSync(file) };
}
