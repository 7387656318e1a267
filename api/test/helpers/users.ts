import { type Role } from '@marquee/contracts';
import { type Knex } from 'knex';
import { hashPassword } from '../../src/accounts/passwords';
import { onlyRow } from '../../src/db/onlyRow';

export interface TestUserFields {
  name?: string;
  email: string;
  /** Stored hashed; omit for a Google-only account. */
  password?: string;
  role?: Role;
  verified?: boolean;
  googleSubject?: string;
}

/** Inserts an account directly (for tests that are not about sign-up) and returns its id. */
export async function insertUser(db: Knex, fields: TestUserFields): Promise<string> {
  const row = onlyRow(
    await db('users')
      .insert({
        name: fields.name ?? 'Test User',
        email: fields.email,
        password_hash: fields.password === undefined ? null : await hashPassword(fields.password),
        role: fields.role ?? 'user',
        email_verified_at: fields.verified === false ? null : db.fn.now(),
        google_subject: fields.googleSubject ?? null,
      })
      .returning<{ id: string }[]>('id'),
  );
  return row.id;
}
