// POST /api/forgot-password and POST /api/reset-password (spec 1 §2, §4, §7): one-hour,
// single-use tokens stored only as hashes, and a reset that signs every other device out.
import { describe, expect, test } from 'bun:test';
import { createJobRunner } from '../jobs/runner';
import { createTestApp } from '../testing/harness';
import { latestResetToken, PASSWORD, rowCounts, signedUp } from '../testing/fixtures';
import { MINUTE_MS } from '../../shared/time';

const PUBLIC_URL = 'https://relief.example.com';
const NEW_PASSWORD = 'brand-new-pass';
const INVALID_TOKEN = { message: 'Invalid or expired reset token', code: 'INVALID_RESET_TOKEN' };

async function accountWithResetRequested() {
  const t = createTestApp({ publicUrl: PUBLIC_URL });
  const owner = await signedUp(t);
  const response = await t.client().post('/api/forgot-password', { email: 'ann@example.com' });
  expect(response.status).toBe(200);
  return { t, owner, token: latestResetToken(t) };
}

const login = (t: ReturnType<typeof createTestApp>, password: string) => t.client().post('/api/login', { email: 'ann@example.com', password });

describe('POST /api/forgot-password', () => {
  test('answers the same for an existing and an unknown e-mail; only the real account gets a token and a mail', async () => {
    const t = createTestApp({ publicUrl: PUBLIC_URL });
    await signedUp(t);
    const unknown = await t.client().post('/api/forgot-password', { email: 'nobody@example.com' });
    expect(rowCounts(t)).toMatchObject({ password_reset_tokens: 0, email_outbox: 0 });
    const known = await t.client().post('/api/forgot-password', { email: ' ANN@example.com ' });

    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.text).toBe(unknown.text);
    expect(known.body.message).toBeString();
    expect(rowCounts(t)).toMatchObject({ password_reset_tokens: 1, email_outbox: 1 });
  });

  test('queues a mail to the user with the link {publicUrl}/reset-password?token=…, and stores only a hash of the token', async () => {
    const { t, token } = await accountWithResetRequested();
    const mail = t.deps.db.$client.query<Record<string, unknown>, []>('SELECT * FROM email_outbox').get()!;
    expect(mail).toMatchObject({ to_address: 'ann@example.com', status: 'pending', attempts: 0 });
    expect(mail.text_body).toContain(`${PUBLIC_URL}/reset-password?token=${token}`);
    expect(mail.html_body).toContain(`${PUBLIC_URL}/reset-password?token=${token}`);
    expect(token.length).toBeGreaterThanOrEqual(40);

    const rows = t.deps.db.$client.query<Record<string, unknown>, []>('SELECT * FROM password_reset_tokens').all();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(new Bun.CryptoHasher('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  test.each([
    ['a malformed e-mail', { email: 'ann.example.com' }],
    ['no e-mail', {}],
    ['an e-mail of wrong type', { email: ['ann@example.com'] }],
  ])('%s is 400 "Please enter a valid email address" and queues nothing', async (_, body) => {
    const t = createTestApp();
    await signedUp(t);
    const before = rowCounts(t);
    const response = await t.client().post('/api/forgot-password', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Please enter a valid email address', code: 'VALIDATION' });
    expect(rowCounts(t)).toEqual(before);
  });
});

describe('POST /api/reset-password', () => {
  test('the token sets the new password: the new one signs in, the old one is 401', async () => {
    const { t, token } = await accountWithResetRequested();
    const response = await t.client().post('/api/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.message).toBeString();
    expect((await login(t, NEW_PASSWORD)).status).toBe(200);
    expect((await login(t, PASSWORD)).status).toBe(401);
  });

  test('a token works once: the second use is 400 and does not change the password again', async () => {
    const { t, token } = await accountWithResetRequested();
    expect((await t.client().post('/api/reset-password', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
    const again = await t.client().post('/api/reset-password', { token, newPassword: 'another-pass-1' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID_TOKEN);
    expect((await login(t, NEW_PASSWORD)).status).toBe(200);
  });

  test.each([
    [59, 200],
    [61, 400],
  ])('%p minutes after the request the token answers %p', async (minutes, status) => {
    const { t, token } = await accountWithResetRequested();
    t.advance(minutes * MINUTE_MS);
    const response = await t.client().post('/api/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(status);
    if (status === 400) {
      expect(response.body).toEqual(INVALID_TOKEN);
      expect((await login(t, PASSWORD)).status).toBe(200);
    }
  });

  test('an unknown token is 400 and changes nothing', async () => {
    const { t } = await accountWithResetRequested();
    const response = await t.client().post('/api/reset-password', { token: 'not-a-token-that-was-ever-sent', newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_TOKEN);
    expect((await login(t, PASSWORD)).status).toBe(200);
  });

  test('using the newest token invalidates the older ones too', async () => {
    const { t, token: older } = await accountWithResetRequested();
    await t.client().post('/api/forgot-password', { email: 'ann@example.com' });
    const newer = latestResetToken(t);
    expect(newer).not.toBe(older);
    expect((await t.client().post('/api/reset-password', { token: newer, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await t.client().post('/api/reset-password', { token: older, newPassword: 'another-pass-1' })).status).toBe(400);
  });

  test('a successful reset signs out every session the user had', async () => {
    const { t, owner, token } = await accountWithResetRequested();
    const laptop = t.client();
    expect((await laptop.post('/api/login', { email: 'ann@example.com', password: PASSWORD })).status).toBe(200);
    const other = await signedUp(t, { email: 'other@example.com' });

    expect((await t.client().post('/api/reset-password', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await owner.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    // Someone else's session is untouched.
    expect((await other.get('/api/auth/user')).status).toBe(200);
  });

  test.each([
    ['a 7-character password', { newPassword: '1234567' }, 'Password must be at least 8 characters'],
    ['no password', { newPassword: undefined }, 'Password must be at least 8 characters'],
    ['no token', { token: undefined }, 'Invalid reset token'],
    ['an empty token', { token: '' }, 'Invalid reset token'],
  ])('%s is 400 "%s" and leaves the token usable', async (_, change, message) => {
    const { t, token } = await accountWithResetRequested();
    const response = await t.client().post('/api/reset-password', { token, newPassword: NEW_PASSWORD, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, code: 'VALIDATION' });
    expect((await t.client().post('/api/reset-password', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
  });

  test('malformed JSON is 400', async () => {
    const t = createTestApp();
    expect((await t.client().post('/api/reset-password', '{"token"')).status).toBe(400);
  });

  test('the auth-cleanup job purges used and expired tokens', async () => {
    const { t, token } = await accountWithResetRequested();
    await t.client().post('/api/reset-password', { token, newPassword: NEW_PASSWORD });
    await t.client().post('/api/forgot-password', { email: 'ann@example.com' });
    expect(rowCounts(t).password_reset_tokens).toBe(2);
    const jobs = createJobRunner(t.deps);
    expect((await jobs.run('auth-cleanup'))!.resetTokens).toBe(1);
    t.advance(61 * MINUTE_MS);
    expect((await jobs.run('auth-cleanup'))!.resetTokens).toBe(1);
    expect(rowCounts(t).password_reset_tokens).toBe(0);
  });
});

describe('POST /api/reset-password/verify', () => {
  test('a live token is valid and stays usable', async () => {
    const { t, token } = await accountWithResetRequested();
    const check = await t.client().post('/api/reset-password/verify', { token });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ valid: true });
    expect((await t.client().post('/api/reset-password', { token, newPassword: 'new-secret-1' })).status).toBe(200);
  });

  test('a used, an expired and an unknown token are 400 INVALID_RESET_TOKEN', async () => {
    const { t, token } = await accountWithResetRequested();
    const invalid = { message: 'Invalid or expired reset token', code: 'INVALID_RESET_TOKEN' };
    expect((await t.client().post('/api/reset-password/verify', { token: 'not-a-token' })).body).toEqual(invalid);
    await t.client().post('/api/reset-password', { token, newPassword: 'new-secret-1' });
    const used = await t.client().post('/api/reset-password/verify', { token });
    expect([used.status, used.body]).toEqual([400, invalid]);

    const second = await accountWithResetRequested();
    second.t.advance(61 * 60 * 1000);
    const expired = await second.t.client().post('/api/reset-password/verify', { token: second.token });
    expect([expired.status, expired.body]).toEqual([400, invalid]);
  });
});
