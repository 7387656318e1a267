import chromium from '@marquee/config/chromium.js';
import { chromium as playwright } from 'playwright';
import { CONFIGURATIONS } from '../lib/configurations.mjs';

const { CHROMIUM_FLAGS, CHROMIUM_PATH } = chromium;

export const name = 'second-visit';
export const title = 'Second visit: API calls answered by the browser cache or a 304 (Chromium, a guest)';

const GOAL = 0.9;
/** The film recorded with every part (Fight Club) when TMDB answers; the catalog's most popular film else. */
const TMDB_FILM_ID = 550;
/** BENCH_CONFIGURATIONS=npm-start runs some of them. */
const chosen = process.env.BENCH_CONFIGURATIONS?.split(',');

/**
 * The API calls (requests to /api other than images: fetch, XHR and preloads) of one page load, as Chromium's DevTools protocol
 * reports them: each request, whether it was served from the browser's cache (Network.requestServedFromCache,
 * or a response read from the disk cache) and its status.
 */
async function apiCallsOf(context, page, url) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const calls = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    const { pathname, search } = new URL(request.url);
    if (pathname.startsWith('/api/') && type !== 'Image')
      calls.set(requestId, { path: pathname + search, cached: false });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    if (calls.has(requestId)) calls.get(requestId).cached = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const call = calls.get(requestId);
    if (!call) return;
    call.status = response.status;
    if (response.fromDiskCache || response.fromPrefetchCache) call.cached = true;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await cdp.detach();
  return [...calls.values()];
}

export async function run({ log }) {
  const configurations = [];
  const browser = await playwright.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const configuration of CONFIGURATIONS) {
      if (chosen && !chosen.includes(configuration.name)) continue;
      log(`${configuration.title}: starting`);
      const running = await configuration.start();
      try {
        configurations.push(await visitTwice(log, browser, configuration, running.product));
      } finally {
        await running.stop();
      }
    }
  } finally {
    await browser.close();
  }
  return { configurations };
}

async function visitTwice(log, browser, configuration, product) {
  const popular = await (await fetch(`${product.url}/api/tmdb/movie/popular?page=1`)).json();
  const filmId = configuration.tmdb ? TMDB_FILM_ID : popular.results[0].id;
  const pages = ['/', `/movie/${filmId}`, '/genres'];
  // One browser profile (its HTTP cache) for both visits, as a returning visitor has.
  const context = await browser.newContext();
  const rows = [];
  const uncached = new Set();
  let total = 0;
  let answered = 0;
  try {
    const firstVisit = {};
    for (const path of pages) {
      firstVisit[path] = (await apiCallsOf(context, await context.newPage(), product.url + path)).length;
    }
    for (const path of pages) {
      const calls = await apiCallsOf(context, await context.newPage(), product.url + path);
      const fromCache = calls.filter((call) => call.cached).length;
      const notModified = calls.filter((call) => !call.cached && call.status === 304).length;
      for (const call of calls) if (!call.cached && call.status !== 304) uncached.add(call.path);
      total += calls.length;
      answered += fromCache + notModified;
      log(`${path}: ${calls.length} API calls, ${fromCache} from the browser cache, ${notModified} 304`);
      rows.push({
        page: path,
        'first visit: API calls': firstVisit[path],
        'second visit: API calls': calls.length,
        'browser cache': fromCache,
        304: notModified,
        'sent again': calls.length - fromCache - notModified,
      });
    }
  } finally {
    await context.close();
  }
  const share = total === 0 ? 0 : answered / total;
  return {
    name: configuration.name,
    title: `${title}: ${configuration.title}`,
    rows,
    goals: [
      {
        goal: `second visit's API calls answered by the browser cache or 304 ≥ ${GOAL * 100}%`,
        measured: `${(share * 100).toFixed(0)}% (${answered} of ${total})`,
        met: share >= GOAL,
      },
    ],
    notes: [
      configuration.description,
      `Headless Chromium (${CHROMIUM_PATH}) through Playwright, one browser context for both visits: the three pages are loaded once, then again, each load waiting for the network to be idle; the second round's /api calls are counted from the DevTools protocol (Network.requestServedFromCache, fromDiskCache, status 304).`,
      uncached.size > 0
        ? `Sent to the server again on the second visit: ${[...uncached].map((path) => `\`${path}\``).join(', ')}.`
        : 'Every /api call of the second visit was answered without the server sending a body.',
    ].join(' '),
  };
}
