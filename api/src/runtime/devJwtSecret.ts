import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const FILE_NAME = 'jwt-secret';

/**
 * Outside production JWT_SECRET may be left unset: a random secret is generated once and kept in the
 * data folder, so sessions survive restarts of the dev server without anyone inventing a secret.
 */
export function loadOrCreateDevJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, FILE_NAME);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
