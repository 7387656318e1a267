import { themeScript } from '@marquee/mf-config/themeScript';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { createHash } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Security headers on every response, the served front ends included. The CSP allows no inline script but
 * one: the page's first script, which puts the reader's theme on the page before its first paint, allowed
 * by its hash (packages/mf-config/src/themeScript.js); inline styles stay allowed because styled-components injects <style> tags. Posters come from TMDB's
 * image CDN; videos play in YouTube frames, with their stills from YouTube's image host. HTTPS-only
 * directives are sent only when the public URL is https, so plain-http localhost keeps working.
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
          scriptSrc: ["'self'", `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`],
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
    const headers = helmetHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security', dependencies: ['config'] },
);

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
