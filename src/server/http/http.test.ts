// What every response shares: JSON 404s under /api, the SPA page elsewhere, the security
// headers on all of them, and never a 500 whatever a client sends.
import { describe, expect, test } from 'bun:test';
import { createTestApp } from '../testing/harness';
import { registration, signedUp } from '../testing/fixtures';

describe('unknown paths', () => {
  test.each([
    ['GET', '/api/whatever'],
    ['POST', '/api/whatever'],
    ['PUT', '/api/auth/whatever'],
    ['DELETE', '/api/whatever/1'],
    ['GET', '/api'],
    ['GET', '/API/Whatever'],
  ])('%s %s is a JSON 404 {message}', async (method, path) => {
    const t = createTestApp();
    const response = await t.client().request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toStartWith('application/json');
    expect(response.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  test.each(['/browse', '/', '/login', '/reset-password?token=abc', '/some/deep/link'])('GET %s answers the web page (200 HTML)', async (path) => {
    const t = createTestApp();
    const response = await t.client().get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toStartWith('text/html');
    expect(response.text).toContain('<!doctype html>');
  });
});

describe('security headers', () => {
  const responses: [string, (t: ReturnType<typeof createTestApp>) => Promise<{ status: number; headers: Headers }>][] = [
    ['an API answer (200)', (t) => t.client().get('/api/config')],
    ['a signed-out read (401)', (t) => t.client().get('/api/auth/user')],
    ['a validation error (400)', (t) => t.client().post('/api/login', { email: 'nope' })],
    ['malformed JSON (400)', (t) => t.client().post('/api/login', '{')],
    ['an unknown API path (404)', (t) => t.client().post('/api/whatever', {})],
    ['a redirect (302)', (t) => t.client().get('/api/login')],
    ['a body over the limit (413)', (t) => t.client().post('/api/login', 'x'.repeat(1024 * 1024 + 1), { 'content-length': String(1024 * 1024 + 1) })],
    ['an unsupported body (415)', (t) => t.client().request('POST', '/api/login', undefined, { 'content-type': 'text/plain', 'content-length': '3' })],
    [
      'a rate-limited attempt (429)',
      async (t) => {
        const client = t.client();
        for (let i = 0; i < t.deps.config.RATE_LIMIT_PER_IP; i++) await client.post('/api/forgot-password', { email: `x${i}@example.com` });
        return client.post('/api/forgot-password', { email: 'last@example.com' });
      },
    ],
  ];

  test.each(responses)('are on %s, with the API policy and no caching', async (_, call) => {
    const t = createTestApp();
    const { headers } = await call(t);
    expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
  });

  test('the HTML page carries the full policy (Stripe allowed), not the API one', async () => {
    const t = createTestApp();
    const { headers } = await t.client().get('/browse');
    const csp = headers.get('content-security-policy');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://js.stripe.com');
    expect(csp).toContain("default-src 'self'");
    expect(headers.get('cache-control')).not.toBe('no-store');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
  });

  test('are on a sign-up that sets a cookie', async () => {
    const t = createTestApp();
    const response = await t.client().post('/api/register', registration());
    expect(response.headers.get('set-cookie')).toBeString();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test.each([
    [true, 'max-age=31536000; includeSubDomains'],
    [false, null],
  ])('Strict-Transport-Security only when served over https (secureCookies=%p)', async (secureCookies, expected) => {
    const t = createTestApp({ secureCookies });
    expect((await t.client().get('/api/config')).headers.get('strict-transport-security')).toBe(expected);
  });
});

describe('odd bodies never cause a 500', () => {
  const huge = 'x'.repeat(10_000);
  const ODD_BODIES: [string, string][] = [
    ['no body', ''],
    ['an empty object', '{}'],
    ['an array', '[]'],
    ['an array of a valid-looking object', '[{"email":"ann@example.com","password":"secret12"}]'],
    ['a number', '42'],
    ['null', 'null'],
    ['true', 'true'],
    ['a JSON string', '"ann@example.com"'],
    ['broken JSON', '{"email": "ann@example.com",'],
    ['a 10k-character non-JSON string', huge],
    ['a 10k-character JSON string', JSON.stringify(huge)],
    [
      'every field 10k characters',
      JSON.stringify({
        email: `${huge}@example.com`,
        password: huge,
        firstName: huge,
        lastName: huge,
        userType: huge,
        referralCode: huge,
        token: huge,
        newPassword: huge,
      }),
    ],
    [
      'an e-mail with a 10k-character domain',
      JSON.stringify({
        email: `ann@${huge}.com`,
        password: 'secret12',
        firstName: 'A',
        lastName: 'L',
        userType: 'clinic',
        token: 't',
        newPassword: 'new-password',
      }),
    ],
    [
      'wrong types in every field',
      JSON.stringify({ email: 1, password: true, firstName: [], lastName: {}, userType: 5, referralCode: 12, token: 7, newPassword: null }),
    ],
    ['objects where strings go', JSON.stringify({ email: { $ne: null }, password: { $gt: '' }, token: { $ne: '' }, newPassword: ['a', 'b'] })],
    ['nulls in every field', JSON.stringify({ email: null, password: null, firstName: null, lastName: null, userType: null, token: null, newPassword: null })],
    ['fields only under __proto__', '{"__proto__": {"email": "ann@example.com", "password": "secret12", "token": "t", "newPassword": "new-password"}}'],
    ['deeply nested arrays', `${'['.repeat(2000)}${']'.repeat(2000)}`],
  ];

  /** Calls that validate a body: every odd body is a 400. */
  const VALIDATED = ['/api/login', '/api/simple-login', '/api/register', '/api/simple-register', '/api/forgot-password', '/api/reset-password'];
  /** Calls that take no body: they ignore it, and still never fail on it. */
  const BODYLESS = ['/api/logout', '/api/dev-clinic-login', '/api/dev-vet-login'];

  const post = async (t: ReturnType<typeof createTestApp>, path: string, body: string) => {
    const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.1' };
    if (body) headers['content-type'] = 'application/json';
    const response = await t.app.handle(new Request(`http://localhost${path}`, { method: 'POST', headers, body: body || undefined }));
    return { status: response.status, body: (await response.json()) as { message?: unknown } };
  };

  test.each(VALIDATED)('POST %s answers 400 with a message to each', async (path) => {
    const t = createTestApp({ demoMode: true });
    await signedUp(t);
    const before = t.deps.db.$client
      .query<{ n: number }, []>('SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM sessions) + (SELECT count(*) FROM email_outbox) AS n')
      .get()!.n;
    for (const [name, body] of ODD_BODIES) {
      const response = await post(t, path, body);
      expect({ name, status: response.status }).toEqual({ name, status: 400 });
      expect(response.body.message).toBeString();
    }
    const after = t.deps.db.$client
      .query<{ n: number }, []>('SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM sessions) + (SELECT count(*) FROM email_outbox) AS n')
      .get()!.n;
    expect(after).toBe(before);
  });

  test.each(BODYLESS)('POST %s never answers 5xx to any of them', async (path) => {
    const t = createTestApp({ demoMode: true });
    for (const [name, body] of ODD_BODIES) {
      const response = await post(t, path, body);
      expect({ name, status: response.status < 500 }).toEqual({ name, status: true });
    }
  });

  test('a text/plain body on a JSON call is a 415', async () => {
    const t = createTestApp();
    const response = await t.app.handle(
      new Request('http://localhost/api/login', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'email=ann@example.com&password=secret12' }),
    );
    expect(response.status).toBe(415);
    expect(((await response.json()) as { code: string }).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
