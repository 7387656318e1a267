import { type SessionResponse } from '@marquee/contracts';
import { type FastifyInstance } from 'fastify';
import { toSessionUser, type UserRow } from './users';

/** A session for `user`: the JWT (user id, role, token version; expires in 7 days) and the user. */
export function startSession(app: FastifyInstance, user: UserRow): SessionResponse {
  const token = app.jwt.sign({ sub: user.id, role: user.role, ver: user.token_version });
  return { token, user: toSessionUser(user) };
}
