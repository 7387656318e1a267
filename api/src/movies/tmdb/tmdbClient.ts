import { HttpError } from '../../httpError';
import { type RateLimiter } from './rateLimiter';

/**
 * What TMDB answered: its JSON text as sent (it is cached and answered byte for byte, never re-encoded),
 * or that the resource does not exist (which is cached too, briefly).
 */
export type TmdbResponse = { status: 200; json: string } | { status: 404 };

/** TMDB could not answer (down, too slow, refusing us); the caller may serve a stale copy. */
export class TmdbUnavailableError extends HttpError {
  constructor(readonly reason: string) {
    super(502, 'The movie database is unavailable');
    this.name = 'TmdbUnavailableError';
  }
}

export interface TmdbClientOptions {
  baseUrl: string;
  token: string;
  limiter: RateLimiter;
  /** A slower answer counts as a failure. */
  timeoutMs?: number;
  /** Called once per request actually sent upstream (statistics). */
  onUpstreamCall?: () => void;
}

export interface TmdbClient {
  get(path: string, params: URLSearchParams): Promise<TmdbResponse>;
}

/** How long one request to TMDB may take (a transient failure is retried once, so a call waits twice that). */
export const TMDB_TIMEOUT_MS = 5_000;
const MAX_RETRY_AFTER_MS = 10_000;
/** Retries after a 429, separate from the one retry of a transient failure. */
const MAX_RATE_LIMITED_RETRIES = 2;

/**
 * TMDB v3 over HTTPS with the read token as a Bearer header (never in the URL, so it cannot leak into
 * logs or caches). A transient failure (network, timeout, 5xx) is retried once; a 429 pauses every
 * process for its Retry-After and is retried.
 * @see https://developer.themoviedb.org/docs/rate-limiting
 */
export function createTmdbClient({
  baseUrl,
  token,
  limiter,
  timeoutMs = TMDB_TIMEOUT_MS,
  onUpstreamCall,
}: TmdbClientOptions): TmdbClient {
  const base = baseUrl.replace(/\/+$/, '');

  async function send(url: string): Promise<Response> {
    await limiter.acquire();
    onUpstreamCall?.();
    return fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  return {
    async get(path, params) {
      const url = `${base}${path}${params.size > 0 ? `?${params}` : ''}`;
      let transientRetries = 1;
      let rateLimitedRetries = MAX_RATE_LIMITED_RETRIES;
      for (;;) {
        let response: Response;
        try {
          response = await send(url);
        } catch (error) {
          if (transientRetries-- > 0) continue;
          throw new TmdbUnavailableError(error instanceof Error ? error.message : String(error));
        }
        if (response.ok) return { status: 200, json: await jsonText(response) };
        // The body is not needed, but it must be read for the connection to be reused.
        await response.arrayBuffer().catch(() => undefined);
        if (response.status === 404) return { status: 404 };
        if (response.status === 429) {
          await limiter.pause(retryAfterMs(response.headers.get('retry-after')));
          if (rateLimitedRetries-- > 0) continue;
        } else if (response.status >= 500 && transientRetries-- > 0) {
          continue;
        }
        throw new TmdbUnavailableError(`TMDB answered ${response.status} for ${path}`);
      }
    },
  };
}

/** The body, checked to be JSON: an error page from a proxy on the way must not be cached as an answer. */
async function jsonText(response: Response): Promise<string> {
  const text = await response.text();
  try {
    JSON.parse(text);
  } catch {
    throw new TmdbUnavailableError('TMDB answered something that is not JSON');
  }
  return text;
}

/** Retry-After in seconds or as an HTTP date; 1 s when missing, at most 10 s. */
function retryAfterMs(header: string | null): number {
  if (!header) return 1_000;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Math.min(Math.max(Number.isFinite(ms) ? ms : 1_000, 0), MAX_RETRY_AFTER_MS);
}
