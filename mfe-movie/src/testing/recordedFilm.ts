import type { MovieDetails } from '@marquee/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const FIXTURES = path.resolve(__dirname, '..', '..', '..', 'api', 'test', 'fixtures', 'tmdb');

const recorded = (name: string) => JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8'));

/**
 * Fight Club (550) as the detail page loads it: the recorded details with the recorded credits, videos,
 * images and reviews appended under their own keys, as TMDB's append_to_response returns them.
 */
export function recordedFilm(): MovieDetails {
  return {
    ...recorded('movie_550'),
    credits: recorded('movie_550_credits'),
    videos: recorded('movie_550_videos'),
    images: recorded('movie_550_images'),
    reviews: recorded('movie_550_reviews'),
  };
}
