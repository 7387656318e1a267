import { spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from '@marquee/testing/freePort';
import { serverProcess } from './serverProcess';

export interface RedisServer {
  url: string;
  /** A client for the test's own checks (keys, counters); closed by `close`. */
  client: Redis;
  /** Stops the server (an outage); `start` brings it back on the same port, empty. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A redis-server of the test's own on a free port, in memory only (no RDB, no AOF). */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const server = serverProcess(
    'redis-server',
    () =>
      spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      ),
    async () => {
      const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => null });
      const up = await probe.connect().then(
        () => true,
        () => false,
      );
      probe.disconnect();
      return up;
    },
    10_000,
  );

  await server.start();
  // Keeps reconnecting through the outages the tests cause.
  const client = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 1 });
  return {
    url: `redis://127.0.0.1:${port}`,
    client,
    stop: () => server.stop('SIGTERM'),
    start: server.start,
    async close() {
      client.disconnect();
      await server.stop('SIGTERM');
    },
  };
}
