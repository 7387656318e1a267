import { type Page } from '@playwright/test';

// A muted frame standing in for a picture; object-fit crops it to whatever shape the page draws.
const STAND_IN = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#3b2f45"/><stop offset="1" stop-color="#1a1420"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#g)"/></svg>`;

/**
 * The recorded TMDB data points at TMDB's image host and YouTube's thumbnails, which the tests cannot
 * reach: the browser gets a stand-in picture for each, so pages render as they would online.
 */
export async function serveRemoteImagesOffline(page: Page): Promise<void> {
  for (const host of ['https://image.tmdb.org/**', 'https://i.ytimg.com/**', 'https://img.youtube.com/**']) {
    await page.route(host, (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: STAND_IN }),
    );
  }
}
