/** What both source datasets (vega-datasets and the TMDB 5000 CSV) tell about a film, as catalog columns. */
export interface FilmFacts {
  /** YYYY-MM-DD, or null when unknown. */
  release_date: string | null;
  runtime: number | null;
  genre_ids: number[];
  budget: number;
  revenue: number;
  popularity: number;
  vote_average: number;
  vote_count: number;
}
