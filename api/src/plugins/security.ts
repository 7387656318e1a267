import { startScript } from '@marquee/mf-config/startScript';
import { themeScript } from '@marquee/mf-config/themeScript';
import { type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { createHash } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the few routes under /api that answer an HTML page: they get the pages' headers. */
    servesPage?: boolean;
  }
}

/**
 * Security headers on every response. Pages (the served front ends, the API docs and the HTML answers
 * under /api) get helmet's full set. The CSP allows no inline script but
 * two, each by its hash: the page's first script, which puts the reader's theme on the page before its
 * first paint (packages/mf-config/src/themeScript.js), and its last, which starts the app after that paint
 * (packages/mf-config/src/startScript.js); inline styles stay allowed because styled-components injects <style> tags. Posters come from TMDB's
 * image CDN; videos play in YouTube frames, with their stills from YouTube's image host. HTTPS-only
 * directives are sent only when the public URL is https, so plain-http localhost keeps working.
 *
 * API answers are data, never rendered as a document, so they get only what protects data: a CSP that
 * allows nothing and no framing, nosniff, X-Frame-Options for browsers without frame-ancestors, CORP, and
 * HSTS on https (the set OWASP's REST Security Cheat Sheet names). The page-only headers (XSS auditor,
 * DNS prefetch, download options, cross-domain policies, agent clusters, opener policy, referrer policy)
 * change nothing for JSON and cost every cached answer a third of its header-writing time.
 *
 * helmet's own middleware is used, not @fastify/helmet: that plugin rebuilds helmet (parsing every CSP
 * directive) and decorates the reply on each request, about a tenth of a cached answer's CPU time. These
 * headers depend on the configuration alone (no nonces), so they are computed once, at start.
 * @see https://helmetjs.github.io/
 */
export default fp(
  async function security(app) {
    const https = new URL(app.config.publicUrl).protocol === 'https:';
    const options = {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // The page's two inline scripts: the theme before its first paint, the app's start after it.
          scriptSrc: ["'self'", ...[themeScript, startScript].map(scriptHash)],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https://image.tmdb.org', 'https://img.youtube.com'],
          connectSrc: ["'self'"],
          frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          ...(https && { upgradeInsecureRequests: [] }),
        },
      },
      strictTransportSecurity: https,
    } satisfies HelmetOptions;
    const pageHeaders = helmetHeaders(options);
    const apiHeaders = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      ...(https && { 'strict-transport-security': pageHeaders['strict-transport-security'] }),
    };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(servesPage(request) ? pageHeaders : apiHeaders);
      done();
    });
  },
  { name: 'security', dependencies: ['config'] },
);

/** Everything outside /api is a page or a front end's file; inside it, the docs and the routes that say so. */
function servesPage(request: FastifyRequest): boolean {
  const { url } = request;
  if (!url.startsWith('/api/')) return true;
  return url.startsWith('/api/docs') || request.routeOptions.config?.servesPage === true;
}

/** The headers helmet's middleware sets for `options`, captured from a stand-in response. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** A CSP source allowing exactly this inline script. */
function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}
