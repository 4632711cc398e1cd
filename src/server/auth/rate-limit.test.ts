// Attempt limits on the credential calls: per e-mail and per client address per endpoint,
// 429 with a message saying when to retry, a window that resets, limits from config.
import { describe, expect, test } from 'bun:test';
import type { Config } from '../config';
import { createTestApp, type TestApp } from '../testing/harness';
import { PASSWORD, registration, signedUp } from '../testing/fixtures';

const TOO_MANY = /^Too many attempts\. Please wait \d+ seconds and try again\.$/;

function limitedApp(overrides: Partial<Config>) {
  return createTestApp({ TRUST_PROXY: 1, RATE_LIMIT_PER_EMAIL: 100, RATE_LIMIT_PER_IP: 100, ...overrides });
}

function from(t: TestApp, ip: string, path: string, body: unknown) {
  return t.client().post(path, body, { 'x-forwarded-for': ip });
}

/** Each limited call with a body that names an e-mail (a different one per `n` when asked). */
// Sign-in counts failures instead, per e-mail and address (below).
const EMAIL_CALLS: [string, (email: string) => unknown][] = [
  ['/api/register', (email) => registration({ email })],
  ['/api/simple-register', (email) => registration({ email })],
  ['/api/forgot-password', (email) => ({ email })],
];

describe('per e-mail (RATE_LIMIT_PER_EMAIL=3)', () => {
  test.each(EMAIL_CALLS)('%s: the 4th attempt for one e-mail is 429, from any address and in any letter case', async (path, body) => {
    const t = limitedApp({ RATE_LIMIT_PER_EMAIL: 3 });
    const spellings = ['ann@example.com', 'ANN@example.com', ' Ann@Example.com '];
    for (const [i, email] of spellings.entries()) {
      expect((await from(t, `203.0.113.${i + 1}`, path, body(email))).status).not.toBe(429);
    }
    const blocked = await from(t, '203.0.113.9', path, body('ann@example.com'));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: expect.stringMatching(TOO_MANY), code: 'RATE_LIMITED' });
    // Another e-mail from an address already used is still served.
    expect((await from(t, '203.0.113.1', path, body('bob@example.com'))).status).not.toBe(429);
  });
});

// Issue 9, defect 5: ten wrong passwords used to lock the real user out from everywhere.
describe('sign-in failures (RATE_LIMIT_PER_EMAIL=3)', () => {
  const wrong = { email: 'ann@example.com', password: 'wrong-password' };
  const right = { email: 'ann@example.com', password: PASSWORD };

  async function guessedAt(ip: string) {
    const t = limitedApp({ RATE_LIMIT_PER_EMAIL: 3 });
    await signedUp(t);
    for (let i = 0; i < 3; i++) expect((await from(t, ip, '/api/login', wrong)).status).toBe(401);
    return t;
  }

  test('the guessing address is refused, even with the right password, until the window passes', async () => {
    const t = await guessedAt('198.51.100.1');
    const blocked = await from(t, '198.51.100.1', '/api/login', right);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: expect.stringMatching(TOO_MANY), code: 'RATE_LIMITED' });
    t.advance(61 * 1000);
    expect((await from(t, '198.51.100.1', '/api/login', right)).status).toBe(200);
  });

  test('the owner with the right password from another address gets in, and that clears the count', async () => {
    const t = await guessedAt('198.51.100.1');
    expect((await from(t, '203.0.113.7', '/api/login', right)).status).toBe(200);
    expect((await from(t, '198.51.100.1', '/api/login', right)).status).toBe(200);
  });

  test('a wrong password from a clean address still counts, and that address is refused next', async () => {
    const t = await guessedAt('198.51.100.1');
    expect((await from(t, '203.0.113.7', '/api/login', wrong)).status).toBe(401);
    expect((await from(t, '203.0.113.7', '/api/login', right)).status).toBe(429);
  });

  test('guesses spread over many addresses get one try per address once the budget is spent', async () => {
    const t = await guessedAt('198.51.100.1');
    for (let i = 2; i < 6; i++) {
      const ip = `198.51.100.${i}`;
      expect((await from(t, ip, '/api/login', wrong)).status).toBe(401);
      expect((await from(t, ip, '/api/login', wrong)).status).toBe(429);
    }
  });

  test('/api/login and /api/simple-login share one budget per e-mail', async () => {
    const t = limitedApp({ RATE_LIMIT_PER_EMAIL: 3 });
    for (const path of ['/api/login', '/api/simple-login', '/api/login']) expect((await from(t, '192.0.2.1', path, wrong)).status).toBe(401);
    expect((await from(t, '192.0.2.1', '/api/simple-login', wrong)).status).toBe(429);
  });
});

/** Each limited call with a valid body, made different per attempt so no e-mail limit applies. */
const IP_CALLS: [string, (n: number) => unknown][] = [
  ['/api/login', (n) => ({ email: `user${n}@example.com`, password: 'wrong-password' })],
  ['/api/simple-login', (n) => ({ email: `user${n}@example.com`, password: 'wrong-password' })],
  ['/api/register', (n) => registration({ email: `user${n}@example.com` })],
  ['/api/simple-register', (n) => registration({ email: `user${n}@example.com` })],
  ['/api/forgot-password', (n) => ({ email: `user${n}@example.com` })],
  ['/api/reset-password', (n) => ({ token: `unknown-token-${n}`, newPassword: 'new-password' })],
];

describe('per client address per endpoint (RATE_LIMIT_PER_IP=3, TRUST_PROXY=1)', () => {
  test.each(IP_CALLS)('%s: the 4th call from one address is 429; other addresses and other endpoints are served', async (path, body) => {
    const t = limitedApp({ RATE_LIMIT_PER_IP: 3 });
    for (let n = 1; n <= 3; n++) expect((await from(t, '203.0.113.7', path, body(n))).status).not.toBe(429);
    const blocked = await from(t, '203.0.113.7', path, body(4));
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(TOO_MANY);

    expect((await from(t, '203.0.113.8', path, body(5))).status).not.toBe(429);
    const other = path === '/api/forgot-password' ? '/api/login' : '/api/forgot-password';
    const otherBody = other === '/api/login' ? { email: 'zed@example.com', password: 'wrong-password' } : { email: 'zed@example.com' };
    expect((await from(t, '203.0.113.7', other, otherBody)).status).not.toBe(429);
  });

  test('the right-most X-Forwarded-For entry (the one the proxy appended) is the client; what the client wrote before it is not', async () => {
    const t = limitedApp({ RATE_LIMIT_PER_IP: 1 });
    expect((await from(t, '10.0.0.1, 203.0.113.7', '/api/forgot-password', { email: 'a@example.com' })).status).toBe(200);
    expect((await from(t, '10.0.0.2, 203.0.113.7', '/api/forgot-password', { email: 'b@example.com' })).status).toBe(429);
    expect((await from(t, '203.0.113.7, 10.0.0.1', '/api/forgot-password', { email: 'c@example.com' })).status).toBe(200);
  });

  test('without TRUST_PROXY a forged X-Forwarded-For does not buy more attempts', async () => {
    const t = limitedApp({ TRUST_PROXY: 0, RATE_LIMIT_PER_IP: 2 });
    for (const ip of ['203.0.113.1', '203.0.113.2']) expect((await from(t, ip, '/api/forgot-password', { email: `${ip}@example.com` })).status).toBe(200);
    expect((await from(t, '203.0.113.3', '/api/forgot-password', { email: 'x@example.com' })).status).toBe(429);
  });
});

describe('the window', () => {
  test.each([
    [60, 59, 61],
    [10, 9, 11],
  ])('with RATE_LIMIT_WINDOW_SECONDS=%p: still 429 after %p s, served again after %p s', async (window, stillBlocked, served) => {
    const t = limitedApp({ RATE_LIMIT_PER_IP: 1, RATE_LIMIT_WINDOW_SECONDS: window });
    const call = () => from(t, '203.0.113.7', '/api/forgot-password', { email: 'ann@example.com' });
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(429);
    t.advance(stillBlocked * 1000);
    expect((await call()).status).toBe(429);
    t.advance((served - stillBlocked) * 1000);
    expect((await call()).status).toBe(200);
  });

  test('the 429 message counts down the seconds left', async () => {
    const t = limitedApp({ RATE_LIMIT_PER_IP: 1, RATE_LIMIT_WINDOW_SECONDS: 60 });
    const call = () => from(t, '203.0.113.7', '/api/forgot-password', { email: 'ann@example.com' });
    await call();
    t.advance(45 * 1000);
    expect((await call()).body.message).toBe('Too many attempts. Please wait 15 seconds and try again.');
  });
});

describe('limits come from config', () => {
  test.each([
    [1, 1],
    [2, 2],
    [4, 4],
  ])('RATE_LIMIT_PER_EMAIL=%p allows %p attempts per e-mail', async (limit, allowed) => {
    const t = limitedApp({ RATE_LIMIT_PER_EMAIL: limit });
    for (let i = 0; i < allowed; i++) expect((await from(t, `203.0.113.${i}`, '/api/forgot-password', { email: 'ann@example.com' })).status).toBe(200);
    expect((await from(t, '203.0.113.99', '/api/forgot-password', { email: 'ann@example.com' })).status).toBe(429);
  });

  test.each([
    [1, 1],
    [5, 5],
  ])('RATE_LIMIT_PER_IP=%p allows %p calls per address', async (limit, allowed) => {
    const t = limitedApp({ RATE_LIMIT_PER_IP: limit });
    for (let i = 0; i < allowed; i++) expect((await from(t, '203.0.113.7', '/api/forgot-password', { email: `u${i}@example.com` })).status).toBe(200);
    expect((await from(t, '203.0.113.7', '/api/forgot-password', { email: 'last@example.com' })).status).toBe(429);
  });
});

test('invalid bodies are refused before they count', async () => {
  const t = limitedApp({ RATE_LIMIT_PER_IP: 1 });
  for (let i = 0; i < 3; i++) expect((await from(t, '203.0.113.7', '/api/forgot-password', { email: 'not-an-email' })).status).toBe(400);
  expect((await from(t, '203.0.113.7', '/api/forgot-password', { email: 'ann@example.com' })).status).toBe(200);
});
