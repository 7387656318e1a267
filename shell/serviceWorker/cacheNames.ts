/**
 * The service worker's caches (docs/architecture.md, The installable app). The page clears `api` when the
 * signed-in user changes, so nobody sees the answers another account was given on this device.
 */
export const CACHE_NAMES = {
  /** Pages as the server answered them, for opening offline. */
  pages: 'marquee-pages',
  /** GET /api answers, kept per signed-in user. */
  api: 'marquee-api',
  /** /remotes.json, remoteEntry.js, mf-manifest.json: stable names, so always asked for first. */
  federation: 'marquee-federation',
  /** Files with a content hash in their name (any app's chunks): they never change. */
  assets: 'marquee-assets',
  images: 'marquee-images',
} as const;
