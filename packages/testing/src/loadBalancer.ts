import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './freePort';

const NGINX = '/usr/sbin/nginx';
const START_TIMEOUT_MS = 10_000;

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export interface LoadBalancer {
  /** http://127.0.0.1:port */
  url: string;
  close(): Promise<void>;
}

/**
 * nginx (Debian's nginx-light; .ci/run installs it) as a round-robin load balancer in front of
 * `upstreams` (http://host:port origins), as a production deployment puts one before several API
 * processes. It passes the client address in X-Forwarded-For and says which upstream answered in an
 * X-Upstream header, so a test can see each request's process. Everything nginx writes stays in a
 * temporary folder of its own.
 */
export async function startLoadBalancer(upstreams: string[]): Promise<LoadBalancer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marquee-nginx-'));
  const port = await freePort();
  const servers = upstreams.map((url) => `server ${new URL(url).host};`).join(' ');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n  ');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `# Root starts its workers as "nobody" unless told otherwise; they only need this folder.
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 4096; }
http {
  access_log off;
  ${temp}
  upstream api { ${servers} keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-e', 'stderr', '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + START_TIMEOUT_MS; !(await accepts(port));) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error(
        `nginx did not start on port ${port} (is ${NGINX} installed? apt-get install nginx-light)`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${port}`, close };
}
