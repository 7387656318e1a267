import { type Video } from '@marquee/contracts';

/** The kinds of video the detail page shows (docs/product.md §9). */
export const KEPT_VIDEO_TYPES: readonly string[] = ['Trailer', 'Teaser', 'Clip', 'Featurette'];

/** YouTube trailers, teasers, clips and featurettes, in TMDB's order: what the page can embed. */
export function keptVideos(videos: readonly Video[]): Video[] {
  return videos.filter((video) => video.site === 'YouTube' && KEPT_VIDEO_TYPES.includes(video.type));
}

/**
 * The official trailer: the first Trailer among the kept videos in the reader's language, else the first
 * (TMDB adds English ones to a reader's language, docs/architecture.md "Languages").
 */
export function officialTrailer(kept: readonly Video[], language: string): Video | undefined {
  const trailers = kept.filter((video) => video.type === 'Trailer');
  return trailers.find((video) => video.iso_639_1 === language) ?? trailers[0];
}
