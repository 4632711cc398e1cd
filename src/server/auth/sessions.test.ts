// Server-side sessions: the cookie's attributes, 30-day sliding expiry, rotation on sign-in,
// signature checks and the clean-up job.
import { describe, expect, test } from 'bun:test';
import { SESSION_LIFETIME_MS } from '../../shared/constants';
import { loadConfig } from '../config';
import { createJobRunner } from '../jobs/runner';
import { createTestApp } from '../testing/harness';
import { PASSWORD, registration, rowCounts, sessionCookie, signedUp, withCookie } from '../testing/fixtures';
import { cookieValue } from './sessions';
import { LIVE_COOKIE } from '../../shared/live-cookie';
import { DAY_MS } from '../../shared/time';

function attributes(setCookie: string | null): string[] {
  return (setCookie ?? '')
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());
}

describe('the session cookie', () => {
  test('is HttpOnly, SameSite=Lax, path /, expires in 30 days, and not Secure over plain http', async () => {
    const t = createTestApp();
    const client = t.client();
    const response = await client.post('/api/register', registration());
    const setCookie = response.headers.get('set-cookie');
    expect(setCookie).toStartWith('vetrelief.sid=');
    const attrs = attributes(setCookie);
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).toContain('path=/');
    expect(attrs).not.toContain('secure');
    const expires = attrs.find((attr) => attr.startsWith('expires='))!.slice('expires='.length);
    expect(Math.abs(Date.parse(expires) - (t.deps.clock() + SESSION_LIFETIME_MS))).toBeLessThan(1000);
  });

  test.each([
    ['https://relief.example.com', true],
    ['http://relief.example.com', false],
    [undefined, false],
  ])('with PUBLIC_URL %p the cookie is Secure: %p (on sign-in and on logout)', async (publicUrl, secure) => {
    const action = loadConfig([], { PUBLIC_URL: publicUrl, SESSION_SECRET: 'x'.repeat(32) });
    if (action.kind !== 'run') throw new Error('expected a run config');
    const t = createTestApp({ secureCookies: action.config.secureCookies });
    const client = await signedUp(t);
    const login = await client.post('/api/login', { email: 'ann@example.com', password: PASSWORD });
    expect(attributes(login.headers.get('set-cookie')).includes('secure')).toBe(secure);
    const logout = await client.post('/api/logout');
    expect(attributes(logout.headers.get('set-cookie')).includes('secure')).toBe(secure);
  });

  test('comes with the live cookie, readable by scripts and as long-lived; logout clears both', async () => {
    const t = createTestApp();
    const client = await signedUp(t);
    const login = await client.post('/api/login', { email: 'ann@example.com', password: PASSWORD });
    const [session, live] = login.headers.getSetCookie();
    expect(live).toStartWith(`${LIVE_COOKIE}=1;`);
    expect(attributes(live!)).not.toContain('httponly');
    const expiresOf = (cookie: string) => attributes(cookie).find((attr) => attr.startsWith('expires='));
    expect(expiresOf(live!)).toBe(expiresOf(session!));
    const logout = await client.post('/api/logout');
    expect(logout.headers.getSetCookie().map((cookie) => cookie.split(';')[0])).toEqual(['vetrelief.sid=', `${LIVE_COOKIE}=`]);
    expect(logout.headers.getSetCookie().every((cookie) => /max-age=0/i.test(cookie))).toBe(true);
  });
});

describe('expiry', () => {
  test.each([
    [29, 200],
    [31, 401],
  ])('a session left unused for %p days answers %p', async (days, status) => {
    const t = createTestApp();
    const client = await signedUp(t);
    t.advance(days * DAY_MS);
    expect((await client.get('/api/auth/user')).status).toBe(status);
  });

  test('using it on day 20 slides the expiry: still signed in on day 40, with a renewed cookie', async () => {
    const t = createTestApp();
    const client = await signedUp(t);
    t.advance(20 * DAY_MS);
    const day20 = await client.get('/api/auth/user');
    expect(day20.status).toBe(200);
    const expires = attributes(day20.headers.get('set-cookie')).find((attr) => attr.startsWith('expires='));
    expect(Date.parse(expires!.slice('expires='.length))).toBeGreaterThan(t.deps.clock() + 29 * DAY_MS);

    t.advance(20 * DAY_MS);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  test('an expired session read again later stays signed out', async () => {
    const t = createTestApp();
    const client = await signedUp(t);
    t.advance(31 * DAY_MS);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  test('the auth-cleanup job purges expired sessions and keeps live ones', async () => {
    const t = createTestApp();
    const early = await signedUp(t, { email: 'early@example.com' });
    t.advance(20 * DAY_MS);
    const late = await signedUp(t, { email: 'late@example.com' });
    t.advance(11 * DAY_MS);
    expect(rowCounts(t).sessions).toBe(2);

    const purged = (await createJobRunner(t.deps).run('auth-cleanup'))!;
    expect(purged.sessions).toBe(1);
    expect(rowCounts(t).sessions).toBe(1);
    expect((await late.get('/api/auth/user')).status).toBe(200);
    expect((await early.get('/api/auth/user')).status).toBe(401);
  });
});

describe('rotation on sign-in', () => {
  test.each([
    ['/api/login', { email: 'ann@example.com', password: PASSWORD }],
    ['/api/simple-login', { email: 'ann@example.com', password: PASSWORD }],
    ['/api/register', { email: 'bob@example.com', password: PASSWORD, firstName: 'Bob', lastName: 'Day', userType: 'relief_vet' }],
  ])('%s on a signed-in client issues a new session id and deletes the old row', async (path, body) => {
    const t = createTestApp();
    const client = await signedUp(t);
    const before = sessionCookie(client)!;

    expect((await client.post(path, body)).status).toBeLessThan(300);
    const after = sessionCookie(client)!;
    expect(after).not.toBe(before);
    expect(rowCounts(t).sessions).toBe(1);
    expect((await withCookie(t, '/api/auth/user', before)).status).toBe(401);
    expect((await withCookie(t, '/api/auth/user', after)).status).toBe(200);
  });
});

describe('a tampered cookie is 401', () => {
  const sid = (cookie: string) => cookie.slice(0, cookie.lastIndexOf('.'));
  const flipLast = (text: string) => text.slice(0, -1) + (text.endsWith('A') ? 'B' : 'A');
  test.each([
    ['a changed signature', (cookie: string) => flipLast(cookie)],
    ['a changed session id', (cookie: string) => `${flipLast(sid(cookie))}.${cookie.slice(cookie.lastIndexOf('.') + 1)}`],
    ['the session id without a signature', (cookie: string) => sid(cookie)],
    ['a signature made with another secret', (cookie: string) => cookieValue(sid(cookie), 'another-secret-another-secret-0000')],
    ['an empty value', () => ''],
  ])('%s', async (_, tamper) => {
    const t = createTestApp();
    const client = await signedUp(t);
    const cookie = sessionCookie(client)!;
    expect((await withCookie(t, '/api/auth/user', cookie)).status).toBe(200);
    const response = await withCookie(t, '/api/auth/user', tamper(cookie));
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Not authenticated');
  });
});
