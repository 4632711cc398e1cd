// API test harness: a fresh migrated in-memory database per app, a movable clock, and a tiny
// client that keeps the session cookie like a browser would.
import { createApp } from '../app';
import { createStripe } from '../billing/stripe-client';
import { testConfig, type Config } from '../config';
import { consoleLogger, type AppDeps } from '../context';
import { databaseFrom } from '../db/client';
import { createRateLimiter } from '../http/rate-limit';
import { createEventBus } from '../events/bus';
import { linkSigningKey } from '../email/link-signing-key';
import { createSendLimits } from '../messages/send-limits';
import { createExportBudget } from '../data-export/budget';
import { createPushSender } from '../push/sender';
import webPush from 'web-push';
import { templateBytes } from './template';
import { closeAfterTest } from './test-scope';

/**
 * One migrated database with the ZIP gazetteer loaded, read once per test process (template.ts)
 * and copied into every test app: migrating and loading 42,000 ZIP codes per test was most of
 * the suite's time.
 */
const TEMPLATE = await templateBytes();

/** One VAPID pair per test process, as an installation makes one on its first start. */
const VAPID = { ...webPush.generateVAPIDKeys(), subject: 'mailto:support@localhost' };

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  /** Moves the clock forward. */
  advance(ms: number): void;
  client(): TestClient;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export interface TestClient {
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  get(path: string, headers?: Record<string, string>): Promise<TestResponse>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  /** The cookies this client holds, name → value. */
  cookies: Map<string, string>;
}

export function createTestApp(overrides: Partial<Config> = {}): TestApp {
  return createTestAppWith(overrides, undefined);
}

/** A test app whose deps carry a Stripe client (see createStripeTestApp). */
function createTestAppWith(overrides: Partial<Config>, stripe: AppDeps['stripe']): TestApp {
  const config = testConfig(overrides);
  const db = databaseFrom(TEMPLATE);
  closeAfterTest(db.$client);
  let now = Date.parse('2026-11-22T12:00:00Z');
  const deps: AppDeps = {
    config,
    db,
    clock: () => now,
    limiter: createRateLimiter(config.RATE_LIMIT_WINDOW_SECONDS * 1000, () => now),
    sendLimits: createSendLimits(config, () => now),
    exportBudget: createExportBudget(() => now),
    log: consoleLogger(true),
    events: createEventBus(consoleLogger(true)),
    sessionSecret: config.SESSION_SECRET!,
    // Each test database makes its own, as each installation's does on its first start.
    linkKey: linkSigningKey(db),
    stripe,
    push: createPushSender(VAPID),
    liveSockets: new Map(),
  };
  const app = createApp(deps);

  function client(): TestClient {
    const cookies = new Map<string, string>();
    async function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestResponse> {
      const init: RequestInit = { method, headers: { ...headers } };
      if (body !== undefined) {
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
      }
      if (cookies.size) (init.headers as Record<string, string>).cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const response = await app.handle(new Request(`http://localhost${path}`, init));
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = pair!.split('=');
        const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(line);
        if (expired || value.join('=') === '') cookies.delete(name!.trim());
        else cookies.set(name!.trim(), value.join('='));
      }
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {}
      return { status: response.status, headers: response.headers, body: parsed, text };
    }
    return {
      request,
      get: (path, headers) => request('GET', path, undefined, headers),
      post: (path, body, headers) => request('POST', path, body, headers),
      cookies,
    };
  }

  return { app, deps, advance: (ms) => void (now += ms), client };
}

/** createTestApp for configs that may turn Stripe on (the SDK is loaded asynchronously). */
export async function createStripeTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  return createTestAppWith(overrides, await createStripe(testConfig(overrides)));
}
