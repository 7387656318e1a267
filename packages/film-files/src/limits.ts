/** How much a file may hold before it is refused, so that no upload can exhaust memory. */
export interface FilmFileLimits {
  /** The uploaded file's size. */
  maxBytes: number;
  /** Rows over all the files read. */
  maxRows: number;
  /** Entries in a ZIP, directories included. */
  maxZipEntries: number;
  /** Bytes inflated from a ZIP, over all the entries read. */
  maxUncompressedBytes: number;
  /** How many times larger than its compressed size an entry may grow (beyond the first MiB). */
  maxCompressionRatio: number;
}

export const DEFAULT_LIMITS: FilmFileLimits = {
  maxBytes: 50 * 1024 * 1024,
  maxRows: 200_000,
  maxZipEntries: 10_000,
  maxUncompressedBytes: 200 * 1024 * 1024,
  maxCompressionRatio: 100,
};

/** Small entries may compress very well (a header and a few rows); the ratio counts above this size. */
export const RATIO_FREE_BYTES = 1024 * 1024;

export function withDefaults(limits: Partial<FilmFileLimits> = {}): FilmFileLimits {
  return { ...DEFAULT_LIMITS, ...limits };
}
