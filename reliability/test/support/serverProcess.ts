import { type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ServerProcess {
  /** Spawns the server and resolves once it accepts connections. */
  start(): Promise<void>;
  /** Signals the server and resolves once it has exited; nothing when it is not running. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/**
 * A server a test runs as a child process, started and stopped as often as the test needs (outages,
 * crashes, restarts on the same port and data).
 */
export function serverProcess(
  name: string,
  spawnServer: () => ChildProcess,
  accepting: () => Promise<boolean>,
  startTimeoutMs: number,
): ServerProcess {
  let server: ChildProcess | undefined;
  return {
    async start() {
      const child = spawnServer();
      server = child;
      for (const deadline = Date.now() + startTimeoutMs; ; await sleep(100)) {
        if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
        if (await accepting()) return;
        if (Date.now() > deadline)
          throw new Error(`${name} did not accept connections within ${startTimeoutMs} ms`);
      }
    },
    async stop(signal) {
      const child = server;
      server = undefined;
      if (!child || child.exitCode !== null) return;
      child.kill(signal);
      await once(child, 'exit');
    },
  };
}
