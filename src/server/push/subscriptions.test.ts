// The push API: the served VAPID key, subscribing and unsubscribing devices, and the keys kept in
// the data folder.
import { describe, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { MAX_PUSH_SUBSCRIPTIONS } from '../../shared/notifications';
import { testConfig } from '../config';
import { pushSubscriptions } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/harness';
import { vet } from '../testing/marketplace';
import { newSubscription } from './matrix-rows';
import { loadVapidKeys, VAPID_KEYS_FILE } from './vapid-keys';

const devicesOf = (t: TestApp, userId: number) =>
  t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(pushSubscriptions.id).all();

describe('push subscriptions', () => {
  test('GET /api/config serves the VAPID public key', async () => {
    const t = createTestApp();
    const config = (await t.client().get('/api/config')).body;
    expect(config.vapidPublicKey).toBe(t.deps.push.vapid.publicKey);
    expect(Buffer.from(config.vapidPublicKey, 'base64url')).toHaveLength(65);
    expect(JSON.stringify(config)).not.toContain(t.deps.push.vapid.privateKey);
  });

  test('a device subscribes, subscribing again changes nothing, and DELETE removes it', async () => {
    const t = createTestApp();
    const sam = await vet(t);
    const device = newSubscription();
    expect((await sam.client.post('/api/push-subscriptions', device)).body).toEqual({ subscribed: true, devices: 1 });
    expect((await sam.client.post('/api/push-subscriptions', device)).body).toEqual({ subscribed: true, devices: 1 });
    expect(devicesOf(t, sam.id)).toMatchObject([{ endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth }]);
    const removed = await sam.client.request('DELETE', '/api/push-subscriptions', { endpoint: device.endpoint });
    expect(removed.status).toBe(200);
    expect(devicesOf(t, sam.id)).toEqual([]);
    const again = await sam.client.request('DELETE', '/api/push-subscriptions', { endpoint: device.endpoint });
    expect([again.status, again.body.code]).toEqual([404, 'SUBSCRIPTION_NOT_FOUND']);
  });

  test('the same endpoint subscribed from another account moves there; the first cannot delete it', async () => {
    const t = createTestApp();
    const [sam, kim] = [await vet(t), await vet(t)];
    const device = newSubscription();
    await sam.client.post('/api/push-subscriptions', device);
    expect((await kim.client.post('/api/push-subscriptions', device)).status).toBe(201);
    expect(devicesOf(t, sam.id)).toEqual([]);
    expect(devicesOf(t, kim.id)).toHaveLength(1);
    expect((await sam.client.request('DELETE', '/api/push-subscriptions', { endpoint: device.endpoint })).status).toBe(404);
    expect(devicesOf(t, kim.id)).toHaveLength(1);
  });

  test(`at most ${MAX_PUSH_SUBSCRIPTIONS} devices per user: the oldest goes`, async () => {
    const t = createTestApp();
    const sam = await vet(t);
    const sent = [];
    for (let i = 0; i <= MAX_PUSH_SUBSCRIPTIONS; i++) {
      const device = newSubscription();
      sent.push(device.endpoint);
      expect((await sam.client.post('/api/push-subscriptions', device)).body.devices).toBe(Math.min(i + 1, MAX_PUSH_SUBSCRIPTIONS));
      t.advance(1000);
    }
    expect(devicesOf(t, sam.id).map((device) => device.endpoint)).toEqual(sent.slice(1));
  });

  test('bad subscriptions are refused with a clear 400 and store nothing', async () => {
    const t = createTestApp();
    const sam = await vet(t);
    const good = newSubscription();
    const cases: [unknown, RegExp][] = [
      [{ ...good, endpoint: 'http://push.example.com/x' }, /https/],
      [{ ...good, endpoint: `https://push.example.com/${'a'.repeat(1000)}` }, /1,000/],
      [{ ...good, endpoint: 'not a url' }, /https/],
      [{ endpoint: good.endpoint }, /keys/],
      [{ ...good, keys: { ...good.keys, p256dh: 'A'.repeat(87) } }, /P-256/],
      [{ ...good, keys: { ...good.keys, auth: '!!!!' } }, /auth/],
    ];
    for (const [sent, message] of cases) {
      const response = await sam.client.post('/api/push-subscriptions', sent);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(message);
    }
    expect(devicesOf(t, sam.id)).toEqual([]);
    expect((await t.client().post('/api/push-subscriptions', good)).status).toBe(401);
  });

  test('a deleted account takes its devices with it', async () => {
    const t = createTestApp();
    const sam = await vet(t);
    await sam.client.post('/api/push-subscriptions', newSubscription());
    t.deps.db.$client.run('DELETE FROM users WHERE id = ?', [sam.id]);
    expect(devicesOf(t, sam.id)).toEqual([]);
  });
});

describe('VAPID keys', () => {
  test('generated once into the data folder with mode 600, and read back on the next start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vapid-'));
    try {
      const config = testConfig();
      const first = loadVapidKeys(config, dir);
      const file = join(dir, VAPID_KEYS_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
      expect(loadVapidKeys(config, dir)).toEqual(first);
      expect(first.subject).toBe(`mailto:${config.supportEmail}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT win and write no file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vapid-'));
    try {
      const given = { VAPID_PUBLIC_KEY: `B${'x'.repeat(86)}`, VAPID_PRIVATE_KEY: 'y'.repeat(43), VAPID_SUBJECT: 'https://relief.example.com' };
      expect(loadVapidKeys(testConfig(given), dir)).toEqual({
        publicKey: given.VAPID_PUBLIC_KEY,
        privateKey: given.VAPID_PRIVATE_KEY,
        subject: given.VAPID_SUBJECT,
      });
      expect(() => statSync(join(dir, VAPID_KEYS_FILE))).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
