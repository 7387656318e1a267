import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { type Knex } from 'knex';
import { type GoogleConfig } from '../config';
import { onlyRow } from '../db/onlyRow';
import { HttpError } from '../httpError';
import { roleForNewAccount } from './configuredAdmins';
import { normaliseEmail, type UserRow } from './users';

/** What a verified Google ID token says about the person. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string;
  picture?: string;
}

export type GoogleIdTokenVerifier = (idToken: string) => Promise<GoogleIdentity>;

/** Google's tokens name the issuer with or without the scheme; other issuers use their URL exactly. */
function acceptedIssuers(issuer: string): string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

/**
 * Verifies ID tokens against the issuer's signing keys, found through its OpenID Connect discovery
 * document (fetched once; jose caches the keys and refetches them when an unknown key id appears):
 * signature, issuer, audience (our client id), expiry, and a verified email.
 * @see https://developers.google.com/identity/gsi/web/guides/verify-google-id-token
 */
export function createGoogleIdTokenVerifier({ issuer, clientId }: GoogleConfig): GoogleIdTokenVerifier {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const discoverKeys = async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`OpenID discovery of ${issuer} answered ${response.status}`);
    const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
    if (!jwksUri) throw new Error(`OpenID discovery of ${issuer} names no jwks_uri`);
    return createRemoteJWKSet(new URL(jwksUri));
  };

  return async (idToken) => {
    keys ??= discoverKeys().catch((error: unknown) => {
      keys = undefined; // try again on the next sign-in rather than caching the outage
      throw error;
    });
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, await keys, {
        issuer: acceptedIssuers(issuer),
        audience: clientId,
        algorithms: ['RS256', 'ES256'],
      }));
    } catch (error) {
      if (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_J')) {
        throw new HttpError(401, 'Google sign-in failed: the Google credential is invalid or expired');
      }
      throw error;
    }
    const { sub, email, email_verified: emailVerified, name, picture } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string') {
      throw new HttpError(401, 'Google sign-in failed: the Google credential has no email address');
    }
    if (emailVerified !== true) {
      throw new HttpError(401, 'Google sign-in failed: your Google email address is not verified');
    }
    return {
      subject: sub,
      email: normaliseEmail(email),
      name: typeof name === 'string' && name.trim() ? name.trim() : (email.split('@')[0] ?? email),
      ...(typeof picture === 'string' && { picture }),
    };
  };
}

/**
 * The account of a Google identity: the one already linked to it, else the account with the same (now
 * verified) email, which gets linked rather than duplicated, else a new account without a password.
 */
export async function accountForGoogleIdentity(
  db: Knex,
  identity: GoogleIdentity,
  adminEmails: readonly string[] = [],
): Promise<UserRow> {
  return db.transaction(async (trx) => {
    const linked = await trx<UserRow>('users').where({ google_subject: identity.subject }).first();
    if (linked) return linked;
    const sameEmail = await trx<UserRow>('users').where({ email: identity.email }).forUpdate().first();
    if (sameEmail) {
      const linkedNow = await trx('users')
        .where({ id: sameEmail.id })
        .update({
          google_subject: identity.subject,
          avatar: sameEmail.avatar ?? identity.picture ?? null,
          email_verified_at: sameEmail.email_verified_at ?? trx.fn.now(),
          // An unverified account may have been opened by someone else with this address: its password
          // and sessions must not survive the real owner proving the address through Google.
          ...(!sameEmail.email_verified_at && {
            password_hash: null,
            token_version: sameEmail.token_version + 1,
          }),
          updated_at: trx.fn.now(),
        })
        .returning<UserRow[]>('*');
      return onlyRow(linkedNow);
    }
    const created = await trx('users')
      .insert({
        name: identity.name,
        email: identity.email,
        google_subject: identity.subject,
        avatar: identity.picture ?? null,
        email_verified_at: trx.fn.now(),
        role: roleForNewAccount(adminEmails, identity.email),
      })
      .returning<UserRow[]>('*');
    return onlyRow(created);
  });
}
