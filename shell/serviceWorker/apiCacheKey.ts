/** The query parameter of a kept answer's key that names the account it was given to. */
export const USER_PARAM = '__marquee_user';

/**
 * The key an API answer is cached under: its URL plus whose session asked (the JWT's `sub`, read, not
 * verified: it only keeps one account's answers apart from another's, the server checks the token).
 * A guest's answers and each user's are kept apart, so a cached answer is only ever shown to the account
 * it was given to, even before the page has cleared the cache at sign-out.
 */
export function apiCacheKey(request: Request): Request {
  const user = sessionSubject(request.headers.get('authorization'));
  const url = new URL(request.url);
  url.searchParams.set(USER_PARAM, user ?? 'guest');
  return new Request(url.href, { headers: request.headers });
}

function sessionSubject(authorization: string | null): string | undefined {
  const token = /^Bearer ([\w-]+)\.([\w-]+)\.[\w-]+$/.exec(authorization ?? '');
  if (!token?.[2]) return undefined;
  try {
    const claims: unknown = JSON.parse(atob(token[2].replace(/-/g, '+').replace(/_/g, '/')));
    const sub = (claims as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : undefined;
  } catch {
    return undefined;
  }
}
