/** TMDB's movie genres, ids and names exactly as GET /genre/movie/list answers them. */
export const TMDB_GENRES = [
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 14, name: 'Fantasy' },
  { id: 36, name: 'History' },
  { id: 27, name: 'Horror' },
  { id: 10402, name: 'Music' },
  { id: 9648, name: 'Mystery' },
  { id: 10749, name: 'Romance' },
  { id: 878, name: 'Science Fiction' },
  { id: 10770, name: 'TV Movie' },
  { id: 53, name: 'Thriller' },
  { id: 10752, name: 'War' },
  { id: 37, name: 'Western' },
] as const;

/** vega's "Major Genre" as TMDB genres (a Romantic Comedy is both Romance and Comedy, as on TMDB). */
const BY_MAJOR_GENRE: Record<string, number[]> = {
  Action: [28],
  Adventure: [12],
  'Black Comedy': [35],
  Comedy: [35],
  'Concert/Performance': [10402, 99],
  Documentary: [99],
  Drama: [18],
  Horror: [27],
  Musical: [10402],
  'Romantic Comedy': [10749, 35],
  'Thriller/Suspense': [53],
  Western: [37],
};

/** vega's "Creative Type" adds a genre where TMDB has one for it (contemporary fiction and the like add none). */
const BY_CREATIVE_TYPE: Record<string, number[]> = {
  'Science Fiction': [878],
  Fantasy: [14],
  'Kids Fiction': [10751],
  'Historical Fiction': [36],
  'Super Hero': [28],
};

/** The TMDB genre ids of a vega film, without duplicates, major genre first. */
export function tmdbGenreIds(majorGenre: string | null, creativeType: string | null): number[] {
  const ids = [
    ...(majorGenre ? (BY_MAJOR_GENRE[majorGenre] ?? []) : []),
    ...(creativeType ? (BY_CREATIVE_TYPE[creativeType] ?? []) : []),
  ];
  return [...new Set(ids)];
}
