import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { findListAccess, type ListAccessRow } from '../../lists/lists';
import { type SessionClaims } from '../../plugins/auth';
import { HttpError } from '../../httpError';

/**
 * The one answer for a list the caller may not read, whether it does not exist, is private or is hidden:
 * a 404 tells nobody that it exists.
 */
export const LIST_NOT_FOUND = 'List not found';

/**
 * Whether someone other than the owner may read the list: a private list is its owner's alone (admins
 * included: what people collect is theirs); an unlisted or public one is anyone's, unless an admin hid
 * it, when only admins still read it.
 */
function readableByOthers(list: ListAccessRow, session: SessionClaims | undefined): boolean {
  if (list.visibility === 'private') return false;
  return list.hidden_at === null || session?.role === 'admin';
}

/** The list once the caller (guests too) may read it; else the 404 of a list that does not exist. */
export async function readableList(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { listId: string } }>,
): Promise<ListAccessRow> {
  const [session, list] = await Promise.all([
    app.sessionOf(request),
    findListAccess(app.db, request.params.listId),
  ]);
  if (!list) throw new HttpError(404, LIST_NOT_FOUND);
  if (list.user_id !== session?.sub && !readableByOthers(list, session)) {
    throw new HttpError(404, LIST_NOT_FOUND);
  }
  return list;
}

/**
 * The list once the signed-in caller may change it: its owner only. Anyone else gets the 404 of a list
 * they may not read, or, when they may read it (so they know it exists), a 403.
 */
export async function ownList(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { listId: string } }>,
): Promise<ListAccessRow> {
  const list = await findListAccess(app.db, request.params.listId);
  if (!list) throw new HttpError(404, LIST_NOT_FOUND);
  if (list.user_id === request.user.sub) return list;
  if (readableByOthers(list, request.user)) throw new HttpError(403, 'You can only change your own lists');
  throw new HttpError(404, LIST_NOT_FOUND);
}
