import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

/** One request as the local API saw it. */
export interface LocalApiRequest {
  method: string;
  /** The path and query, e.g. '/api/users/u1/watchlist'. */
  path: string;
  body: unknown;
  /** Who is asking, for handlers that answer by the caller (the bearer token in `authorization`). */
  headers: IncomingHttpHeaders;
}

export interface LocalApiReply {
  status: number;
  body?: unknown;
}

export type LocalApiHandler = (request: LocalApiRequest) => LocalApiReply | Promise<LocalApiReply>;

export interface LocalApi {
  /** Every request in the order it arrived, held ones included. */
  requests: LocalApiRequest[];
  /** Holds every request from now on until `release`: calls stay in flight, as on a slow network. */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

/** A request's JSON body; undefined when it has none, the text itself when it is not JSON (an uploaded file). */
export function readJsonBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      if (text === '') return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve(text);
      }
    });
  });
}

/**
 * Serves `server` on a free local port and sends the product's relative fetches under `prefix` to it until
 * `close`. In a browser the client's same-origin '/api' paths resolve against the page; jsdom hands tests
 * Node's fetch, which has no page to resolve against. Servers for different prefixes stack.
 */
export async function serveAtApi(server: Server, prefix = '/') {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const previousFetch = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    previousFetch(typeof input === 'string' && input.startsWith(prefix) ? `${origin}${input}` : input, init);
  return {
    origin,
    close() {
      globalThis.fetch = previousFetch;
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A real HTTP server standing in for the API, reached by the product's own client. */
export async function startLocalApi(handle: LocalApiHandler): Promise<LocalApi> {
  let held: Array<() => void> | null = null;
  const requests: LocalApiRequest[] = [];
  const server = createServer(async (request, response) => {
    const arrived: LocalApiRequest = {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      body: await readJsonBody(request),
      headers: request.headers,
    };
    requests.push(arrived);
    if (held) await new Promise<void>((resume) => held?.push(resume));
    const reply = await handle(arrived);
    response.writeHead(reply.status, { 'Content-Type': 'application/json' });
    response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  });
  const served = await serveAtApi(server);

  function release() {
    const waiting = held ?? [];
    held = null;
    for (const resume of waiting) resume();
  }

  return {
    requests,
    hold() {
      held ??= [];
    },
    release,
    close() {
      release();
      return served.close();
    },
  };
}
