import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
function cpuMs(pid) {
  // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th, in ticks of 10 ms.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Loads one URL with autocannon after a warm-up and returns requests/s and latency percentiles. The
 * defaults are the harness's standard run: 50 connections, 3 s warm-up, 10 s measured (BENCH_SECONDS=3 for
 * a quick look while working). Given the serving process's `pid`, also the CPU time it spent per request
 * (µs), a figure that other load on a shared machine disturbs far less than requests per second.
 */
export async function measure(
  url,
  { connections = 50, duration = Number(process.env.BENCH_SECONDS ?? 10), warmup = 3, headers, pid } = {},
) {
  await autocannon({ url, connections, duration: warmup, headers });
  const cpuBefore = pid && cpuMs(pid);
  const result = await autocannon({ url, connections, duration, headers });
  const cpuUsed = pid && cpuMs(pid) - cpuBefore;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ...(pid && { cpuMicrosPerRequest: Math.round((cpuUsed * 1000) / result.requests.total) }),
  };
}
