import { createHmac } from 'node:crypto';

const base64url = (value) => Buffer.from(value).toString('base64url');

/**
 * A session token as the API signs them (HS256 over JWT_SECRET) for an account whose token version is
 * still 0, as every account the benchmarks load is: the bearer passes the API's per-request session check.
 */
export function sessionToken(secret, userId, role) {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const claims = base64url(JSON.stringify({ sub: userId, role, ver: 0, iat: Math.floor(Date.now() / 1000) }));
  const signature = createHmac('sha256', secret).update(`${header}.${claims}`).digest('base64url');
  return `${header}.${claims}.${signature}`;
}

/** The Authorization header of that session. */
export const signedIn = (secret, userId, role = 'user') => ({
  authorization: `Bearer ${sessionToken(secret, userId, role)}`,
});
