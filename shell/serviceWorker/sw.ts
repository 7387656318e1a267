/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { type RouteHandlerCallbackOptions } from 'workbox-core/types';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { apiCacheKey, USER_PARAM } from './apiCacheKey';
import { CACHE_NAMES } from './cacheNames';
import { pushPayload } from './notifications';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

/**
 * Marquee's service worker (docs/architecture.md, The installable app). Online, every page, API answer
 * and federation file that can change is asked of the network first, so a new shell page, /remotes.json
 * or remote release is used on the next visit; what was last seen is kept for when the network is gone.
 */

// A new version takes over at once: it caches nothing an open page depends on that the server still has.
void self.skipWaiting();
clientsClaim();

// The shell's own hashed chunks (the list is written in at build time), never its page or federation files.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/**
 * Only this origin's requests are handled: the worker's fetches obey the page's CSP (connect-src 'self'),
 * and the API's CSP lets pages load scripts from this origin only. Others (TMDB's images) go to the
 * network as if there were no worker.
 */
/**
 * Kept answers are found by URL alone: the API's `Vary` (Origin, Accept-Encoding) would make a request
 * sent a little differently miss what was kept (the federation runtime fetches a remote's mf-manifest.json
 * with an Origin header from one page and without from another).
 */
const matchOptions = { ignoreVary: true };

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const HASHED_FILE = /[.-][0-9a-f]{8,}\.(js|css)$/i;
const FEDERATION_FILE = /(^\/remotes\.json|\/remoteEntry\.js|\/mf-manifest\.json)$/;
/** API answers that are not worth keeping offline: the session, streams, downloads, health. */
const API_NOT_KEPT = /^\/api\/(auth|ai|exports|imports|push|health|ready|dev)(\/|$)/;

registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    matchOptions,
    plugins: [new ExpirationPlugin({ maxEntries: 60 })],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && FEDERATION_FILE.test(url.pathname),
  new NetworkFirst({
    cacheName: CACHE_NAMES.federation,
    matchOptions,
    plugins: [new ExpirationPlugin({ maxEntries: 40 })],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && HASHED_FILE.test(url.pathname),
  new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    matchOptions,
    plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    url.pathname.startsWith('/api/') &&
    !API_NOT_KEPT.test(url.pathname) &&
    request.headers.get('accept') !== 'text/event-stream',
  new NetworkFirst({
    cacheName: CACHE_NAMES.api,
    matchOptions,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => apiCacheKey(request) },
      new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true }),
    ],
  }),
);

// A write the API accepted makes the answers kept under its path stale (a watchlist read kept before an
// add): they are asked again, so offline shows what the server last had.
const isApiWrite = ({ url, request }: { url: URL; request: Request }) =>
  sameOrigin(url) && url.pathname.startsWith('/api/') && request.method !== 'GET';
for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
  registerRoute(isApiWrite, writeThenRefresh, method);
}

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.images,
    matchOptions,
    plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
);

// Offline, a page never opened before opens as the home page did, and the app routes to it from there.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const pages = await caches.open(CACHE_NAMES.pages);
  const home = await pages.match('/', matchOptions);
  if (home) return home;
  const [anyPage] = await pages.keys();
  return (anyPage && (await pages.match(anyPage, matchOptions))) ?? Response.error();
});

async function writeThenRefresh({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const answer = await fetch(request);
  if (answer.ok) (event as ExtendableEvent).waitUntil(refreshKeptAnswers(request));
  return answer;
}

/** Asks again for the kept answers of the writer's account under the write's resource (/api/users/:id/watchlist). */
async function refreshKeptAnswers(write: Request): Promise<void> {
  const scope = new URL(write.url).pathname.split('/').slice(0, 5).join('/');
  const writer = new URL(apiCacheKey(write).url).searchParams.get(USER_PARAM);
  const kept = await caches.open(CACHE_NAMES.api);
  for (const key of await kept.keys()) {
    const url = new URL(key.url);
    if (!url.pathname.startsWith(scope) || url.searchParams.get(USER_PARAM) !== writer) continue;
    url.searchParams.delete(USER_PARAM);
    const headers = { authorization: write.headers.get('authorization') ?? '' };
    const fresh = await fetch(url.href, { headers }).catch(() => undefined);
    await (fresh?.ok ? kept.put(key, fresh) : kept.delete(key));
  }
}

self.addEventListener('push', (event) => {
  const { title, body, url, tag } = pushPayload(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      tag,
      data: { url },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = (event.notification.data ?? {}) as { url?: string };
  const target = new URL(url ?? '/', self.location.origin);
  event.waitUntil(openOrFocus(target.origin === self.location.origin ? target.href : self.location.origin));
});

/** An open window of the app goes to the notification's page; without one, a new window opens there. */
async function openOrFocus(href: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows[0];
  if (open) {
    await open.focus();
    await open.navigate(href);
  } else {
    await self.clients.openWindow(href);
  }
}
