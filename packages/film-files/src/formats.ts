/** The file formats Marquee reads, as the imports table records them. */
export type FilmFileFormat =
  | 'letterboxd-zip'
  | 'letterboxd-csv'
  | 'imdb-ratings'
  | 'imdb-watchlist'
  | 'trakt-json'
  | 'tmdb-csv'
  | 'marquee-json';

export const FILM_FILE_FORMATS: readonly FilmFileFormat[] = [
  'letterboxd-zip',
  'letterboxd-csv',
  'imdb-ratings',
  'imdb-watchlist',
  'trakt-json',
  'tmdb-csv',
  'marquee-json',
];

/** The services' names, for messages and for the source of what is imported. */
export const FORMAT_SERVICE: Record<FilmFileFormat, 'letterboxd' | 'imdb' | 'trakt' | 'tmdb' | 'marquee'> = {
  'letterboxd-zip': 'letterboxd',
  'letterboxd-csv': 'letterboxd',
  'imdb-ratings': 'imdb',
  'imdb-watchlist': 'imdb',
  'trakt-json': 'trakt',
  'tmdb-csv': 'tmdb',
  'marquee-json': 'marquee',
};
