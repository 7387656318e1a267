import { decodeText } from './decodeText';
import { describeSize } from './describeSize';
import { FilmFileError } from './FilmFileError';
import { type FilmFileFormat } from './formats';
import { identifyFile, type FileIdentity } from './identifyFile';
import { type FilmFileLimits } from './limits';
import { listZipEntries, looksLikeZip, readZipEntries } from './readZip';

/** The bytes of an uploaded file and the name it was uploaded with. */
export interface FilmFileInput {
  fileName: string;
  bytes: Uint8Array;
}

/** A file to read (the upload itself, or an entry of the uploaded ZIP), identified. */
export interface IdentifiedFile {
  name: string;
  text: string;
  identity: FileIdentity;
}

export interface OpenedFilmFile {
  format: FilmFileFormat;
  /** The files whose rows are read, in order. */
  files: IdentifiedFile[];
  /** Files of the ZIP left out, said in words. */
  warnings: string[];
}

const SUPPORTED =
  "Marquee reads Letterboxd's export (the ZIP or its CSV files), IMDb's ratings.csv and watchlist.csv, Trakt's JSON export, TMDB's CSV export and Marquee's own export";

/**
 * Entries never imported: what Letterboxd's export keeps of deleted things, the reviews and lists the user
 * liked (likes/reviews.csv, likes/lists.csv: other people's, not films), and macOS's resource forks.
 */
const IGNORED_ENTRIES = /^(__MACOSX\/|deleted\/|orphaned\/|likes\/(?!films\.csv$))/;

/** Identifies the upload from its content: a ZIP by its signature, then each file by its header or shape. */
export function openFilmFile(input: FilmFileInput, limits: FilmFileLimits): OpenedFilmFile {
  const { fileName, bytes } = input;
  if (bytes.byteLength > limits.maxBytes) {
    throw new FilmFileError(
      `the file is ${describeSize(bytes.byteLength)}; files up to ${describeSize(limits.maxBytes)} can be imported`,
      { file: fileName },
    );
  }
  if (bytes.byteLength === 0) throw new FilmFileError('the file is empty', { file: fileName });
  return looksLikeZip(bytes) ? openZip(input, limits) : openSingleFile(input);
}

function openSingleFile({ fileName, bytes }: FilmFileInput): OpenedFilmFile {
  const name = fileName.split(/[/\\]/).pop() || fileName;
  const file = identified(name, bytes);
  const format = formatOf(file);
  if (!format) throw notReadable(file);
  return { format, files: [file], warnings: [] };
}

function openZip({ fileName, bytes }: FilmFileInput, limits: FilmFileLimits): OpenedFilmFile {
  const names = listZipEntries(bytes, fileName, limits);
  const root = commonFolder(names.filter((name) => !IGNORED_ENTRIES.test(name)));
  const wanted = (name: string) => {
    const inner = name.slice(root.length);
    return /\.(csv|json)$/i.test(inner) && !IGNORED_ENTRIES.test(inner);
  };
  const files = readZipEntries(bytes, fileName, wanted, limits)
    .map((entry) => identified(entry.name.slice(root.length), entry.bytes))
    .sort((a, b) => a.name.localeCompare(b.name));
  const byFormat = new Map<FilmFileFormat, IdentifiedFile[]>();
  for (const file of files) {
    const format = formatOf(file);
    if (format) byFormat.set(format, [...(byFormat.get(format) ?? []), file]);
  }
  // One service per ZIP: Marquee's own export also holds Letterboxd CSVs, which its JSON already covers.
  const priority: FilmFileFormat[] = [
    'marquee-json',
    'letterboxd-csv',
    'trakt-json',
    'imdb-ratings',
    'imdb-watchlist',
    'tmdb-csv',
  ];
  const chosen = priority.find((format) => byFormat.has(format));
  if (!chosen) {
    const unnamed = files.find((file) => file.identity.type === 'letterboxd-unnamed');
    throw unnamed
      ? notReadable(unnamed)
      : new FilmFileError(`this ZIP holds no export we can read. ${SUPPORTED}.`, { file: fileName });
  }
  const read =
    chosen === 'marquee-json' ? (byFormat.get(chosen) ?? []).slice(0, 1) : (byFormat.get(chosen) ?? []);
  const left = files.filter((file) => !read.includes(file)).map((file) => file.name);
  return {
    format: chosen === 'letterboxd-csv' ? 'letterboxd-zip' : chosen,
    files: read,
    warnings:
      left.length > 0
        ? [`Not imported from the ZIP (nothing Marquee keeps, or another copy): ${left.join(', ')}`]
        : [],
  };
}

function identified(name: string, bytes: Uint8Array): IdentifiedFile {
  const { text } = decodeText(bytes);
  // Text never holds NUL characters: this is an image, a spreadsheet or another binary file.
  const identity: FileIdentity = text.includes('\0') ? { type: 'unknown' } : identifyFile(name, text);
  return { name, text, identity };
}

function formatOf({ identity }: IdentifiedFile): FilmFileFormat | null {
  switch (identity.type) {
    case 'letterboxd-table':
    case 'letterboxd-list':
    case 'letterboxd-import':
      return 'letterboxd-csv';
    case 'imdb-ratings':
    case 'imdb-watchlist':
    case 'tmdb-csv':
      return identity.type;
    case 'trakt':
      return 'trakt-json';
    case 'marquee':
      return 'marquee-json';
    default:
      return null;
  }
}

function notReadable(file: IdentifiedFile): FilmFileError {
  if (file.identity.type === 'letterboxd-unnamed') {
    return new FilmFileError(
      "these are the columns of Letterboxd's watched.csv, watchlist.csv and likes/films.csv, which only their names tell apart: upload the file with its original name, or the whole export ZIP",
      { file: file.name },
    );
  }
  return new FilmFileError(`this is not an export we can read. ${SUPPORTED}.`, { file: file.name });
}

/** 'letterboxd-export/' when every entry is in that one folder (a ZIP made again from an unpacked export). */
function commonFolder(names: string[]): string {
  const [first] = names;
  const folder = first?.includes('/') ? `${first.split('/')[0]}/` : '';
  return folder !== '' && names.every((name) => name.startsWith(folder)) ? folder : '';
}
