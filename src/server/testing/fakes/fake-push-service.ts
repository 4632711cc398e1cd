// Test support: a local Web Push service (RFC 8030) over HTTPS on 127.0.0.1, as a browser's push
// service would be. For every push it checks the VAPID JWT (RFC 8292: ES256 signed by the server's
// public key, `aud` its own origin, `exp` in the future and at most 24 h away), decrypts the
// aes128gcm payload (RFC 8291/8188) with the private key of the subscription the test generated,
// and answers as each device is told to: 201, 404, 410, 429 with Retry-After, 500, or never.
import { createECDH, randomBytes } from 'node:crypto';
import ece from 'http_ece';

/**
 * A self-signed certificate for 127.0.0.1, for this fake only (push endpoints must be https). Its
 * key guards nothing: the sender trusts it only through the transport a test hands it.
 */
export const PUSH_SERVICE_CERT = `-----BEGIN CERTIFICATE-----
MIIBkDCCATagAwIBAgIUKATobCKqtWcb6FDKP8ZWNKH6gncwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNjA5MjcxMFoYDzIxMjYxMTAy
MDkyNzEwWjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAARilcoiilyzZcZ60/yTo60LNXDkvMImuyZrAhewtvMZvYQHnEBVGqtc
OfKEna4zSx0bFWcBr4cJG9AFc7dbjRqCo2QwYjAdBgNVHQ4EFgQUDqdjk5NaknME
TRrHckaAS6TSdTowHwYDVR0jBBgwFoAUDqdjk5NaknMETRrHckaAS6TSdTowDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0gAMEUC
IAYVJUGTwZFMEuHBTtUgmXBzUQyekXmlOHcg2jpkJK9oAiEAp0xJybSI6gwE94Hk
vCbMaMq+e/9imP2/L6XaF1guxCI=
-----END CERTIFICATE-----
`;
const PUSH_SERVICE_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgEwhpM/lCgegk3xxC
Me1aKpconOZ4a9mc+P9YriewPcmhRANCAARilcoiilyzZcZ60/yTo60LNXDkvMIm
uyZrAhewtvMZvYQHnEBVGqtcOfKEna4zSx0bFWcBr4cJG9AFc7dbjRqC
-----END PRIVATE KEY-----
`;

/** How a device's push service answers. */
export type DeviceMode = { status: 201 | 404 | 410 | 500 } | { status: 429; retryAfter: string } | { hang: true };

export interface ReceivedPush {
  device: number;
  payload: unknown;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** What the JWT claimed, checked already. */
  claims: { aud: string; exp: number; sub: string };
}

export interface FakeDevice {
  id: number;
  /** What the browser's PushSubscription.toJSON() gives: the body of POST /api/push-subscriptions. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface FakePushService {
  origin: string;
  /** A new browser subscription on this service; it answers 201 until told otherwise. */
  device(): FakeDevice;
  answer(device: FakeDevice, mode: DeviceMode): void;
  /** Pushes decrypted and accepted (status 2xx), in arrival order. */
  received: ReceivedPush[];
  /** Every request that reached a device, whatever it was answered. */
  hits: Map<number, number>;
  /** Requests refused for a bad JWT or an undecryptable body: always empty in a passing test. */
  refused: string[];
  /** The VAPID public key to check signatures with (GET /api/config's vapidPublicKey). */
  trust(publicKey: string): void;
  stop(): void;
}

const decoder = new TextDecoder();

function base64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

/** Checks the `vapid t=…, k=…` header; answers the claims, or throws why not. */
async function checkVapid(header: string | null, publicKey: string, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([^,\s]+)$/.exec(header ?? '');
  if (!match) throw new Error(`Authorization is not "vapid t=…, k=…": ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('k is not the served VAPID public key');
  const [head, body, signature] = token.split('.') as [string, string, string];
  const header64 = JSON.parse(decoder.decode(Buffer.from(head, 'base64url')));
  if (header64.alg !== 'ES256') throw new Error(`alg is ${header64.alg}`);
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: base64url(point.subarray(1, 33)), y: base64url(point.subarray(33, 65)) };
  const verifier = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  const signed = new TextEncoder().encode(`${head}.${body}`);
  const valid = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, verifier, Buffer.from(signature, 'base64url'), signed);
  if (!valid) throw new Error('the JWT signature does not verify with the public key');
  const claims = JSON.parse(decoder.decode(Buffer.from(body, 'base64url'))) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) throw new Error(`exp ${claims.exp} is not within the next 24 h`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub} is not mailto: or https:`);
  return claims;
}

export function startFakePushService(): FakePushService {
  const keys = new Map<number, { ecdh: ReturnType<typeof createECDH>; auth: string }>();
  const modes = new Map<number, DeviceMode>();
  const received: ReceivedPush[] = [];
  const hits = new Map<number, number>();
  const refused: string[] = [];
  const hanging: (() => void)[] = [];
  let publicKey = '';
  let next = 0;

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    tls: { cert: PUSH_SERVICE_CERT, key: PUSH_SERVICE_KEY },
    async fetch(request) {
      const id = Number(/^\/push\/(\d+)$/.exec(new URL(request.url).pathname)?.[1]);
      const device = keys.get(id);
      if (request.method !== 'POST' || !device) return new Response('no such subscription', { status: 404 });
      hits.set(id, (hits.get(id) ?? 0) + 1);
      const mode = modes.get(id) ?? { status: 201 };
      if ('hang' in mode) return new Promise<Response>((resolve) => hanging.push(() => resolve(new Response(null, { status: 201 }))));
      if (mode.status !== 201) {
        const headers = mode.status === 429 ? { 'retry-after': mode.retryAfter } : undefined;
        return new Response(null, { status: mode.status, headers });
      }
      try {
        const claims = await checkVapid(request.headers.get('authorization'), publicKey, origin);
        if (request.headers.get('content-encoding') !== 'aes128gcm') throw new Error('Content-Encoding is not aes128gcm');
        const body = Buffer.from(await request.arrayBuffer());
        const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth }) as Buffer;
        received.push({
          device: id,
          payload: JSON.parse(plain.toString('utf8')),
          ttl: Number(request.headers.get('ttl')),
          urgency: request.headers.get('urgency'),
          topic: request.headers.get('topic'),
          claims,
        });
        return new Response(null, { status: 201 });
      } catch (error) {
        refused.push(String(error));
        return new Response(String(error), { status: 400 });
      }
    },
  });
  const origin = `https://127.0.0.1:${server.port}`;

  return {
    origin,
    device() {
      const id = ++next;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      keys.set(id, { ecdh, auth });
      return { id, subscription: { endpoint: `${origin}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } } };
    },
    answer: (device, mode) => void modes.set(device.id, mode),
    received,
    hits,
    refused,
    trust: (key) => void (publicKey = key),
    stop() {
      for (const release of hanging) release();
      server.stop(true);
    },
  };
}
