// http_ece has no types of its own; this declares the part used, for every program that compiles this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./http_ece.d.ts" />
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import { type AddressInfo } from 'node:net';
import path from 'node:path';
import tls from 'node:tls';
import { decrypt } from 'http_ece';

const FIXTURES = path.join(
  path.dirname(require.resolve('@marquee/testing/package.json')),
  'fixtures',
  'push',
);
/**
 * The certificate the peer serves (self-signed, for 127.0.0.1 and localhost): a process that pushes to the
 * peer trusts it (NODE_EXTRA_CA_CERTS, or trustPushServicePeer in a test's own process).
 */
export const PUSH_PEER_CERT_FILE = path.join(FIXTURES, 'cert.pem');
const KEY_FILE = path.join(FIXTURES, 'key.pem');

/**
 * Makes this process's https requests (web-push's, which take the global agent) trust the peer's
 * certificate, as NODE_EXTRA_CA_CERTS would have at start.
 */
export function trustPushServicePeer(): void {
  https.globalAgent.options.ca = [...tls.rootCertificates, readFileSync(PUSH_PEER_CERT_FILE, 'utf8')];
}

/** What a browser's PushSubscription.toJSON() gives: where to push, and the keys to encrypt for. */
export interface PeerSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The payload, decrypted with the subscription's keys. */
  payload: string;
  ttl: number;
  topic: string | undefined;
  /** The VAPID public key (`k`) the request was signed with. */
  vapidPublicKey: string;
  /** The VAPID JWT's claims: aud, exp, sub. */
  claims: { aud: string; exp: number; sub: string };
}

export interface PushServicePeer {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** A new browser's subscription at this push service (its own P-256 key pair and auth secret). */
  subscribe(): PeerSubscription;
  /** Every push accepted (201), in order. */
  received: ReceivedPush[];
  /** Resolves with the first push to `endpoint` not yet taken, waiting for it. */
  next(endpoint: string): Promise<ReceivedPush>;
  /** From now on the endpoint answers 410 Gone, as for a browser that unsubscribed. */
  expire(endpoint: string): void;
  /** Why each refused request was refused (400/401), for assertions. */
  refused: string[];
  close(): Promise<void>;
}

/**
 * A push service (RFC 8030) on a free local https port, standing in for the browser vendor's: it checks
 * what a real one checks before accepting a message (the VAPID JWT's ES256 signature and claims, RFC
 * 8292; `Content-Encoding: aes128gcm` and `TTL`) and decrypts the payload with the subscription's keys
 * (RFC 8291, with `http_ece`), so a test reads exactly what the browser would be handed.
 */
export async function startPushServicePeer(): Promise<PushServicePeer> {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const taken = new Set<ReceivedPush>();
  const waiting: (() => void)[] = [];
  const refused: string[] = [];

  const server = https.createServer(
    { cert: readFileSync(PUSH_PEER_CERT_FILE), key: readFileSync(KEY_FILE) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const endpoint = `${origin}${request.url ?? ''}`;
        const answer = (status: number, reason?: string) => {
          if (reason) refused.push(reason);
          response.writeHead(status).end(reason ?? '');
        };
        const browser = browsers.get(endpoint);
        if (request.method !== 'POST' || !browser) return answer(404, `no subscription ${endpoint}`);
        if (gone.has(endpoint)) return answer(410);
        const headers = request.headers;
        if (headers['content-encoding'] !== 'aes128gcm')
          return answer(400, 'Content-Encoding is not aes128gcm');
        const ttl = Number(headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) return answer(400, 'TTL missing');
        const vapid = checkVapid(headers.authorization, origin);
        if (typeof vapid === 'string') return answer(401, vapid);
        let payload: string;
        try {
          payload = decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: browser.ecdh,
            authSecret: browser.auth,
          }).toString('utf8');
        } catch (error) {
          return answer(400, `payload not decryptable: ${(error as Error).message}`);
        }
        const topic = typeof headers.topic === 'string' ? headers.topic : undefined;
        received.push({ endpoint, payload, ttl, topic, ...vapid });
        waiting.splice(0).forEach((wake) => wake());
        answer(201);
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const endpoint = `${origin}/push/${randomBytes(12).toString('hex')}`;
      browsers.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
    },
    async next(endpoint) {
      for (;;) {
        const push = received.find((item) => item.endpoint === endpoint && !taken.has(item));
        if (push) {
          taken.add(push);
          return push;
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    expire: (endpoint) => gone.add(endpoint),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The VAPID credentials (`vapid t=<JWT>, k=<key>`, RFC 8292 §3) checked, or why they are refused. */
function checkVapid(
  authorization: string | undefined,
  origin: string,
): Pick<ReceivedPush, 'vapidPublicKey' | 'claims'> | string {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  const [, header, body, signature, vapidPublicKey] = match ?? [];
  if (!header || !body || !signature || !vapidPublicKey) return 'Authorization is not vapid t=..., k=...';
  const point = Buffer.from(vapidPublicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k is not an uncompressed P-256 key';
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'the VAPID JWT signature does not verify with k';
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') return 'JWT alg is not ES256';
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) return `JWT aud ${claims.aud} is not ${origin}`;
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) return 'JWT exp is not within 24 hours';
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return 'JWT sub is not a mailto: or https: URL';
  return { vapidPublicKey, claims };
}
