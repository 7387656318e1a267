import { parseFilmFile, type FilmFileError, type FilmFileLimits, type ParsedFilmFile } from '../src';
import { readFilmFileFixture, type FilmFileFixture } from '../src/fixtures';

/** Parses a fixture. */
export function parseFixture(
  fixture: FilmFileFixture,
  limits?: Partial<FilmFileLimits>,
): Promise<ParsedFilmFile> {
  return parseFilmFile(readFilmFileFixture(fixture), limits);
}

/** Parses text uploaded under a name. */
export function parseText(
  fileName: string,
  text: string,
  limits?: Partial<FilmFileLimits>,
): Promise<ParsedFilmFile> {
  return parseFilmFile({ fileName, bytes: Buffer.from(text) }, limits);
}

/** The FilmFileError a parse fails with (the test fails when it does not). */
export async function failure(parse: Promise<unknown>): Promise<FilmFileError> {
  return parse.then(
    () => {
      throw new Error('expected the file to be refused');
    },
    (error: FilmFileError) => {
      expect(error.name).toBe('FilmFileError');
      return error;
    },
  );
}
