import { type Image, type MovieDetails } from '@marquee/contracts';

/** The film's stills: backdrops first (they fill the strip), then posters. */
export function allPhotos(movie: Pick<MovieDetails, 'images'>): Image[] {
  return [...(movie.images?.backdrops ?? []), ...(movie.images?.posters ?? [])];
}
