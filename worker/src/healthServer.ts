import { once } from 'node:events';
import http from 'node:http';
import { raceTimeout } from '@marquee/jobs';

type DependencyState = 'up' | 'down';

export interface HealthServer {
  close(): Promise<void>;
}

/** A check slower than this counts as down: a prober must get its answer well within its own timeout. */
const CHECK_TIMEOUT_MS = 1_000;

async function probe(check: () => Promise<unknown>): Promise<DependencyState> {
  try {
    const outcome = await raceTimeout(check(), CHECK_TIMEOUT_MS);
    return outcome.timedOut ? 'down' : 'up';
  } catch {
    return 'down';
  }
}

/**
 * The worker's own readiness signal for orchestrators (WORKER_HEALTH_PORT): GET /ready answers 200 when
 * its queues' Redis and the database its email jobs write to both answer, else 503, with the same body
 * shape as the api's /api/ready. Anything else is 404. It serves nothing else, so it needs no framework.
 */
export async function startHealthServer(
  port: number,
  checks: { redis: () => Promise<unknown>; database: () => Promise<unknown> },
): Promise<HealthServer> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/ready') {
      response.writeHead(404).end();
      return;
    }
    void Promise.all([probe(checks.redis), probe(checks.database)]).then(([redis, database]) => {
      const ready = redis === 'up' && database === 'up';
      response
        .writeHead(ready ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify({ status: ready ? 'ready' : 'not-ready', checks: { database, redis } }));
    });
  });
  server.listen(port);
  await once(server, 'listening');
  return {
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
