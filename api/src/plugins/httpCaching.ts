import fp from 'fastify-plugin';
import { Negotiator } from '@fastify/accept-negotiator';
import { type FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Type } from 'typebox';

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
/** Smaller JSON bodies go out as they are: compression would save less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';
const compressors: Record<Encoding, (bytes: Buffer, forCache: boolean) => Promise<Buffer>> = {
  // A cached body is compressed once per process, so it can afford Brotli's best; a private one is not.
  br: (bytes, forCache) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: forCache ? 11 : 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes, forCache) => promisify(gzip)(bytes, { level: forCache ? 9 : 6 }),
};

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

function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  if (!current) {
    reply.header('vary', name);
    return;
  }
  const names = String(current)
    .split(',')
    .map((part) => part.trim().toLowerCase());
  if (!names.includes(name.toLowerCase()) && !names.includes('*'))
    reply.header('vary', `${current}, ${name}`);
}

/**
 * HTTP caching and compression for /api:
 * - a route with `config.publicCache` answers its 200s with `Cache-Control: public, ...`, a strong ETag (a
 *   hash of the body's bytes, suffixed per content encoding) and 304 on a matching If-None-Match;
 * - every other /api answer, and every error, is `private, no-store` unless the route chose its own header
 *   (images are immutable, the chat stream is no-cache) and succeeded;
 * - JSON bodies of 1 KB or more are sent with Brotli or gzip as Accept-Encoding allows, with
 *   `Vary: Accept-Encoding`. Public bodies are compressed once per process (kept by their hash).
 */
export default fp(
  async function httpCaching(app) {
    const compressed = new LRUCache<string, Buffer>({
      maxSize: 32 * 1024 * 1024,
      sizeCalculation: (value) => value.length || 1,
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith('/api/')) return payload;
      const publicCache = request.routeOptions.config?.publicCache;
      const status = reply.statusCode;
      const cacheable = publicCache !== undefined && status === 200;
      if (!cacheable && (status >= 400 || publicCache || !reply.hasHeader('cache-control'))) {
        reply.header('cache-control', PRIVATE);
      }

      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
      let hash: string | undefined;
      if (cacheable) {
        // A stale answer (Warning 110: TMDB failed after expiry) is kept a minute, so caches retry soon.
        const stale = String(reply.getHeader('warning') ?? '').startsWith('110');
        const { maxAge, sMaxAge, staleWhileRevalidate } = stale ? publicCacheFor(STALE_SECONDS) : publicCache;
        reply.header(
          'cache-control',
          `public, max-age=${maxAge}, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`,
        );
        hash = createHash('sha256').update(bytes).digest('base64url');
      }

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

      let body: Buffer | undefined = hash ? compressed.get(`${hash}:${encoding}`) : undefined;
      if (!body) {
        body = await compressors[encoding](bytes, hash !== undefined);
        if (hash) compressed.set(`${hash}:${encoding}`, body);
      }
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return body;
    });
  },
  { name: 'httpCaching' },
);
