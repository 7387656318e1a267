import type { Video } from '@marquee/contracts';
import { type MovieMessageKey, type MovieTranslate } from '../../messages';

/** How the player's resolution is named on a card. */
export function videoQuality(size: number): string {
  if (size >= 2160) return '4K';
  if (size >= 1080) return 'HD 1080p';
  if (size >= 720) return 'HD 720p';
  return 'SD';
}

export type BadgeTone = 'red' | 'orange' | 'blue' | 'green' | 'purple' | 'pink' | 'grey';

const toneByType: Record<string, BadgeTone> = {
  Trailer: 'red',
  Teaser: 'orange',
  Clip: 'blue',
  Featurette: 'green',
  'Behind the Scenes': 'purple',
  Bloopers: 'pink',
};

const typeNames: Record<string, MovieMessageKey> = {
  Trailer: 'videoType.trailer',
  Teaser: 'videoType.teaser',
  Clip: 'videoType.clip',
  Featurette: 'videoType.featurette',
  'Behind the Scenes': 'videoType.behindTheScenes',
  Bloopers: 'videoType.bloopers',
  'Opening Credits': 'videoType.openingCredits',
};

/** A video's type (TMDB's name) in the language shown; a type TMDB adds later keeps its own name. */
export function videoTypeName(type: string, t: MovieTranslate): string {
  const key = typeNames[type];
  return key ? t(key) : type;
}

/** The colour of a video's type badge (docs/product.md §2 Sub-pages, Videos); types not named there are grey. */
export function badgeTone(type: string): BadgeTone {
  return toneByType[type] ?? 'grey';
}

export interface TypeCount {
  type: string;
  count: number;
}

/** Each video type of the film with how many videos it has, in the order the types first appear. */
export function countByType(videos: readonly Video[]): TypeCount[] {
  const counts = new Map<string, number>();
  for (const video of videos) counts.set(video.type, (counts.get(video.type) ?? 0) + 1);
  return [...counts].map(([type, count]) => ({ type, count }));
}

/** YouTube's still of a video: the full-resolution one, or the high-quality one every video has. */
export function youtubeThumbnail(key: string, quality: 'maxresdefault' | 'hqdefault'): string {
  return `https://img.youtube.com/vi/${encodeURIComponent(key)}/${quality}.jpg`;
}

/** The film's videos the page can play: every type, from YouTube (the only player embedded). */
export function playableVideos(videos: readonly Video[]): Video[] {
  return videos.filter((video) => video.site === 'YouTube');
}
