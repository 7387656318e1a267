import fp from 'fastify-plugin';
import { Negotiator } from '@fastify/accept-negotiator';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { Type } from 'typebox';
import { COMPRESS_MIN_BYTES, compress, hashOf, type EncodedBody, type Encoding } from '../http/encodedBody';

/** How long browsers (max-age) and shared caches (s-maxage) keep a public answer, and serve it stale. */
export interface PublicCache {
  maxAge: number;
  sMaxAge: number;
  staleWhileRevalidate: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on public catalog reads only: their 200s are cacheable by anyone. Everything else is no-store. */
    publicCache?: PublicCache;
  }
}

/** The HTTP lifetimes of an answer the server cache keeps `ttlSeconds`: the same, for every tier. */
export function publicCacheFor(ttlSeconds: number): PublicCache {
  return { maxAge: ttlSeconds, sMaxAge: ttlSeconds, staleWhileRevalidate: ttlSeconds };
}

/** The OpenAPI answer of a public read whose ETag the client already holds. */
export const NotModified = Type.Null({
  description: 'Not Modified: the ETag named in If-None-Match is still current. No body.',
});

export const PRIVATE = 'private, no-store';
/** How long browsers and CDNs keep an answer served stale because its source failed. */
export const STALE_SECONDS = 60;

// Brotli first: smaller than gzip for JSON. Browsers send a handful of distinct headers; the cache is
// bounded because the header is the client's to choose.
const encodings = new Negotiator({
  supportedValues: ['br', 'gzip'],
  cache: new LRUCache<string, string>({ max: 256 }),
});

/** The encoding to answer with for an Accept-Encoding header; none if neither is allowed. */
export function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined;
  return (encodings.negotiate(String(header)) as Encoding | null) ?? undefined;
}

/** True when If-None-Match names `tag` (any of its encodings) or is `*`; weak comparison, as RFC 9110 says. */
function matches(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === `"${hash}"` || tag === `"${hash}-br"` || tag === `"${hash}-gzip"`;
  });
}

/** The header names a Vary value lists, lower-cased; none for no header. */
export function varyNames(vary: unknown): string[] {
  if (!vary) return [];
  return String(vary)
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
}

/** Adds `name` to the answer's Vary, once. */
export function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  if (!current) {
    reply.header('vary', name);
    return;
  }
  const names = varyNames(current);
  if (!names.includes(name.toLowerCase()) && !names.includes('*'))
    reply.header('vary', `${current}, ${name}`);
}

/**
 * Sends a cached public body as encoded once (see encodedBodyOf): its ETag, a 304 when If-None-Match
 * names it, else the encoding Accept-Encoding prefers. Nothing is hashed or compressed here.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  { bytes, hash, encoded }: EncodedBody,
): FastifyReply {
  const compressed = bytes.length >= COMPRESS_MIN_BYTES;
  if (compressed) addVary(reply, 'Accept-Encoding');
  const encoding = compressed ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  reply.header('etag', encoding ? `"${hash}-${encoding}"` : `"${hash}"`);
  if (matches(request.headers['if-none-match'], hash)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (!encoding) return reply.send(bytes);
  reply.header('content-encoding', encoding);
  return reply.send(encoded[encoding]);
}

/**
 * HTTP caching and compression for /api:
 * - a route with `config.publicCache` answers its 200s (and 304s) with `Cache-Control: public, ...` and a
 *   strong ETag (a hash of the body's bytes, suffixed per content encoding), 304 on a matching
 *   If-None-Match. Cached bodies come encoded once through sendEncoded; any other public body is hashed
 *   here;
 * - every other /api answer, and every error, is `private, no-store` unless the route chose its own header
 *   (images are immutable, the chat stream is no-cache) and succeeded;
 * - JSON bodies of 1 KB or more are sent with Brotli or gzip as Accept-Encoding allows, with
 *   `Vary: Accept-Encoding`, the only header a body varies by.
 */
export default fp(
  async function httpCaching(app) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith('/api/')) return payload;
      const publicCache = request.routeOptions.config?.publicCache;
      const status = reply.statusCode;
      const cacheable = publicCache !== undefined && (status === 200 || status === 304);
      if (!cacheable && (status >= 400 || publicCache || !reply.hasHeader('cache-control'))) {
        reply.header('cache-control', PRIVATE);
      }
      if (cacheable) {
        // A stale answer (Warning 110: TMDB failed after expiry) is kept a minute, so caches retry soon.
        const stale = String(reply.getHeader('warning') ?? '').startsWith('110');
        const { maxAge, sMaxAge, staleWhileRevalidate } = stale ? publicCacheFor(STALE_SECONDS) : publicCache;
        reply.header(
          'cache-control',
          `public, max-age=${maxAge}, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`,
        );
      }
      // Sent by sendEncoded: tagged and encoded already.
      if (reply.hasHeader('etag')) return payload;

      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
      const hash = cacheable ? hashOf(bytes) : undefined;
      const type = String(reply.getHeader('content-type') ?? '');
      const compressible = bytes.length >= COMPRESS_MIN_BYTES && /^application\/(.+\+)?json\b/.test(type);
      if (compressible) addVary(reply, 'Accept-Encoding');
      const encoding = compressible ? preferredEncoding(request.headers['accept-encoding']) : undefined;
      if (hash) reply.header('etag', encoding ? `"${hash}-${encoding}"` : `"${hash}"`);

      if (hash && matches(request.headers['if-none-match'], hash)) {
        reply.code(304);
        reply.removeHeader('content-type');
        reply.removeHeader('content-length');
        return null;
      }
      if (!encoding) return bytes;
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compress(encoding, bytes, false);
    });
  },
  { name: 'httpCaching' },
);
