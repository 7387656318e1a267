import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startProduct } from '../lib/product.mjs';
import chromium from '@marquee/config/chromium.js';

const { CHROMIUM_FLAGS, CHROMIUM_PATH } = chromium;

export const name = 'lighthouse';
export const title = 'Front end: Lighthouse, mobile preset, Debian Chromium';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

function scriptKilobytes(lhr) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const scripts = items.find((item) => item.resourceType === 'script');
  return Math.round((scripts?.transferSize ?? 0) / 1024);
}

export async function run({ log }) {
  const product = await startProduct();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const rows = [];
  const goals = [];
  try {
    const popular = await (await fetch(`${product.url}/api/tmdb/movie/popular?page=1`)).json();
    const pages = ['/', `/movie/${popular.results[0].id}`, '/genres'];
    for (const page of pages) {
      log(page);
      // The default configuration is Lighthouse's mobile preset (Moto G Power, slow 4G, 4× CPU slowdown).
      const { lhr } = await lighthouse(`${product.url}${page}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      const score = Math.round(lhr.categories.performance.score * 100);
      const lcp = lhr.audits['largest-contentful-paint'].numericValue / 1000;
      const tbt = Math.round(lhr.audits['total-blocking-time'].numericValue);
      const cls = lhr.audits['cumulative-layout-shift'].numericValue;
      const js = scriptKilobytes(lhr);
      rows.push({
        page,
        score,
        'LCP s': lcp.toFixed(2),
        'TBT ms': tbt,
        CLS: cls.toFixed(3),
        'JS KB (transferred)': js,
      });
      goals.push({ goal: `${page}: performance score ≥ 90`, measured: String(score), met: score >= 90 });
      goals.push({ goal: `${page}: LCP < 2.5 s`, measured: `${lcp.toFixed(2)} s`, met: lcp < 2.5 });
      goals.push({ goal: `${page}: CLS < 0.1`, measured: cls.toFixed(3), met: cls < 0.1 });
      goals.push({ goal: `${page}: JavaScript ≤ 250 KB`, measured: `${js} KB`, met: js <= 250 });
    }
  } finally {
    chrome.kill();
    await product.stop();
  }
  return {
    rows,
    goals,
    notes: 'Mobile preset: simulated slow 4G (150 ms RTT, 1.6 Mbps) and 4× CPU slowdown.',
  };
}
