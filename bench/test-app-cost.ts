// Where a test app's CPU goes: the pieces of createTestApp (src/server/testing/harness.ts) timed
// over N builds in one process, each app's database and statements freed before the next, as the
// test scope (src/server/testing/test-scope.ts) does, and without Elysia's garbage collection on
// composing each app, as the test preload (src/server/testing/unforced-gc.ts) does; `--elysia-gc`
// keeps that collection, to see what it costs.
// `bun bench/test-app-cost.ts [--apps 200] [--elysia-gc]`
import { parseArgs } from 'node:util';
import { createApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { consoleLogger, type AppDeps } from '../src/server/context';
import { databaseFrom, openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { createExportBudget } from '../src/server/data-export/budget';
import { linkSigningKey } from '../src/server/email/link-signing-key';
import { createEventBus } from '../src/server/events/bus';
import { ensureGazetteer } from '../src/server/geo/gazetteer';
import { createRateLimiter } from '../src/server/http/rate-limit';
import { createSendLimits } from '../src/server/messages/send-limits';
import { createPushSender } from '../src/server/push/sender';
import webPush from 'web-push';
import { closeAfterTest, testEnds, testStarts } from '../src/server/testing/test-scope';
import { skipUnforcedCollections } from '../src/server/testing/unforced-gc';

const { values } = parseArgs({ options: { apps: { type: 'string', default: '200' }, 'elysia-gc': { type: 'boolean', default: false } } });
const apps = Number(values.apps);
if (!values['elysia-gc']) skipUnforcedCollections();

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const totals = new Map<string, number>();
function timed<T>(label: string, run: () => T): T {
  const start = cpuMs();
  const result = run();
  totals.set(label, (totals.get(label) ?? 0) + cpuMs() - start);
  return result;
}
async function timedAsync<T>(label: string, run: () => Promise<T>): Promise<T> {
  const start = cpuMs();
  const result = await run();
  totals.set(label, (totals.get(label) ?? 0) + cpuMs() - start);
  return result;
}

const t0 = cpuMs();
const template = await (async () => {
  const db = openDatabase(':memory:');
  migrate(db.$client);
  await ensureGazetteer(db);
  const bytes = db.$client.serialize();
  db.$client.close();
  return bytes;
})();
console.log(`template: ${(cpuMs() - t0).toFixed(0)} ms CPU once, ${(template.byteLength / 1e6).toFixed(1)} MB`);

const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:support@localhost' };
const wallStart = performance.now();
const cpuStart = cpuMs();
for (let i = 0; i < apps; i++) {
  const config = timed('config', () => testConfig({}));
  testStarts();
  const db = timed('database copy (deserialize + pragmas)', () => databaseFrom(template));
  closeAfterTest(db.$client);
  const now = Date.parse('2026-11-22T12:00:00Z');
  const deps: AppDeps = timed('deps (limiters, bus, link key, push)', () => ({
    config,
    db,
    clock: () => now,
    limiter: createRateLimiter(config.RATE_LIMIT_WINDOW_SECONDS * 1000, () => now),
    sendLimits: createSendLimits(config, () => now),
    exportBudget: createExportBudget(() => now),
    log: consoleLogger(true),
    events: createEventBus(consoleLogger(true)),
    sessionSecret: config.SESSION_SECRET!,
    linkKey: linkSigningKey(db),
    stripe: undefined,
    push: createPushSender(vapid),
    liveSockets: new Map(),
  }));
  const app = timed('createApp (route setup)', () => createApp(deps));
  await timedAsync('first request (GET /api/config: compile)', () => app.handle(new Request('http://localhost/api/config')).then((r) => r.text()));
  await timedAsync('second request (GET /api/config)', () => app.handle(new Request('http://localhost/api/config')).then((r) => r.text()));
  await timedAsync('first request to another route (GET /api/auth/user)', () =>
    app.handle(new Request('http://localhost/api/auth/user')).then((r) => r.text()),
  );
  timed('close database and its statements', testEnds);
}
const cpuTotal = cpuMs() - cpuStart;
console.log(
  `${apps} apps: ${(performance.now() - wallStart).toFixed(0)} ms wall, ${cpuTotal.toFixed(0)} ms CPU, ${(cpuTotal / apps).toFixed(1)} ms CPU per app`,
);
for (const [label, ms] of totals) console.log(`  ${label.padEnd(56)} ${(ms / apps).toFixed(2)} ms/app`);
