import os from 'node:os';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { inConfigurations } from '../lib/configurations.mjs';
import chromium from '@marquee/config/chromium.js';

const { CHROMIUM_FLAGS, CHROMIUM_PATH } = chromium;

export const name = 'lighthouse';
export const title = 'Front end: Lighthouse, mobile preset, Debian Chromium';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** Scores swing by ±10 between runs on 2 shared cores: each page is measured this often and the median run kept. */
const RUNS_PER_PAGE = 3;
/** The film recorded with every part (Fight Club) when TMDB answers; the catalog's most popular film else. */
const TMDB_FILM_ID = 550;
/** Issue 19's goals, for every page in every configuration. */
const GOALS = { score: 97, lcpSeconds: 1.8, tbtMs: 150, cls: 0.02, scriptKilobytes: 150 };
/** The configurations a visitor meets: `npm start` and production-like. BENCH_CONFIGURATIONS=npm-start runs one. */
const MEASURED = ['npm-start', 'production-like'];

/** The run with the median performance score, so its metrics belong together. */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const kilobytes = (bytes) => Math.round(bytes / 1024);

function scriptRequests(lhr) {
  return (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
}

/**
 * The gzipped size of every script the run downloaded (the goal's measure), asked of the product again
 * with `Accept-Encoding: gzip`: Chromium is offered Brotli too, which is what Lighthouse counts.
 */
async function gzippedScriptBytes(lhr) {
  let total = 0;
  for (const { url } of scriptRequests(lhr)) {
    const answer = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    total += Number(answer.headers.get('content-length') ?? (await answer.arrayBuffer()).byteLength);
  }
  return total;
}

export function run({ log }) {
  return inConfigurations(log, MEASURED, (configuration, product) =>
    measureConfiguration(log, configuration, product),
  );
}

async function measureConfiguration(log, configuration, product) {
  const machineLoad = os.loadavg()[0].toFixed(1);
  const popular = await (await fetch(`${product.url}/api/tmdb/movie/popular?page=1`)).json();
  const filmId = configuration.tmdb ? TMDB_FILM_ID : popular.results[0].id;
  const pages = ['/', `/movie/${filmId}`, '/genres'];
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const rows = [];
  const goals = [];
  try {
    for (const page of pages) {
      const runs = [];
      for (let attempt = 0; attempt < RUNS_PER_PAGE; attempt += 1) {
        log(`${configuration.name} ${page} (run ${attempt + 1} of ${RUNS_PER_PAGE})`);
        // The default configuration is Lighthouse's mobile preset (Moto G Power, slow 4G, 4× CPU slowdown).
        const { lhr } = await lighthouse(`${product.url}${page}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
        });
        // A run Lighthouse could not finish (no paint seen, say) has no metrics: it is left out, not counted as 0.
        if (lhr.runtimeError || lhr.categories.performance.score === null) {
          log(`  no figures: ${lhr.runtimeError?.message ?? 'no performance score'}`);
          continue;
        }
        runs.push(lhr);
      }
      if (runs.length === 0) throw new Error(`Lighthouse produced no run of ${page}`);
      const lhr = medianRun(runs);
      const score = Math.round(lhr.categories.performance.score * 100);
      const lcp = lhr.audits['largest-contentful-paint'].numericValue / 1000;
      const tbt = Math.round(lhr.audits['total-blocking-time'].numericValue);
      const cls = lhr.audits['cumulative-layout-shift'].numericValue;
      const transferred = scriptRequests(lhr).reduce((sum, item) => sum + item.transferSize, 0);
      const gzipped = kilobytes(await gzippedScriptBytes(lhr));
      rows.push({
        page,
        score,
        'LCP s': lcp.toFixed(2),
        'TBT ms': tbt,
        CLS: cls.toFixed(3),
        'JS KB gzip': gzipped,
        'JS KB transferred (Brotli)': kilobytes(transferred),
        scripts: scriptRequests(lhr).length,
        // Lighthouse's measure of how fast this host runs its reference page: figures from hosts
        // whose indexes differ are not comparable (the 2-core hosts of this project vary twofold).
        'host benchmark index': Math.round(lhr.environment.benchmarkIndex),
        'scores of the runs': runs
          .map((run) => Math.round(run.categories.performance.score * 100))
          .join(', '),
      });
      goals.push(
        {
          goal: `${page}: performance score ≥ ${GOALS.score}`,
          measured: String(score),
          met: score >= GOALS.score,
        },
        {
          goal: `${page}: LCP ≤ ${GOALS.lcpSeconds} s`,
          measured: `${lcp.toFixed(2)} s`,
          met: lcp <= GOALS.lcpSeconds,
        },
        { goal: `${page}: TBT ≤ ${GOALS.tbtMs} ms`, measured: `${tbt} ms`, met: tbt <= GOALS.tbtMs },
        { goal: `${page}: CLS ≤ ${GOALS.cls}`, measured: cls.toFixed(3), met: cls <= GOALS.cls },
        {
          goal: `${page}: first-visit JavaScript ≤ ${GOALS.scriptKilobytes} KB gzipped`,
          measured: `${gzipped} KB`,
          met: gzipped <= GOALS.scriptKilobytes,
        },
      );
    }
  } finally {
    chrome.kill();
  }
  return {
    name: configuration.name,
    title: `${title}: ${configuration.title}`,
    rows,
    goals,
    notes: [
      configuration.description,
      `Load average when the configuration started: ${machineLoad} on ${os.cpus().length} cores (other work shares this machine; scores swing with it).`,
      `Mobile preset: simulated slow 4G (150 ms RTT, 1.6 Mbps) and 4× CPU slowdown; the median of ${RUNS_PER_PAGE} runs per page. JS KB gzip is every script the median run downloaded (shell entry, shared libraries, the page's remote entry and chunks, widgets loaded once the page is idle), asked again with Accept-Encoding: gzip; Lighthouse's own transfer size is Brotli, which Chromium is offered too.`,
      'Every file a first visit needs starts downloading in one wave (the page carries /remotes.json inline and preloads of its remote entry, chunks and first API call; the shell preloads its startup chunks, not the messages of other languages), shared libraries are downloaded once, and remotes share the shell’s federation runtime.',
      'The shell’s entry carries the shared libraries (react-dom, one tree-shaken react-router, styled-components, jotai, TanStack Query, i18next, the design system) and is fetched at high priority; images below the first screen, the home page’s lower rows and other remotes’ widgets wait until the page is idle after its first paint, and the AI chat loads only when the pointer or focus reaches Ask AI.',
      'The first screens of `/`, `/genres` and film pages are rendered on the server for guests. Since db0fed1 the shell’s entry runs after the first contentful paint (preloaded at high priority, started by an inline script once the paint is reported). The simulated phone charges a paint with every script evaluated before it in the real load, and on this machine the entry used to run before the first paint: FCP and LCP went from about 2.0-2.5 s to 1.0-1.3 s in single Lighthouse runs of `/` and `/genres` (same build, same quiet machine, 2026-12-06). TBT now counts the entry’s start-up, which used to come before the first paint and so outside TBT, so the score gains less than LCP does.',
      'JavaScript: the shared libraries in the shell’s entry, each gzipped on its own, come to about 156 KB (react-dom 63, the federation runtime 26, i18next with react-i18next 17.5, react-router 13.4, TanStack Query 13, styled-components with stylis 12.6, jotai 6.3, react with its scheduler 4.5): over the 150 KB goal before any of Marquee’s code, and a page adds its remote’s entry (about 10 KB) and chunks. Module Federation shares a library whole, as any remote may use any of it, so the goal needs fewer or smaller shared libraries, not trimming. Since 34980b0 the Add to list popover and its positioning library (@floating-ui/react, about 20 KB) load only when a signed-in user reaches the button: first-visit JavaScript on `/` 273 → 247 KB.',
      'Since 5feab92 a card mounts its five account controls only near the viewport or on focus (home page: 1,674 → 1,003 elements), and styled-components builds prop-free components once (styles read the constant theme). Five Lighthouse runs each (not alternated) of `/` in configuration (a) gave median TBT 1,775 ms before and 830 ms after, then 1,615 ms for the same build a few minutes later: on this shared machine the swing between runs is larger than the change, so these medians, not that A/B, are the record. In the 4× profile the rest is spread out: react-dom 0.45-0.8 s, the federation runtime and module loading about 0.4 s, the first Intl formatter (ICU data, about 30 ms unthrottled, whichever formatter comes first), i18next lookups, react-router compiling route patterns on each match.',
      'The hosts differ: Lighthouse’s benchmark index (a column above since 2026-12-06) tells them apart. The same code measured 94 / 92 / 98 (a) and 98 / 98 / 90 (b) on a 2-core Intel Xeon host (aa4d929) and 55-71 on `/` on a 2-core AMD EPYC host of this project, where the main thread is busy about 2 s after the first paint of `/` (unthrottled trace, median of 6: React rendering 0.6-0.9 s, microtasks 0.3 s, script evaluation 0.16 s, style recalculation 0.1-0.25 s). Since 98e777a no task after the first paint holds the main thread for long: the shell evaluates its shared libraries one per task (its longest start-up task 160 → about 70 ms there), the page becoming idle, parts coming near the viewport and later rows’ films render as transitions (a store’s synchronous update used to re-render 237 components at once, twice per component), and `<html lang>` is no longer rewritten with the same value (Chromium restyled the whole page for it). A/B on the AMD host, 6 traces each, alternating builds: simulated TBT of `/` (4 × each task over 50 ms after FCP) 3,858 → 3,293 ms on average; Lighthouse scores 55 / 55 / 63 → 69 / 72 / 62. Left in one piece there: styled-components taking over the server’s styles restyles the page once (about 90 ms), and the first Intl formatter loads its locale’s data (about 55 ms).',
    ].join('\n\n'),
  };
}
