import type { Image } from '@marquee/contracts';
import { tmdbImageUrl, type LightboxItem } from '@marquee/ui';
import { isBackdrop } from './photoFilters';

/** A still as the lightbox shows it: large enough for the screen, with the original to download. */
export function photoLightboxItem(photo: Image, alt: string): LightboxItem {
  return {
    kind: 'image',
    // TMDB has no 1280-wide posters; 500 is its largest poster size short of the original.
    src: tmdbImageUrl(photo.file_path, isBackdrop(photo) ? 'w1280' : 'w500'),
    alt,
    downloadUrl: tmdbImageUrl(photo.file_path, 'original'),
  };
}
