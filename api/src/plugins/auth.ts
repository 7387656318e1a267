import jwt from '@fastify/jwt';
import { type Role } from '@marquee/contracts';
import { type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../httpError';

/** What a session token says about its bearer. */
export interface SessionClaims {
  /** The user id. */
  sub: string;
  role: Role;
  /** The user's token version: bumping it in the database revokes every token issued before. */
  ver: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
    user: SessionClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * An onRequest hook for protected routes: 401 unless a valid bearer token of an existing account comes
     * with the request, and the account's token version and role still match the token's.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** An onRequest hook for admin routes: 401 for guests (as authenticate), 403 unless the user is an admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /**
     * For public routes that tell a signed-in caller more: the caller's claims when the request carries a
     * session authenticate would accept, else undefined. Never fails: a guest, or a stale token on
     * public content, is answered as a guest.
     */
    sessionOf: (request: FastifyRequest) => Promise<SessionClaims | undefined>;
  }
}

/**
 * Why a token is refused, as the person whose session ended reads it on the sign-in page. A role change
 * also bumps the token version, so the role is compared first.
 */
const SESSION_ENDED = {
  expired: 'Your session has expired. Please sign in again.',
  invalid: 'Your session is not valid. Please sign in again.',
  accountGone: 'This account no longer exists.',
  roleChanged: 'Your account role has changed. Please sign in again.',
  signedOut: 'You were signed out because your password or sign-in method changed. Please sign in again.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Signs and verifies session tokens (`app.jwt.sign`, `request.jwtVerify`). HS256 is the only accepted
 * algorithm, so a token cannot pick its own (`none`, or RS256 with our secret as a public key).
 * @see https://github.com/fastify/fastify-jwt
 */
export default fp(
  async function auth(app) {
    await app.register(jwt, {
      secret: app.config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: '7d' },
      verify: { algorithms: ['HS256'] },
    });

    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      if (!request.headers.authorization) throw new HttpError(401, 'Authentication required');
      try {
        await request.jwtVerify();
      } catch (error) {
        const expired = (error as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
        throw new HttpError(401, expired ? SESSION_ENDED.expired : SESSION_ENDED.invalid);
      }
      // One primary-key lookup per request: a deleted account, a password reset (which bumps the token
      // version) or a role change refuses every token issued before it, at once and on every instance.
      const { sub, ver, role } = request.user;
      const account = UUID.test(sub)
        ? await app
            .db('users')
            .where({ id: sub })
            .first<{ role: Role; token_version: number } | undefined>('role', 'token_version')
        : undefined;
      if (!account) throw new HttpError(401, SESSION_ENDED.accountGone);
      if (account.role !== role) throw new HttpError(401, SESSION_ENDED.roleChanged);
      if (account.token_version !== ver) throw new HttpError(401, SESSION_ENDED.signedOut);
    });

    app.decorate('sessionOf', async function sessionOf(request: FastifyRequest) {
      if (!request.headers.authorization) return undefined;
      try {
        await app.authenticate(request);
        return request.user;
      } catch (error) {
        if (error instanceof HttpError) return undefined;
        throw error; // the database failing is not a reason to answer as a guest
      }
    });

    app.decorate('requireAdmin', async function requireAdmin(request: FastifyRequest) {
      await app.authenticate(request);
      // authenticate has just checked the token's role against the database, so it is the current role.
      if (request.user.role !== 'admin') throw new HttpError(403, 'Admin access required');
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
