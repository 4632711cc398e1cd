// Push delivery against a local push service started by the test: it checks each push's VAPID
// JWT and decrypts its aes128gcm payload with the device's own private key, and answers each
// device as told, so every path is seen from the outside: delivered, deleted, retried, timed out.
import { afterEach, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { pushOutbox, pushSubscriptions } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/harness';
import { vet } from '../testing/marketplace';
import { deliverPushes, pushServiceFor, stopPushServices, subscribedDevice } from '../testing/push';
import { enqueuePush } from './outbox';

afterEach(stopPushServices);

const PAYLOAD = { title: 'Dr. Rivera sent you a message', body: 'Can you cover Friday?', url: '/messages?userId=7', tag: 'thread-7' };

/** Long enough that a loaded machine's slow answer is not taken for a hang (the hang test sets its own). */
async function setUp() {
  const t = createTestApp();
  const service = await pushServiceFor(t, 5_000);
  const sam = await vet(t);
  return { t, service, sam };
}

const queue = (t: TestApp, userId: number, event: Parameters<typeof enqueuePush>[1]['event'] = 'message', topic?: string) =>
  enqueuePush(t.deps.db, { userId, event, payload: PAYLOAD, topic }, t.deps.clock());

const rows = (t: TestApp) => t.deps.db.select().from(pushOutbox).all();
const devices = (t: TestApp, userId: number) => t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).all();

describe('push delivery', () => {
  test('a push reaches every device of the user, signed with the served key and decrypted by each', async () => {
    const { t, service, sam } = await setUp();
    const phone = await subscribedDevice(service, sam.client);
    const laptop = await subscribedDevice(service, sam.client);
    queue(t, sam.id, 'message', 'thread-7');
    expect(await deliverPushes(t)).toEqual({ sent: 1, retried: 0, failed: 0, gone: 0 });
    expect(service.refused).toEqual([]);
    expect(service.received.map((push) => push.device).sort()).toEqual([phone.id, laptop.id]);
    for (const push of service.received) {
      expect(push.payload).toEqual(PAYLOAD);
      expect(push.claims.aud).toBe(service.origin);
      expect(push.ttl).toBe(3600);
      expect(push.urgency).toBe('normal');
      expect(push.topic).toBe('thread-7');
    }
    expect(rows(t)[0]).toMatchObject({ status: 'sent', remaining: [] });
    // One JWT per push service, signed once and reused while it has more than an hour left.
    expect(new Set(service.received.map((push) => push.claims.exp)).size).toBe(1);
    // Delivered once: the next pass finds nothing.
    expect((await deliverPushes(t)).sent).toBe(0);
    expect(service.received).toHaveLength(2);
  });

  test('reminders go with urgency high and a short TTL; invoices keep for a week', async () => {
    const { t, service, sam } = await setUp();
    await subscribedDevice(service, sam.client);
    queue(t, sam.id, 'reminder');
    queue(t, sam.id, 'invoice');
    await deliverPushes(t);
    const byTtl = service.received.map((push) => [push.urgency, push.ttl]).sort();
    expect(byTtl).toEqual([
      ['high', 7200],
      ['low', 604800],
    ]);
  });

  test('404 and 410 delete the subscription; the push counts as done', async () => {
    const { t, service, sam } = await setUp();
    const gone = await subscribedDevice(service, sam.client);
    const expired = await subscribedDevice(service, sam.client);
    const alive = await subscribedDevice(service, sam.client);
    service.answer(gone, { status: 410 });
    service.answer(expired, { status: 404 });
    queue(t, sam.id);
    expect(await deliverPushes(t)).toEqual({ sent: 1, retried: 0, failed: 0, gone: 2 });
    expect(devices(t, sam.id).map((device) => device.endpoint)).toEqual([alive.subscription.endpoint]);
    expect(service.received.map((push) => push.device)).toEqual([alive.id]);
  });

  test('429 waits at least its Retry-After, then only the device that refused is tried again', async () => {
    const { t, service, sam } = await setUp();
    const busy = await subscribedDevice(service, sam.client);
    const fine = await subscribedDevice(service, sam.client);
    service.answer(busy, { status: 429, retryAfter: '600' });
    queue(t, sam.id);
    expect(await deliverPushes(t)).toMatchObject({ sent: 0, retried: 1 });
    const row = rows(t)[0]!;
    expect(row).toMatchObject({ status: 'pending', remaining: [devices(t, sam.id).find((d) => d.endpoint === busy.subscription.endpoint)!.id] });
    expect(row.nextAttemptAt - t.deps.clock()).toBe(600_000);
    // Before Retry-After has passed, nothing is sent again.
    t.advance(599_000);
    await deliverPushes(t);
    expect(service.hits.get(busy.id)).toBe(1);
    service.answer(busy, { status: 201 });
    t.advance(1_000);
    expect((await deliverPushes(t)).sent).toBe(1);
    expect(service.hits.get(fine.id)).toBe(1);
    expect(service.received.map((push) => push.device).sort()).toEqual([busy.id, fine.id]);
  });

  test('a 500 is retried with back-off, and given up after the last attempt', async () => {
    const { t, service, sam } = await setUp();
    const broken = await subscribedDevice(service, sam.client);
    service.answer(broken, { status: 500 });
    queue(t, sam.id);
    let summary = await deliverPushes(t);
    for (let attempt = 2; summary.failed === 0 && attempt <= 20; attempt++) {
      t.advance(7 * 60 * 60 * 1000);
      summary = await deliverPushes(t);
    }
    expect(rows(t)[0]).toMatchObject({ status: 'failed', attempts: 8, lastError: 'push service answered 500' });
    expect(service.hits.get(broken.id)).toBe(8);
    // A device that errs is not one that is gone: it stays.
    expect(devices(t, sam.id)).toHaveLength(1);
  });

  test('a push service that hangs times out and the push is retried', async () => {
    const { t, service, sam } = await setUp();
    t.deps.push.timeoutMs = 300;
    const stuck = await subscribedDevice(service, sam.client);
    service.answer(stuck, { hang: true });
    queue(t, sam.id);
    const started = performance.now();
    expect(await deliverPushes(t)).toMatchObject({ sent: 0, retried: 1 });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(rows(t)[0]!.lastError).toBe('push service did not answer within 300 ms');
    service.answer(stuck, { status: 201 });
    t.advance(60_000);
    expect((await deliverPushes(t)).sent).toBe(1);
    expect(service.received).toHaveLength(1);
  });

  test('a device moved to another account no longer receives the first user’s pending push', async () => {
    const { t, service, sam } = await setUp();
    const other = await vet(t);
    const shared = await subscribedDevice(service, sam.client);
    service.answer(shared, { status: 500 });
    queue(t, sam.id);
    await deliverPushes(t);
    // The same browser signs in as another vet and subscribes again.
    expect((await other.client.post('/api/push-subscriptions', shared.subscription)).status).toBe(201);
    service.answer(shared, { status: 201 });
    t.advance(60_000);
    expect((await deliverPushes(t)).sent).toBe(1);
    expect(service.received).toHaveLength(0);
  });
});
