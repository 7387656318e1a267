import { HttpError } from '../../httpError';
import { type DiscoverQuery } from '../../movies/movieDataProvider';
import { type DiscoverQuerystring } from './querySchemas';

/**
 * /discover/movie's query string as the movie data takes it (for /api/tmdb and the unseen pages): a range
 * whose bounds are the wrong way round is a 400, genres become distinct ids.
 */
export function discoverQueryOf({ with_genres: genres, ...query }: DiscoverQuerystring): DiscoverQuery {
  rejectInvertedRange(
    'primary_release_date',
    query['primary_release_date.gte'],
    query['primary_release_date.lte'],
  );
  rejectInvertedRange('vote_average', query['vote_average.gte'], query['vote_average.lte']);
  rejectInvertedRange('with_runtime', query['with_runtime.gte'], query['with_runtime.lte']);
  return { ...query, with_genres: genres ? [...new Set(genres.split(',').map(Number))] : undefined };
}

/** 400 naming the upper bound when a range's bounds are the wrong way round. */
function rejectInvertedRange(
  name: string,
  low: string | number | undefined,
  high: string | number | undefined,
): void {
  if (low !== undefined && high !== undefined && low > high) {
    throw new HttpError(400, `querystring/${name}.lte must not be below ${name}.gte`);
  }
}
