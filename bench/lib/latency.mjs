function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Latency in ms of `samples` sequential requests cycling through `urls` (HTTP included): what one person
 * waits, not throughput. A URL is a GET; `{ url, method, body }` sends `body` as JSON. Any answer but
 * 2xx fails the run.
 */
export async function latencies(urls, { samples = 200, headers } = {}) {
  const times = [];
  for (let i = 0; i < samples; i += 1) {
    const request = urls[i % urls.length];
    const { url, method = 'GET', body } = typeof request === 'string' ? { url: request } : request;
    const init =
      body === undefined
        ? { method, headers }
        : { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
    const started = performance.now();
    const response = await fetch(url, init);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

/**
 * For each [label, urls] kind: one warm-up pass over its URLs, then `samples` timed requests; a table row
 * of percentiles and a goal of p95 at most `goalP95Ms` per kind.
 */
export async function p95Goals(kinds, { goalP95Ms, samples, headers, log = () => {} }) {
  const rows = [];
  const goals = [];
  for (const [label, urls] of kinds) {
    log(label);
    await latencies(urls, { samples: urls.length, headers });
    const figures = await latencies(urls, { samples, headers });
    rows.push({
      query: label,
      'p50 ms': figures.p50.toFixed(1),
      'p95 ms': figures.p95.toFixed(1),
      'p99 ms': figures.p99.toFixed(1),
    });
    goals.push({
      goal: `${label}: p95 ≤ ${goalP95Ms} ms`,
      measured: `${figures.p95.toFixed(1)} ms`,
      met: figures.p95 <= goalP95Ms,
    });
  }
  return { rows, goals };
}
