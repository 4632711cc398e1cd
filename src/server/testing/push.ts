// Test support for push: a local push service (fakes/fake-push-service.ts) the test app's sender
// trusts, devices subscribed through the API, and the push-delivery job run on demand.
import { createJobRunner } from '../jobs/runner';
import { fetchPushTransport } from '../push/transport';
import { type FakeDevice, type FakePushService, PUSH_SERVICE_CERT, startFakePushService } from './fakes/fake-push-service';
import { ok } from './expect-ok';
import type { TestApp, TestClient } from './harness';

const running: FakePushService[] = [];

/** Stops the push services the test started: call it in the test file's afterEach. */
export function stopPushServices(): void {
  for (const service of running.splice(0)) service.stop();
}

/** Starts a local push service for this test and points the app's sender at it. */
export async function pushServiceFor(t: TestApp, timeoutMs = 2000): Promise<FakePushService> {
  const service = startFakePushService();
  running.push(service);
  t.deps.push.transport = fetchPushTransport({ ca: PUSH_SERVICE_CERT });
  t.deps.push.timeoutMs = timeoutMs;
  // The key checked is the one the app serves to browsers.
  service.trust(ok(await t.client().get('/api/config'), 'reading the config').body.vapidPublicKey);
  return service;
}

/** A new device of the signed-in user, subscribed through POST /api/push-subscriptions. */
export async function subscribedDevice(service: FakePushService, client: TestClient): Promise<FakeDevice> {
  const device = service.device();
  ok(await client.post('/api/push-subscriptions', device.subscription), 'subscribing a device');
  return device;
}

/** Runs the push-delivery job once, as the runner would; answers its summary. */
export async function deliverPushes(t: TestApp) {
  return (await createJobRunner(t.deps).run('push-delivery')) as { sent: number; retried: number; failed: number; gone: number };
}
