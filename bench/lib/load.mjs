import autocannon from 'autocannon';

/**
 * Loads one URL with autocannon after a warm-up and returns requests/s and latency percentiles. The
 * defaults are the harness's standard run: 50 connections, 3 s warm-up, 10 s measured.
 */
export async function measure(url, { connections = 50, duration = 10, warmup = 3, headers } = {}) {
  await autocannon({ url, connections, duration: warmup, headers });
  const result = await autocannon({ url, connections, duration, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
