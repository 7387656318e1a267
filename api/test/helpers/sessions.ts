import { type App } from '../../src/app';
import { insertUser, type TestUserFields } from './users';

export interface SignedInUser {
  id: string;
  token: string;
  /** The authorization header of the user's requests. */
  headers: { authorization: string };
}

/** An account made directly in the database, with the session token sign-in would give it. */
export async function signedInUser(app: App, fields: TestUserFields): Promise<SignedInUser> {
  const id = await insertUser(app.db, fields);
  const token = app.jwt.sign({ sub: id, role: fields.role ?? 'user', ver: 0 });
  return { id, token, headers: { authorization: `Bearer ${token}` } };
}
