import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import { freePort } from '@marquee/testing/freePort';

export interface OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Signs an ID token with the provider's own key; the claims override sensible defaults. */
  signIdToken(claims: JWTPayload, options?: { expiresIn?: string | number }): Promise<string>;
  close(): Promise<void>;
}

/** Starts oidcProvider.mjs in a child process and resolves once it listens. */
export async function startOidcProvider({ redirectUri }: { redirectUri: string }): Promise<OidcProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const port = await freePort();
  const clientId = 'marquee-test-client';
  const clientSecret = 'marquee-test-secret';
  const child = spawn(process.execPath, [path.join(__dirname, 'oidcProvider.mjs')], {
    env: {
      ...process.env,
      OIDC_PORT: String(port),
      OIDC_JWK: JSON.stringify(jwk),
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_REDIRECT_URI: redirectUri,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const issuer = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the OIDC provider exited (${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('ready ')) resolve(line.slice('ready '.length));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signIdToken: (claims, { expiresIn = '1h' } = {}) =>
      new SignJWT({ email_verified: true, iss: issuer, aud: clientId, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(privateKey),
    close: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
