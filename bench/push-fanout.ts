// Push fan-out: 2,000 vets who match one new shift, each with a subscribed device, and the time
// from the shift's post to the 2,000th push accepted by a local push service — which checks every
// push's VAPID JWT and decrypts its aes128gcm payload, as in the tests. The service runs in its own
// process (its checking does not slow the sender's clock). The floor, same run: 2,000 plain HTTPS
// POSTs of the same size to the same service, at the same concurrency, answered at once.
// Bounded: 2,000 vets (--vets), 127.0.0.1 only, and a 120 s limit on the delivery.
// Run: bun bench/push-fanout.ts [--vets 2000]
import { FANOUT_SETTLE_MS } from '../src/server/alerts/fanout';
import { createJobRunner } from '../src/server/jobs/runner';
import { fetchPushTransport } from '../src/server/push/transport';
import { PUSH_SERVICE_CERT, startFakePushService } from '../src/server/testing/fakes/fake-push-service';
import { createTestApp } from '../src/server/testing/harness';
import { BOULDER, clinic, postShift, vet } from '../src/server/testing/marketplace';

// The push service's process: the fake service, and a control port the bench asks for devices and counts.
if (process.argv[2] === '--service') {
  const service = startFakePushService();
  const control = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      if (url.pathname === '/device') return Response.json(service.device().subscription);
      if (url.pathname === '/trust') {
        service.trust(await request.text());
        return new Response('ok');
      }
      return Response.json({ received: service.received.length, refused: service.refused.length });
    },
  });
  process.stdout.write(`${service.origin} http://127.0.0.1:${control.port}\n`);
  await new Promise(() => {});
}

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1]! : fallback;
};
const VETS = Number(option('vets', '2000'));
const CONCURRENCY = 64;
const LIMIT_MS = 120_000;

const child = Bun.spawn([process.execPath, import.meta.path, '--service'], { stdout: 'pipe', stderr: 'inherit' });
const reader = child.stdout.getReader();
const [origin, controlUrl] = new TextDecoder()
  .decode((await reader.read()).value)
  .trim()
  .split(' ') as [string, string];
const counts = async () => (await (await fetch(`${controlUrl}/count`)).json()) as { received: number; refused: number };

try {
  // Registration limits are per address, and every vet here registers from one.
  const t = createTestApp({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_IP: 1_000_000 });
  t.deps.push.transport = fetchPushTransport({ ca: PUSH_SERVICE_CERT });
  await fetch(`${controlUrl}/trust`, { method: 'POST', body: t.deps.push.vapid.publicKey });

  let started = performance.now();
  const poster = await clinic(t);
  for (let done = 0; done < VETS; done += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, VETS - done) }, async () => {
        const { client } = await vet(t, BOULDER);
        const subscription = await (await fetch(`${controlUrl}/device`)).json();
        const answer = await client.post('/api/push-subscriptions', subscription);
        if (answer.status !== 201) throw new Error(`subscribing: ${answer.status} ${answer.text}`);
      }),
    );
  }
  console.log(`set-up: ${VETS} vets with a device each in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // The push: post → fan-out (after its settling time, skipped on the test clock) → delivery.
  started = performance.now();
  await postShift(poster);
  t.advance(FANOUT_SETTLE_MS);
  const runner = createJobRunner(t.deps);
  await runner.run('alert-fanout');
  const fannedOut = performance.now() - started;
  let delivered = await counts();
  while (delivered.received + delivered.refused < VETS && performance.now() - started < LIMIT_MS) {
    await runner.run('push-delivery');
    delivered = await counts();
  }
  const pushMs = performance.now() - started;

  // The floor: the same number of POSTs of a push's size, to the same service, as fast as it answers.
  const body = new Uint8Array(300);
  const transport = fetchPushTransport({ ca: PUSH_SERVICE_CERT });
  started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < VETS) await transport({ endpoint: `${origin}/floor`, headers: { 'content-type': 'application/octet-stream' }, body }, 10_000);
    }),
  );
  const floorMs = performance.now() - started;

  console.log(`fan-out (matching + ${VETS} outbox rows): ${(fannedOut / 1000).toFixed(2)} s`);
  console.log(`push: ${delivered.received} delivered, ${delivered.refused} refused, post → last push ${(pushMs / 1000).toFixed(2)} s (target < 30 s)`);
  console.log(`floor: ${VETS} plain HTTPS POSTs in ${(floorMs / 1000).toFixed(2)} s; push / floor = ${(pushMs / floorMs).toFixed(1)}×`);
  if (delivered.received !== VETS || delivered.refused > 0) process.exitCode = 1;
} finally {
  child.kill();
}
