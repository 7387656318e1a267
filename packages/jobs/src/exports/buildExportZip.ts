import { buildExportZip as zipFiles, marqueeExportFiles, type MarqueeExport } from '@marquee/film-files';

/**
 * The export's ZIP: Marquee's complete JSON and Letterboxd's import CSVs (at most 1,900 rows a file).
 * The CSVs carry each film's TMDB id, which Letterboxd matches on, so their Directors column is left
 * empty rather than asking the movie data for every film of the account.
 */
export function buildExportZip(data: MarqueeExport): Buffer {
  return zipFiles(marqueeExportFiles(data));
}
