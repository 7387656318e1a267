import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { describeSize } from './describeSize';
import { FilmFileError } from './FilmFileError';
import { RATIO_FREE_BYTES, type FilmFileLimits } from './limits';

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/** Compressed bytes handed to the inflater at a time: bounds what one step can inflate (deflate's ratio is at most ~1032). */
const PUSH_BYTES = 16 * 1024;

const ZIP_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
];

export function looksLikeZip(bytes: Uint8Array): boolean {
  return ZIP_SIGNATURES.some((signature) => signature.every((byte, i) => bytes[i] === byte));
}

/**
 * An entry name that would lead outside a folder if it were ever used as a path. We never write entries
 * to disk, but such a name means the archive was made to attack someone: the whole ZIP is refused.
 */
export function isUnsafeEntryName(name: string): boolean {
  return (
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[a-zA-Z]:/.test(name) ||
    name.includes('\0') ||
    name.split('/').some((segment) => segment === '..')
  );
}

/**
 * The ZIP's entry names, from its central directory: a ZIP cut off while downloading has none and is
 * refused here, before anything is inflated.
 */
export function listZipEntries(bytes: Uint8Array, fileName: string, limits: FilmFileLimits): string[] {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        names.push(entry.name);
        return false;
      },
    });
  } catch {
    throw new FilmFileError(
      'this ZIP file is incomplete or damaged (it may have been cut off while downloading); download the export again',
      { file: fileName },
    );
  }
  if (names.length > limits.maxZipEntries) {
    throw new FilmFileError(
      `the ZIP holds ${names.length} files, more than the ${limits.maxZipEntries} we read`,
      {
        file: fileName,
      },
    );
  }
  const unsafe = names.find(isUnsafeEntryName);
  if (unsafe !== undefined) {
    throw new FilmFileError(`the ZIP holds a file with an unsafe path ("${unsafe}"), so it was not read`, {
      file: fileName,
    });
  }
  return names;
}

/**
 * Inflates the wanted entries, counting bytes as they come out: an entry growing past the ratio limit, or
 * all of them past the size limit, stops the inflating at once (a zip bomb never reaches its full size).
 */
export function readZipEntries(
  bytes: Uint8Array,
  fileName: string,
  wanted: (name: string) => boolean,
  limits: FilmFileLimits,
): ZipEntry[] {
  const entries: ZipEntry[] = [];
  const unfinished = new Set<string>();
  let inflatedTotal = 0;
  let failure: FilmFileError | undefined;
  // Compressed bytes pushed so far: bounds what the current entry was compressed from.
  let pushedSoFar = 0;

  const unzip = new Unzip((file) => {
    // Local headers are read here, the central directory before: a name that differs and is unsafe is refused too.
    if (isUnsafeEntryName(file.name)) {
      failure ??= new FilmFileError(
        `the ZIP holds a file with an unsafe path ("${file.name}"), so it was not read`,
        {
          file: fileName,
        },
      );
    }
    if (!wanted(file.name) || failure) return;
    const chunks: Uint8Array[] = [];
    let inflated = 0;
    const entryStart = Math.max(0, pushedSoFar - PUSH_BYTES);
    // The local header's size when it has one (a liar gains nothing: the bytes pushed bound it too).
    const compressedSize = () => Math.min(file.size ?? Infinity, pushedSoFar - entryStart);
    unfinished.add(file.name);
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = new FilmFileError(`"${file.name}" in the ZIP is damaged and cannot be read`, {
          file: fileName,
        });
        return;
      }
      inflated += chunk.length;
      inflatedTotal += chunk.length;
      if (inflatedTotal > limits.maxUncompressedBytes) {
        failure = new FilmFileError(
          `the ZIP unpacks to more than ${describeSize(limits.maxUncompressedBytes)}, more than we read`,
          { file: fileName },
        );
      } else if (inflated > RATIO_FREE_BYTES && inflated > compressedSize() * limits.maxCompressionRatio) {
        failure = new FilmFileError(
          `"${file.name}" in the ZIP unpacks to far more than its size (more than ${limits.maxCompressionRatio} times): it looks like a zip bomb and was not read`,
          { file: fileName },
        );
      }
      if (failure) {
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) {
        unfinished.delete(file.name);
        entries.push({ name: file.name, bytes: concat(chunks, inflated) });
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  try {
    for (let offset = 0; offset < bytes.length && !failure; offset += PUSH_BYTES) {
      const end = Math.min(offset + PUSH_BYTES, bytes.length);
      pushedSoFar = end;
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch {
    failure ??= new FilmFileError('this ZIP file is incomplete or damaged; download the export again', {
      file: fileName,
    });
  }
  if (failure) throw failure;
  if (unfinished.size > 0) {
    throw new FilmFileError(`"${[...unfinished][0]}" in the ZIP is cut off; download the export again`, {
      file: fileName,
    });
  }
  return entries;
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
