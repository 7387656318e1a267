/** A film as an import needs it: to show it as a candidate, to match it, and to copy it into the account. */
export interface FilmDetails {
  movieId: number;
  title: string;
  originalTitle: string | null;
  /** The release year, '' when unknown (as the diary and watchlist store it). */
  year: string;
  poster: string | null;
  director: string | null;
  runtime: number | null;
  genres: string[];
  overview: string;
  voteAverage: number;
}

/** A title search's hit: enough to compare titles and years. */
export type FilmHit = Pick<FilmDetails, 'movieId' | 'title' | 'originalTitle' | 'year' | 'poster'>;

/**
 * The film data an import matches against: TMDB when it is configured, the local catalog otherwise.
 * Both live in packages/jobs because the worker runs imports and never imports the api.
 */
export interface FilmLookup {
  readonly kind: 'tmdb' | 'catalog';
  /** The film with this id, or undefined when there is none. */
  film(movieId: number): Promise<FilmDetails | undefined>;
  /** The film with this IMDb id; `tv` when the id names a TV title instead. */
  byImdbId(imdbId: string): Promise<FilmDetails | 'tv' | undefined>;
  /** Films whose title is like `title`, the closest first; TMDB keeps to `year`, the catalog puts it first. */
  search(title: string, year: number | null): Promise<FilmHit[]>;
}
