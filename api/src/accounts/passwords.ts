import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes (OWASP's minimum). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Checked against when the email is unknown, so a wrong email costs as much time as a wrong password and
// the response time does not reveal which accounts exist.
const dummyHash = hashPassword('a password nobody has');

/** False for a wrong password and for an account without one (Google-only), in the same time. */
export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
