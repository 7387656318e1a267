import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type FirstScreen, type FirstScreenRenderer } from '@marquee/contracts/firstScreen';
import { type Language } from '@marquee/contracts/languages';
import { type FastifyInstance } from 'fastify';

/** The shell's server bundle in its build (packages/mf-config/src/serverConfig.js). */
export const SHELL_SERVER_BUNDLE = path.join('server', 'shell.js');

/**
 * The shell's renderer of first screens, from its build; undefined when the shell was built without one
 * (pages are then rendered by the browser alone). The shell is deployed with the API, as its index.html is.
 */
export function loadShellRenderer(shellDist: string): FirstScreenRenderer | undefined {
  const file = path.join(shellDist, SHELL_SERVER_BUNDLE);
  if (!fs.existsSync(file)) return undefined;
  const loaded = createRequire(file)(file) as { default?: FirstScreenRenderer };
  if (typeof loaded.default?.render !== 'function') throw new Error(`${file} exports no render()`);
  return loaded.default;
}

/**
 * A fetch answered by this API in process (no HTTP hop), for the calls a page makes while the server
 * renders it. They count against the visitor's own rate limit, as if the browser had made them, and ask
 * in the page's language, as the browser's client does (film data follows it with TMDB).
 */
export function inProcessFetch(
  app: FastifyInstance,
  remoteAddress: string,
  language: Language,
): typeof fetch {
  return async (input, init) => {
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { 'accept-language': language, ...Object.fromEntries(new Headers(init?.headers)) },
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const one of Array.isArray(value) ? value : [value]) {
        if (one !== undefined) headers.append(name, String(one));
      }
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers });
  };
}

/**
 * `fetch` with the page's first request (the page table's `firstRequest`, as @marquee/client sends it)
 * already under way, so its answer is on its way while the render loads the page's remote; the render's
 * own call of it gets that answer. Every other call, and a second one of it, goes to `fetch` as it is.
 */
export function withFirstRequest(
  fetch: typeof globalThis.fetch,
  firstRequest: string | undefined,
): typeof fetch {
  if (!firstRequest) return fetch;
  let early: Promise<Response> | undefined = fetch(firstRequest, { headers: { accept: 'application/json' } });
  // A render that fails before asking for it leaves the answer unread, not a rejection nobody handles.
  early.catch(() => undefined);
  return (input, init) => {
    if (!early || String(input) !== firstRequest || (init?.method ?? 'GET') !== 'GET')
      return fetch(input, init);
    const answer = early;
    early = undefined;
    return answer;
  };
}

/**
 * The shell's page with the first screen in its root element, its image hints first in <head> (before
 * its first script), its styles last there, and its data after the root.
 */
export function withFirstScreen(page: string, { html, hints, headTags, bodyTags }: FirstScreen): string {
  const headEnd = page.indexOf('</head>');
  const firstScript = page.indexOf('<script');
  const hintsAt = firstScript !== -1 && firstScript < headEnd ? firstScript : headEnd;
  return (
    (page.slice(0, hintsAt) + hints + page.slice(hintsAt))
      .replace('</head>', () => `${headTags}</head>`)
      // The built page is minified, its attributes unquoted.
      .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${html}</div>${bodyTags}`)
      // The page works without JavaScript now; the shell's message saying otherwise goes.
      .replace(/<noscript>.*?<\/noscript>/s, '')
  );
}
