import { type MovieSummary } from '@marquee/contracts';
import { type DiscoverFilters } from '@marquee/contracts/discover';

/**
 * Whether a film passes the genre, year and rating filters the way /discover/movie applies them: every
 * selected genre (TMDB joins with_genres with AND), the release year within the years, the vote average
 * within the ratings. The sort selects nothing.
 */
export function matchesDiscoverFilters(
  movie: Pick<MovieSummary, 'genre_ids' | 'release_date' | 'vote_average'>,
  filters: DiscoverFilters,
): boolean {
  const year = Number.parseInt(movie.release_date.slice(0, 4), 10);
  const yearKnown = Number.isInteger(year);
  return (
    (filters.genres ?? []).every((genre) => movie.genre_ids.includes(genre)) &&
    (filters.fromYear === undefined || (yearKnown && year >= filters.fromYear)) &&
    (filters.toYear === undefined || (yearKnown && year <= filters.toYear)) &&
    (filters.minRating === undefined || movie.vote_average >= filters.minRating) &&
    (filters.maxRating === undefined || movie.vote_average <= filters.maxRating)
  );
}
