import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { findUserById } from '../../accounts/users';
import { HttpError } from '../../httpError';

/**
 * The one answer for a diary the caller may not read, whether the user is unknown or keeps it private:
 * a 404 tells nobody that a private diary exists.
 */
const DIARY_NOT_FOUND = 'Diary not found';

/**
 * The owner's id once the caller may read the diary: its owner always, anyone (guests too) when it is
 * public. Admins read a private diary no more than anyone else: what people watch is theirs.
 */
export async function readableDiary(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { id: string } }>,
): Promise<string> {
  const [session, owner] = await Promise.all([
    app.sessionOf(request),
    findUserById(app.db, request.params.id),
  ]);
  if (!owner) throw new HttpError(404, DIARY_NOT_FOUND);
  if (owner.id !== session?.sub && owner.diary_visibility !== 'public') {
    throw new HttpError(404, DIARY_NOT_FOUND);
  }
  return owner.id;
}

/**
 * The owner's id once the signed-in caller may change the diary: the owner only. Someone else gets the
 * 404 of a diary they may not read, or, when it is public (so they know it exists), a 403.
 */
export async function ownDiary(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { id: string } }>,
): Promise<string> {
  if (request.params.id === request.user.sub) return request.user.sub;
  const owner = await findUserById(app.db, request.params.id);
  if (!owner || owner.diary_visibility !== 'public') throw new HttpError(404, DIARY_NOT_FOUND);
  throw new HttpError(403, 'You can only change your own diary');
}
