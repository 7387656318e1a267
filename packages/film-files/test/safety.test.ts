import { buildExportZip, detectFilmFile, parseFilmFile } from '../src';
import { readFilmFileFixture } from '../src/fixtures';
import { generateLetterboxdExport } from '../src/generateLetterboxdExport';
import { isUnsafeEntryName } from '../src/readZip';
import { failure, parseFixture } from './parse';

const diary =
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2024-01-06,Léon,1994,,4,,,2024-01-05\n';

describe('limits and hostile files', () => {
  it('refuses a file over the size limit before reading it', async () => {
    const upload = (size: number) => ({ fileName: 'diary.csv', bytes: Buffer.alloc(size, 'a') });
    expect((await failure(parseFilmFile(upload(3.5 * 1024), { maxBytes: 1024 }))).message).toBe(
      'diary.csv: the file is 3.5 KB; files up to 1 KB can be imported',
    );
    expect((await failure(parseFilmFile(upload(50 * 1024 * 1024 + 1)))).message).toBe(
      'diary.csv: the file is 50.1 MB; files up to 50 MB can be imported',
    );
  });

  it('refuses more rows than the limit, naming the first row over it', async () => {
    const bytes = generateLetterboxdExport(30, [{ title: 'Léon', year: 1994 }]);
    const error = await failure(parseFilmFile({ fileName: 'export.zip', bytes }, { maxRows: 25 }));
    expect(error.message).toBe(
      'diary.csv line 27: the file has more than 25 rows, more than one import takes; split it into smaller files',
    );
  });

  it('stops inflating a zip bomb early', async () => {
    const error = await failure(parseFixture('zipBomb'));
    expect(error.message).toBe(
      'zip-bomb.zip: "diary.csv" in the ZIP unpacks to far more than its size (more than 100 times): it looks like a zip bomb and was not read',
    );
  });

  it('stops when all the entries together unpack to more than the limit', async () => {
    const error = await failure(parseFixture('letterboxdZip', { maxUncompressedBytes: 2000 }));
    expect(error.message).toBe('letterboxd-export.zip: the ZIP unpacks to more than 2 KB, more than we read');
  });

  it('refuses a ZIP with too many entries', async () => {
    const bytes = buildExportZip(['a', 'b', 'c', 'd'].map((name) => ({ name: `${name}.csv`, data: diary })));
    const error = await failure(parseFilmFile({ fileName: 'many.zip', bytes }, { maxZipEntries: 3 }));
    expect(error.message).toBe('many.zip: the ZIP holds 4 files, more than the 3 we read');
  });

  it('refuses a ZIP holding a path that leads out of its folder', async () => {
    const error = await failure(parseFixture('pathTraversalZip'));
    expect(error.message).toBe(
      'path-traversal.zip: the ZIP holds a file with an unsafe path ("../../../tmp/evil/diary.csv"), so it was not read',
    );
    expect(
      ['../a.csv', 'a/../../b.csv', '/etc/passwd', 'C:/x.csv', 'lists\\x.csv'].every(isUnsafeEntryName),
    ).toBe(true);
    expect(['diary.csv', 'lists/a..b.csv', 'likes/films.csv'].some(isUnsafeEntryName)).toBe(false);
  });

  it('refuses a ZIP whose local header names an unsafe path that its directory hides', async () => {
    const bytes = buildExportZip([{ name: 'ab/diary.csv', data: diary }]);
    // The local header comes first (its name at byte 30); the central directory keeps 'ab/diary.csv'.
    bytes.write('..', 30, 'latin1');
    const error = await failure(parseFilmFile({ fileName: 'spoofed.zip', bytes }));
    expect(error.message).toBe(
      'spoofed.zip: the ZIP holds a file with an unsafe path ("../diary.csv"), so it was not read',
    );
  });

  it('says a truncated ZIP is incomplete', async () => {
    const error = await failure(parseFixture('truncatedZip'));
    expect(error.message).toBe(
      'truncated.zip: this ZIP file is incomplete or damaged (it may have been cut off while downloading); download the export again',
    );
  });

  it('refuses files that are not exports, and empty files', async () => {
    for (const fixture of ['wrongFile', 'wrongCsv'] as const) {
      const error = await failure(parseFixture(fixture));
      expect(error.message).toMatch(
        /: this is not an export we can read\. Marquee reads Letterboxd's export/,
      );
    }
    expect(() => detectFilmFile({ fileName: 'x.csv', bytes: Buffer.alloc(0) })).toThrow(
      'x.csv: the file is empty',
    );
    const zipOfOthers = buildExportZip([{ name: 'notes.csv', data: 'a,b\n1,2\n' }]);
    expect((await failure(parseFilmFile({ fileName: 'notes.zip', bytes: zipOfOthers }))).message).toMatch(
      /^notes\.zip: this ZIP holds no export we can read/,
    );
  });

  it('reads an export zipped again inside a folder', async () => {
    const bytes = buildExportZip([
      { name: 'letterboxd-ada/diary.csv', data: diary },
      { name: '__MACOSX/._diary.csv', data: 'x' },
    ]);
    const result = await parseFilmFile({ fileName: 'again.zip', bytes });
    expect(result.files).toEqual(['diary.csv']);
    expect(result.rows[0]).toMatchObject({ file: 'diary.csv', title: 'Léon' });
  });

  it('is not fooled by the name: a ZIP named .csv is read as a ZIP', () => {
    const { bytes } = readFilmFileFixture('letterboxdZip');
    expect(detectFilmFile({ fileName: 'diary.csv', bytes }).format).toBe('letterboxd-zip');
  });
});
