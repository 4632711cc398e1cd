// Issue 9's probe findings at the HTTP door: hostile nesting, cross-site requests, non-JSON
// bodies, oversized bodies and the answers an operator expects (Retry-After).
import { describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../testing/harness';
import { registration, signedUp } from '../testing/fixtures';
import { clinicAt, DENVER } from '../testing/marketplace';
import { jsonDepth, MAX_JSON_DEPTH } from './json-body';

const NESTED = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;

function counts(t: TestApp) {
  return t.deps.db.$client
    .query<Record<string, number>, []>(
      `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM sessions) AS sessions,
              (SELECT count(*) FROM clinic_profiles) AS clinics,
              (SELECT group_concat(status || cancel_at_period_end) FROM subscriptions) AS subscriptions`,
    )
    .get()!;
}

describe('JSON nesting', () => {
  test('depth is measured in one pass, ignoring brackets inside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[["}]}')).toBe(3);
    expect(jsonDepth('"\\"[[["')).toBe(0);
    expect(jsonDepth(NESTED)).toBe(MAX_JSON_DEPTH + 1);
  });

  test('a 50,000-deep body is a fast 400 while another request is answered at once', async () => {
    const t = createTestApp();
    const started = performance.now();
    const [nested, config] = await Promise.all([
      t.client().post('/api/login', NESTED, { 'content-length': String(NESTED.length) }),
      t.client().get('/api/config'),
    ]);
    expect(performance.now() - started).toBeLessThan(200);
    expect(nested.status).toBe(400);
    expect(nested.body).toEqual({ message: 'The request body is nested too deeply', code: 'JSON_TOO_DEEP' });
    expect(config.status).toBe(200);
  });

  test('33 levels are refused, 32 pass on to validation', async () => {
    const t = createTestApp();
    const wrap = (depth: number) => `{"email":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    expect((await t.client().post('/api/login', wrap(MAX_JSON_DEPTH + 1))).body.code).toBe('JSON_TOO_DEEP');
    expect((await t.client().post('/api/login', wrap(MAX_JSON_DEPTH))).body.code).toBe('VALIDATION');
  });

  test('malformed JSON is a 400 naming it', async () => {
    const t = createTestApp();
    const response = await t.client().post('/api/login', '{"email":');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('INVALID_JSON');
  });
});

describe('cross-site requests', () => {
  const EVIL = { origin: 'https://evil.example' };
  const form = (fields: Record<string, string>) => ({
    'content-type': 'application/x-www-form-urlencoded',
    'content-length': '10',
    ...EVIL,
    body: new URLSearchParams(fields).toString(),
  });

  async function formPost(_t: TestApp, client: ReturnType<TestApp['client']>, path: string, fields: Record<string, string>) {
    const { body, ...headers } = form(fields);
    return client.request('POST', path, body, headers);
  }

  test('a form post from another site cannot cancel a subscription', async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, DENVER, 'Larimer Vets');
    const before = counts(t);
    const response = await formPost(t, clinic, '/api/cancel-subscription', {});
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('CROSS_ORIGIN');
    expect(counts(t)).toEqual(before);
  });

  test('a JSON post from another site cannot create a profile', async () => {
    const t = createTestApp();
    const clinic = await signedUp(t, { userType: 'clinic' });
    const before = counts(t);
    const response = await clinic.post('/api/clinic-profiles', { clinicName: 'Evil Vets', ...DENVER }, EVIL);
    expect(response.status).toBe(403);
    expect(counts(t)).toEqual(before);
  });

  test('login CSRF: another site cannot sign a victim into its account', async () => {
    const t = createTestApp();
    await signedUp(t, { email: 'attacker@example.com' });
    const victim = t.client();
    const response = await victim.post('/api/login', { email: 'attacker@example.com', password: registration().password }, EVIL);
    expect(response.status).toBe(403);
    expect(victim.cookies.size).toBe(0);
  });

  test('a Referer from another site counts when Origin is missing', async () => {
    const t = createTestApp();
    const response = await t.client().post('/api/forgot-password', { email: 'ann@example.com' }, { referer: 'https://evil.example/page' });
    expect(response.status).toBe(403);
  });

  test.each([
    ['localhost', 'http://localhost', 'http://localhost'],
    ['127.0.0.1', 'http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
  ])('the app at %s accepts its own origin', async (_, base, origin) => {
    const t = createTestApp();
    const response = await t.app.handle(
      new Request(`${base}/api/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: '{"email":"a@example.com"}',
      }),
    );
    expect(response.status).toBe(200);
  });

  test("PUBLIC_URL is the app's origin too (behind a reverse proxy)", async () => {
    const t = createTestApp({ PUBLIC_URL: 'https://relief.example.com' });
    const ok = await t.client().post('/api/forgot-password', { email: 'a@example.com' }, { origin: 'https://relief.example.com' });
    const evil = await t.client().post('/api/forgot-password', { email: 'a@example.com' }, EVIL);
    expect([ok.status, evil.status]).toEqual([200, 403]);
  });

  test('a script without Origin or Referer is not a browser and passes', async () => {
    const t = createTestApp();
    expect((await t.client().post('/api/register', registration())).status).toBe(201);
  });

  test('the Stripe webhook is exempt from both checks (it is signed instead)', async () => {
    const t = createTestApp();
    const response = await t
      .client()
      .request('POST', '/api/stripe/webhook', undefined, { 'content-type': 'text/plain', 'content-length': '0', origin: 'https://stripe.com' });
    expect([403, 415]).not.toContain(response.status);
  });

  test.each([
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['text/plain', 'text/plain'],
  ])('%s body on a state-changing call is a 415 and changes nothing', async (_, type) => {
    const t = createTestApp();
    const before = counts(t);
    const response = await t.app.handle(
      new Request('http://localhost/api/register', { method: 'POST', headers: { 'content-type': type }, body: 'email=a%40example.com&password=secret12' }),
    );
    expect(response.status).toBe(415);
    expect(((await response.json()) as { code: string }).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(counts(t)).toEqual(before);
  });

  test('GET /api/logout from another site keeps the session; from the app it ends it', async () => {
    const t = createTestApp();
    const client = await signedUp(t);
    const crossSite = await client.get('/api/logout', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' });
    expect(crossSite.status).toBe(302);
    expect(counts(t).sessions).toBe(1);
    const noFetchMetadata = await client.get('/api/logout', { referer: 'https://evil.example/' });
    expect(noFetchMetadata.status).toBe(302);
    expect(counts(t).sessions).toBe(1);
    await client.get('/api/logout', { referer: 'http://localhost/dashboard' });
    expect(counts(t).sessions).toBe(0);
  });
});

describe('answers an operator expects', () => {
  test('a body over 1 MB is a 413 with the security headers', async () => {
    const t = createTestApp();
    const size = 1024 * 1024 + 1;
    const response = await t.client().post('/api/login', 'x'.repeat(size), { 'content-length': String(size) });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  test('a 429 says when to come back', async () => {
    const t = createTestApp();
    const client = t.client();
    for (let i = 0; i < t.deps.config.RATE_LIMIT_PER_IP; i++) await client.post('/api/forgot-password', { email: `x${i}@example.com` });
    const limited = await client.post('/api/forgot-password', { email: 'last@example.com' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.code).toBe('RATE_LIMITED');
  });
});
