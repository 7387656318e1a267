import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The built worker (`npm start` in worker/), started once it logs that its queues are ready. */
export async function startWorker(env) {
  const main = path.join(root, 'worker', 'dist', 'main.mjs');
  if (!existsSync(main)) throw new Error('Build first: npm run build');
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.includes('"worker started"')) resolve();
      else if (/"level":(50|60)/.test(line)) console.error(line);
    });
    child.once('exit', (code) => reject(new Error(`the worker exited with ${code}`)));
  });
  return {
    async stop() {
      child.kill('SIGTERM');
      await stopped;
    },
  };
}
