import type { MovieDetails } from '@marquee/contracts';
import { tmdbAnswer } from '@marquee/testing/tmdbReplay';

/**
 * Fight Club (550) as the detail page loads it: the recorded details with the recorded credits, videos,
 * images and reviews appended under their own keys, as TMDB's append_to_response returns them.
 */
export function recordedFilm(): MovieDetails {
  const query = new URLSearchParams({ append_to_response: 'credits,videos,images,reviews' });
  return tmdbAnswer('/movie/550', query) as MovieDetails;
}
