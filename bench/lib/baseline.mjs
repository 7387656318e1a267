import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@marquee/testing/freePort';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'servers', 'baseline.mjs');

/** The bare Fastify route (servers/baseline.mjs) answering `body`, with `headers` if given, in a process of its own. */
export async function startBaseline(body, headers) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marquee-baseline-'));
  const file = path.join(dir, 'body.json');
  writeFileSync(file, body);
  const headersFile = path.join(dir, 'headers.json');
  if (headers) writeFileSync(headersFile, JSON.stringify(headers));
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(port),
      BASELINE_BODY_FILE: file,
      ...(headers && { BASELINE_HEADERS_FILE: headersFile }),
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}/baseline`;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await new Promise((r) => setTimeout(r, 50));
  return {
    url,
    pid: child.pid,
    async stop() {
      await new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
