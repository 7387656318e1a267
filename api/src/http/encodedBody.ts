import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type JsonText } from '../movies/movieDataProvider';

export type Encoding = 'br' | 'gzip';

/** Smaller JSON bodies go out as they are: compression would save less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses a body; `once` (a cached body, compressed one time) can afford the slowest, smallest settings. */
export function compress(encoding: Encoding, bytes: Buffer, once: boolean): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(bytes, { level: once ? 9 : 6 });
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: once ? 11 : 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** A strong validator for a body: a hash of its bytes (an ETag adds the content encoding to it). */
export const hashOf = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('base64url');

/** A cached JSON body ready to send: its bytes, their hash, and each encoding when worth compressing. */
export interface EncodedBody {
  bytes: Buffer;
  hash: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

async function encode(bytes: Buffer): Promise<EncodedBody> {
  if (bytes.length < COMPRESS_MIN_BYTES) return { bytes, hash: hashOf(bytes), encoded: {} };
  const [br, gzipped] = await Promise.all([compress('br', bytes, true), compress('gzip', bytes, true)]);
  return { bytes, hash: hashOf(bytes), encoded: { br, gzip: gzipped } };
}

const bodies = new WeakMap<JsonText<unknown>, Promise<EncodedBody>>();

/**
 * The encoded body of a cached JSON text, made the first time it is sent and kept with it: the text lives
 * as long as its cache entry (see jsonTextOf), so a cached hit costs no hashing and no compression.
 */
export function encodedBodyOf(text: JsonText<unknown>): Promise<EncodedBody> {
  let body = bodies.get(text);
  if (!body) {
    body = encode(text.bytes);
    bodies.set(text, body);
    body.catch(() => bodies.delete(text));
  }
  return body;
}
