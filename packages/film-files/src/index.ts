export { FilmFileError, type ErrorPlace } from './FilmFileError';
export { emptyRow, ROW_KINDS, type ParsedRow, type RowKind } from './parsedRow';
export { FILM_FILE_FORMATS, FORMAT_SERVICE, type FilmFileFormat } from './formats';
export { DEFAULT_LIMITS, type FilmFileLimits } from './limits';
export { type FilmFileInput } from './openFilmFile';
export { detectFilmFile, parseFilmFile, type DetectedFilmFile, type ParsedFilmFile } from './parseFilmFile';
export { normaliseTitle, titleKeys } from './normaliseTitle';
export {
  LETTERBOXD_IMPORT_COLUMNS,
  LETTERBOXD_IMPORT_MAX_ROWS,
  letterboxdImportCsv,
  type LetterboxdImportRow,
} from './letterboxd/letterboxdImportCsv';
export { buildExportZip, type ExportFile } from './buildExportZip';
export { MARQUEE_EXPORT_FILE, MarqueeExportSchema, type MarqueeExport } from './marquee/marqueeExportSchema';
export { marqueeExportFiles } from './marquee/marqueeExportFiles';
