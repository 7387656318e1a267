import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { freePort } from '../../../api/test/helpers/freePort';

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
  let server: ChildProcess | undefined;

  const start = async () => {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    server = child;
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => null });
    try {
      for (const deadline = Date.now() + 10_000; ; await sleep(50)) {
        if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
        const up = await probe.connect().then(
          () => true,
          () => false,
        );
        if (up) break;
        if (Date.now() > deadline) throw new Error('redis-server did not start within 10 s');
      }
    } finally {
      probe.disconnect();
    }
  };
  const stop = async () => {
    const child = server;
    server = undefined;
    if (!child || child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };

  await start();
  // Keeps reconnecting through the outages the tests cause.
  const client = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 1 });
  return {
    url: `redis://127.0.0.1:${port}`,
    client,
    stop,
    start,
    async close() {
      client.disconnect();
      await stop();
    },
  };
}
