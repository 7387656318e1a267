import { currentLanguage } from '@marquee/i18n';
import { clientText } from './messages';
import { logoutAtom } from './session';
import { storageKeys } from './storage';
import { marqueeStore } from './store';

export interface ApiErrorOptions extends ErrorOptions {
  /** The answer's parsed body, for fields beside the message (a 409's `reviewId`). */
  body?: unknown;
  /** Whether the message is the server's own rather than the caller's fallback text. */
  fromServer?: boolean;
}

/** A failed API call: the HTTP status (0 when the server was not reached) and a message a person can read. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly fromServer: boolean;

  constructor(
    status: number,
    message: string,
    { body, fromServer = false, ...options }: ApiErrorOptions = {},
  ) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.fromServer = fromServer;
  }
}

/**
 * Told of a 401 that ended a session: why it ended (the server's sentence, e.g. it expired or the
 * password was reset), or null when the call carried no session to end.
 */
export type UnauthorizedHandler = (sessionEndedBecause: string | null) => void;

let unauthorizedHandler: UnauthorizedHandler | null = null;

/** Called after any 401 has ended the session; the shell registers one that navigates to /login. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /**
   * Sent as JSON; a Blob (a file the user picked) is sent as its bytes, application/octet-stream, since
   * the server tells what a file is from its content, not from the name the browser guesses a type by.
   */
  body?: unknown;
  /**
   * The message of the ApiError thrown when the server gives none (docs/product.md §8's fallbacks), in
   * the reader's language ("Request failed" unless given).
   */
  fallbackMessage?: string;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Where the API lives; the same origin's /api unless a deployment says otherwise. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message !== '' ? message : undefined;
}

let serverFetch: typeof fetch | null = null;

/**
 * On the server, where the first screen is rendered: the API answers the page's calls itself (no HTTP hop),
 * so clients without a fetch of their own send them to `fetch`. Never set in a browser.
 */
export function answerApiCallsWith(fetch: typeof globalThis.fetch): void {
  serverFetch = fetch;
}

export function createApiClient({
  baseUrl = '/api',
  // Looked up at call time, so tests and polyfills that install fetch later are honoured.
  fetch: fetchImpl = (input, init) => (serverFetch ?? globalThis.fetch)(input, init),
}: ApiClientOptions = {}) {
  /**
   * Sends a call with the session's bearer token and the reader's language (the server answers its
   * messages in it), and answers the response when it is a success; a failure throws an ApiError (and a
   * 401 ends the session). For answers read as they arrive (streams).
   */
  async function open(path: string, options: RequestOptions = {}): Promise<Response> {
    const { method = 'GET', body, signal } = options;
    const fallbackMessage = () => options.fallbackMessage ?? clientText('request.failed');
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': currentLanguage(),
    };
    // No storage on the server: its calls are anonymous.
    const token = typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKeys.token);
    if (token) headers.Authorization = `Bearer ${token}`;
    const isFile = body instanceof Blob;
    if (body !== undefined)
      headers['Content-Type'] = isFile ? 'application/octet-stream' : 'application/json';

    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined || isFile ? body : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, fallbackMessage(), { cause: error });
    }
    if (response.ok) return response;

    const data = await readJson(response);
    const message = serverMessage(data);
    if (response.status === 401) {
      // docs/product.md §8: any 401 ends the session and sends the visitor to sign in again.
      marqueeStore.set(logoutAtom);
      unauthorizedHandler?.(token ? (message ?? clientText('session.ended')) : null);
    }
    throw new ApiError(response.status, message ?? fallbackMessage(), { body: data, fromServer: !!message });
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return (await readJson(await open(path, options))) as T;
  }

  type Options = Omit<RequestOptions, 'method' | 'body'>;
  return {
    request,
    open,
    get: <T>(path: string, options?: Options) => request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Options) =>
      request<T>(path, { ...options, method: 'POST', body }),
    patch: <T>(path: string, body?: unknown, options?: Options) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    put: <T>(path: string, body?: unknown, options?: Options) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    delete: <T>(path: string, options?: Options) => request<T>(path, { ...options, method: 'DELETE' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The client every front end uses: same-origin /api, through the dev proxy or the production server. */
export const apiClient = createApiClient();
