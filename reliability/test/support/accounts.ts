import pg from 'pg';
import { hashPassword } from '@marquee/api/passwords';

export const PASSWORD = 'a reliable password';

export interface Account {
  email: string;
  userId: string;
  token: string;
}

/** `{prefix}-{n}@example.com` for n in 0..count-1. */
export const emailOf = (prefix: string, n: number) => `${prefix}-${n}@example.com`;

/**
 * Inserts `count` verified accounts with PASSWORD in one statement (hashing once: argon2 is slow on
 * purpose), for tests about traffic rather than sign-up. The API must have migrated the database.
 */
export async function createAccounts(databaseUrl: string, prefix: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into users (name, email, password_hash, role, email_verified_at)
       select 'Viewer ' || n, $1 || '-' || n || '@example.com', $2, 'user', now()
       from generate_series(0, $3 - 1) as n`,
      [prefix, await hashPassword(PASSWORD), count],
    );
  } finally {
    await client.end();
  }
}

/** Signs in through the API and returns the session. */
export async function signIn(apiUrl: string, email: string): Promise<Account> {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
  const { token, user } = (await response.json()) as { token: string; user: { id: string } };
  return { email, userId: user.id, token };
}
