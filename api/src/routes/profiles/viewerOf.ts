import { type SessionClaims } from '../../plugins/auth';
import { type Viewer } from '../../profiles/viewer';

/** The reader of a profile as the profile rules know them; undefined for a guest. */
export function viewerOf(session: SessionClaims | undefined): Viewer | undefined {
  return session && { id: session.sub, isAdmin: session.role === 'admin' };
}
