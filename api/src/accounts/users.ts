import { type DiaryVisibility, type Role, type SessionUser, type ThemeChoice } from '@marquee/contracts';
import { type Language } from '@marquee/contracts/languages';
import { type Knex } from 'knex';

/** A row of the users table. */
export interface UserRow {
  id: string;
  name: string;
  email: string;
  password_hash: string | null;
  role: Role;
  google_subject: string | null;
  avatar: string | null;
  email_verified_at: Date | null;
  pending_email: string | null;
  token_version: number;
  diary_visibility: DiaryVisibility;
  theme: ThemeChoice | null;
  language: Language | null;
  time_zone: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Emails compare case-insensitively (the column is citext); stored trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserById(db: Knex, id: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ id }).first();
}

export function findUserByEmail(db: Knex, email: string): Promise<UserRow | undefined> {
  return db<UserRow>('users')
    .where({ email: normaliseEmail(email) })
    .first();
}

/** The user as the browser keeps it in the session. */
export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    ...(user.avatar && { avatar: user.avatar }),
    isGoogleUser: user.google_subject !== null,
    createdAt: user.created_at.toISOString(),
    ...(user.theme && { theme: user.theme }),
    ...(user.language && { language: user.language }),
    ...(user.time_zone && { timeZone: user.time_zone }),
  };
}

/** Postgres' unique_violation: a concurrent sign-up took the email between our check and our insert. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
