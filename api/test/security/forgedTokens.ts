import { createHmac } from 'node:crypto';

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

/** A JWT with any header and payload, signed with HMAC-SHA256 under `secret` (or unsigned, for `none`). */
export function craftToken(header: object, payload: object, secret?: string): string {
  const unsigned = `${encode(header)}.${encode(payload)}`;
  if (secret === undefined) return `${unsigned}.`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** The claims of a token (its payload, not verified). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

/** `token` with its payload swapped for `payload` and the original header and signature kept. */
export function withPayload(token: string, payload: object): string {
  const [header, , signature] = token.split('.');
  return `${header}.${encode(payload)}.${signature}`;
}
