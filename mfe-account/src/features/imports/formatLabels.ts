import type { ImportFormat } from '@marquee/contracts';

/** The service a detected format comes from, as people call it. */
export const formatLabels: Record<ImportFormat, string> = {
  'letterboxd-zip': 'Letterboxd export (ZIP)',
  'letterboxd-csv': 'Letterboxd CSV',
  'imdb-ratings': 'IMDb ratings',
  'imdb-watchlist': 'IMDb watchlist',
  'trakt-json': 'Trakt export',
  'tmdb-csv': 'TMDB export',
  'marquee-json': 'Marquee export',
};
