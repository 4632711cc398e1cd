// Signing in and out: POST /api/login, /api/simple-login, the session reads, logout, the login
// redirect and GET /api/config (spec 1 §7 "Session and auth").
import { describe, expect, test } from 'bun:test';
import { createTestApp } from '../testing/harness';
import { AUTH_USER_KEYS, PASSWORD, PASSWORD_LEAK, rowCounts, sessionCookie, signedUp, withCookie } from '../testing/fixtures';
import { hashCostOf, hashPassword } from './service';

const LOGIN_PATHS = ['/api/login', '/api/simple-login'] as const;

describe.each(LOGIN_PATHS)('%s', (path) => {
  test('the right credentials answer the user and start a session', async () => {
    const t = createTestApp();
    await signedUp(t);
    const client = t.client();
    const response = await client.post(path, { email: ' ANN@example.com ', password: PASSWORD });

    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(AUTH_USER_KEYS);
    expect(response.body).toMatchObject({ email: 'ann@example.com', firstName: 'Ann', userType: 'clinic' });
    expect(response.text).not.toMatch(PASSWORD_LEAK);
    expect(sessionCookie(client)).toBeString();
    expect((await client.get('/api/auth/user')).body.email).toBe('ann@example.com');
  });

  test('an unknown e-mail and a wrong password get the same 401 and no session', async () => {
    const t = createTestApp();
    await signedUp(t);
    const before = rowCounts(t);
    const unknown = await t.client().post(path, { email: 'nobody@example.com', password: PASSWORD });
    const wrong = await t.client().post(path, { email: 'ann@example.com', password: 'wrong-password' });

    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.text).toBe(unknown.text);
    expect(unknown.headers.get('set-cookie')).toBeNull();
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect(rowCounts(t)).toEqual(before);
  });

  test('malformed JSON is 400 and changes nothing', async () => {
    const t = createTestApp();
    await signedUp(t);
    const before = rowCounts(t);
    const response = await t.client().post(path, '{"email":');
    expect(response.status).toBe(400);
    expect(response.body.message).toBeString();
    expect(rowCounts(t)).toEqual(before);
  });
});

describe('validation', () => {
  test.each([
    ['/api/login', 'no email', { password: PASSWORD }, 'Please enter a valid email'],
    ['/api/login', 'a malformed email', { email: 'ann@', password: PASSWORD }, 'Please enter a valid email'],
    ['/api/login', 'no password', { email: 'ann@example.com' }, 'Password is required'],
    ['/api/login', 'an empty password', { email: 'ann@example.com', password: '' }, 'Password is required'],
    ['/api/simple-login', 'a malformed email', { email: 'ann', password: PASSWORD }, 'Please enter a valid email'],
    ['/api/simple-login', 'no password', { email: 'ann@example.com' }, 'Password is required'],
    ['/api/simple-login', 'an empty password', { email: 'ann@example.com', password: '' }, 'Password is required'],
  ])('%s with %s is 400 "%s" and changes nothing', async (path, _, body, message) => {
    const t = createTestApp();
    await signedUp(t);
    const before = rowCounts(t);
    const response = await t.client().post(path, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, code: 'VALIDATION' });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(rowCounts(t)).toEqual(before);
  });
});

describe('reading the session user', () => {
  test.each(['/api/auth/user', '/api/user'])('GET %s: the signed-in user, or 401 for a visitor', async (path) => {
    const t = createTestApp();
    const visitor = await t.client().get(path);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ message: 'Not authenticated', code: 'UNAUTHENTICATED' });

    const client = await signedUp(t, { userType: 'relief_vet' });
    const response = await client.get(path);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(AUTH_USER_KEYS);
    expect(response.body).toMatchObject({ email: 'ann@example.com', userType: 'relief_vet', profile: null, access: 'profile_required' });
    expect(response.text).not.toMatch(PASSWORD_LEAK);
  });
});

describe('logout', () => {
  test('POST /api/logout deletes the session row and clears the cookie; the old cookie no longer works', async () => {
    const t = createTestApp();
    const client = await signedUp(t);
    const cookie = sessionCookie(client)!;

    const response = await client.post('/api/logout');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^vetrelief\.sid=;.*Max-Age=0/i);
    expect(rowCounts(t).sessions).toBe(0);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await withCookie(t, '/api/auth/user', cookie)).status).toBe(401);
  });

  test('GET /api/logout, followed from the app itself, redirects to / and ends the session', async () => {
    const t = createTestApp();
    const client = await signedUp(t);
    const cookie = sessionCookie(client)!;

    const response = await client.get('/api/logout', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(rowCounts(t).sessions).toBe(0);
    expect((await withCookie(t, '/api/auth/user', cookie)).status).toBe(401);
  });

  test('logging out ends only that session', async () => {
    const t = createTestApp();
    const phone = await signedUp(t);
    const laptop = t.client();
    await laptop.post('/api/login', { email: 'ann@example.com', password: PASSWORD });
    await phone.post('/api/logout');
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
  });

  test('a visitor logging out gets 200', async () => {
    const t = createTestApp();
    expect((await t.client().post('/api/logout')).status).toBe(200);
    expect((await t.client().get('/api/logout')).status).toBe(302);
  });
});

test('GET /api/login redirects to the sign-in screen /login', async () => {
  const t = createTestApp();
  const response = await t.client().get('/api/login');
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe('/login');
});

describe('GET /api/config', () => {
  test.each([
    [
      'defaults',
      {},
      {
        appName: 'VetRelief',
        demoMode: false,
        billing: 'off',
        stripePublishableKey: null,
        operatorName: 'the operator of VetRelief',
        operatorAddress: null,
        supportEmail: 'support@localhost',
        addressLookup: 'offline',
      },
    ],
    [
      'demo mode, a custom name and the operator',
      {
        demoMode: true,
        APP_NAME: 'ReliefHub',
        operatorName: 'Relief Staffing LLC',
        OPERATOR_ADDRESS: '1 Main St, Denver, CO 80202',
        supportEmail: 'help@example.org',
      },
      {
        appName: 'ReliefHub',
        demoMode: true,
        billing: 'off',
        stripePublishableKey: null,
        operatorName: 'Relief Staffing LLC',
        operatorAddress: '1 Main St, Denver, CO 80202',
        supportEmail: 'help@example.org',
        addressLookup: 'offline',
      },
    ],
  ])('answers the public settings (%s) to a visitor', async (_, overrides, expected) => {
    const t = createTestApp(overrides);
    const response = await t.client().get('/api/config');
    expect(response.status).toBe(200);
    // The VAPID public key is the test process's own (checked in push/subscriptions.test.ts).
    expect(response.body).toEqual({ ...expected, vapidPublicKey: t.deps.push.vapid.publicKey });
  });
});

describe('a password shorter than the rule (8), chosen when the rule was 6', () => {
  /** Ann's account with a 6-character password, as registered before issue 19. */
  async function oldAccount() {
    const t = createTestApp();
    await signedUp(t);
    const hash = await hashPassword('abc123', hashCostOf(t.deps.config));
    t.deps.db.$client.query('UPDATE users SET password_hash = ? WHERE email = ?').run(hash, 'ann@example.com');
    return t;
  }
  const flag = (t: ReturnType<typeof createTestApp>) =>
    t.deps.db.$client.query<{ f: number }, []>("SELECT password_change_required AS f FROM users WHERE email = 'ann@example.com'").get()!.f;

  test.each(LOGIN_PATHS)('%s: still signs in, and the account is asked to change it', async (path) => {
    const t = await oldAccount();
    expect(flag(t)).toBe(0);
    const client = t.client();
    const response = await client.post(path, { email: 'ann@example.com', password: 'abc123' });
    expect(response.status).toBe(200);
    expect(response.body.passwordChangeRequired).toBe(true);
    expect(flag(t)).toBe(1);
    expect((await client.get('/api/auth/user')).body.passwordChangeRequired).toBe(true);
  });

  test('a wrong short password is refused like any other and sets no flag', async () => {
    const t = await oldAccount();
    expect((await t.client().post('/api/login', { email: 'ann@example.com', password: 'abc' })).status).toBe(401);
    expect(flag(t)).toBe(0);
  });

  test('a password of 8 or more sets no flag', async () => {
    const t = createTestApp();
    await signedUp(t);
    const response = await t.client().post('/api/login', { email: 'ann@example.com', password: PASSWORD });
    expect(response.body.passwordChangeRequired).toBe(false);
    expect(flag(t)).toBe(0);
  });
});
