// Account settings (issue 19): POST /api/account/password, POST /api/account/email and
// POST /api/account/email/confirm — who may call, what is checked, what changes, what is mailed.
import { describe, expect, test } from 'bun:test';
import { createJobRunner } from '../jobs/runner';
import { createTestApp, type TestApp } from '../testing/harness';
import { latestResetToken, PASSWORD, rowCounts, signedUp } from '../testing/fixtures';
import { HOUR_MS } from '../../shared/time';

const PUBLIC_URL = 'https://relief.example.com';
const NEW_PASSWORD = 'a-brand-new-one';

interface Mail {
  to_address: string;
  subject: string;
  text_body: string;
}

function mails(t: TestApp): Mail[] {
  return t.deps.db.$client.query<Mail, []>('SELECT to_address, subject, text_body FROM email_outbox ORDER BY id').all();
}

function storedUser(t: TestApp) {
  return t.deps.db.$client
    .query<{ email: string; password_hash: string; password_change_required: number }, []>(
      'SELECT email, password_hash, password_change_required FROM users ORDER BY id LIMIT 1',
    )
    .get()!;
}

const login = (t: TestApp, email: string, password: string) => t.client().post('/api/login', { email, password });

describe('POST /api/account/password', () => {
  test('a visitor gets 401 and nothing changes', async () => {
    const t = createTestApp();
    await signedUp(t);
    const before = storedUser(t);
    const response = await t.client().post('/api/account/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
    expect(storedUser(t)).toEqual(before);
  });

  test.each([
    ['a 7-character new password', { newPassword: '1234567' }, 'Password must be at least 8 characters'],
    ['no new password', { newPassword: undefined }, 'Password must be at least 8 characters'],
    ['no current password', { currentPassword: undefined }, 'Password is required'],
    ['the current password again', { newPassword: PASSWORD }, 'Choose a new password different from the current one'],
  ])('%s is 400 "%s" and changes nothing', async (_, change, message) => {
    const t = createTestApp();
    const client = await signedUp(t);
    const before = { user: storedUser(t), rows: rowCounts(t) };
    const response = await client.post('/api/account/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, code: 'VALIDATION' });
    expect({ user: storedUser(t), rows: rowCounts(t) }).toEqual(before);
  });

  test('a wrong current password is 403 WRONG_PASSWORD; nothing changes, no session ends, no mail', async () => {
    const t = createTestApp();
    const client = await signedUp(t);
    const before = { user: storedUser(t), rows: rowCounts(t) };
    const response = await client.post('/api/account/password', { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Your current password is incorrect', code: 'WRONG_PASSWORD' });
    expect({ user: storedUser(t), rows: rowCounts(t) }).toEqual(before);
  });

  test('the new password works, the old does not; every other session ends, this one stays; a notice is mailed', async () => {
    const t = createTestApp();
    const phone = await signedUp(t);
    const laptop = t.client();
    expect((await laptop.post('/api/login', { email: 'ann@example.com', password: PASSWORD })).status).toBe(200);
    expect(rowCounts(t).sessions).toBe(2);

    const response = await phone.post('/api/account/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Your password has been changed. Every other device has been signed out.');

    expect((await phone.get('/api/auth/user')).status).toBe(200);
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect(rowCounts(t).sessions).toBe(1);
    expect((await login(t, 'ann@example.com', PASSWORD)).status).toBe(401);
    expect((await login(t, 'ann@example.com', NEW_PASSWORD)).status).toBe(200);
    expect(mails(t)).toEqual([expect.objectContaining({ to_address: 'ann@example.com', subject: 'Your VetRelief password was changed' })]);
  });

  test('wrong current passwords share the sign-in budget: past it, 429 here and at sign-in', async () => {
    const t = createTestApp({ RATE_LIMIT_PER_EMAIL: 3 });
    const client = await signedUp(t);
    for (let i = 0; i < 3; i++) {
      expect((await client.post('/api/account/password', { currentPassword: `wrong-${i}`, newPassword: NEW_PASSWORD })).status).toBe(403);
    }
    const refused = await client.post('/api/account/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect((await login(t, 'ann@example.com', PASSWORD)).status).toBe(429);
    expect((await login(t, 'ann@example.com', NEW_PASSWORD)).status).toBe(429);
  });
});

describe('the must-change flag of a short password', () => {
  async function flagged() {
    const t = createTestApp({ publicUrl: PUBLIC_URL });
    const client = await signedUp(t);
    t.deps.db.$client.run('UPDATE users SET password_change_required = 1');
    expect((await client.get('/api/auth/user')).body.passwordChangeRequired).toBe(true);
    return { t, client };
  }

  test('a password change clears it', async () => {
    const { t, client } = await flagged();
    expect((await client.post('/api/account/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect(storedUser(t).password_change_required).toBe(0);
    expect((await client.get('/api/auth/user')).body.passwordChangeRequired).toBe(false);
  });

  test('a password reset clears it', async () => {
    const { t } = await flagged();
    await t.client().post('/api/forgot-password', { email: 'ann@example.com' });
    expect((await t.client().post('/api/reset-password', { token: latestResetToken(t), newPassword: NEW_PASSWORD })).status).toBe(200);
    expect(storedUser(t).password_change_required).toBe(0);
  });
});

/** Ann asks to move to `newEmail`; answers the response and the token of the link mailed there. */
async function askToMove(t: TestApp, client: Awaited<ReturnType<typeof signedUp>>, newEmail = 'ann@newclinic.example') {
  const response = await client.post('/api/account/email', { newEmail, password: PASSWORD });
  const link = mails(t)
    .filter((mail) => mail.to_address === newEmail.trim().toLowerCase())
    .at(-1)
    ?.text_body.match(/\/confirm-email\?token=([A-Za-z0-9_-]+)/);
  return { response, token: link?.[1] };
}

describe('POST /api/account/email', () => {
  test('mails a link to the new address and a notice to the old one; stores only a hash; the e-mail has not changed yet', async () => {
    const t = createTestApp({ publicUrl: PUBLIC_URL });
    const client = await signedUp(t);
    const { response, token } = await askToMove(t, client, ' Ann@NewClinic.example ');
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('We sent a confirmation link to ann@newclinic.example. Your e-mail changes when you open it.');

    const [confirm, notice] = mails(t);
    expect(confirm).toMatchObject({ to_address: 'ann@newclinic.example', subject: 'Confirm your new VetRelief e-mail address' });
    expect(confirm!.text_body).toContain(`${PUBLIC_URL}/confirm-email?token=${token}`);
    expect(notice).toMatchObject({ to_address: 'ann@example.com', subject: 'Your VetRelief e-mail address is about to change' });
    expect(notice!.text_body).toContain('ann@newclinic.example');
    expect(notice!.text_body).not.toContain(token!);

    const row = t.deps.db.$client.query<{ new_email: string; token_hash: string; expires_at: number }, []>('SELECT * FROM email_change_requests').get()!;
    expect(row.new_email).toBe('ann@newclinic.example');
    expect(row.token_hash).toBe(new Bun.CryptoHasher('sha256').update(token!).digest('hex'));
    expect(row.expires_at).toBe(t.deps.clock() + 24 * HOUR_MS);
    expect(storedUser(t).email).toBe('ann@example.com');
  });

  test.each([
    ['a visitor', null, {}, 401, 'UNAUTHENTICATED'],
    ['a malformed address', 'ann', {}, 400, 'VALIDATION'],
    ['no password', 'ann@newclinic.example', { password: undefined }, 400, 'VALIDATION'],
    ['a wrong password', 'ann@newclinic.example', { password: 'not-my-password' }, 403, 'WRONG_PASSWORD'],
    ['the current address', 'ANN@example.com', {}, 400, 'SAME_EMAIL'],
    ["another account's address", 'bob@example.com', {}, 409, 'EMAIL_TAKEN'],
  ] as const)('%s: %i %s, nothing stored, no mail', async (_, newEmail, change, status, code) => {
    const t = createTestApp();
    const client = await signedUp(t);
    await signedUp(t, { email: 'bob@example.com' });
    const before = rowCounts(t);
    const sender = newEmail === null ? t.client() : client;
    const response = await sender.post('/api/account/email', { newEmail: newEmail ?? 'ann@newclinic.example', password: PASSWORD, ...change });
    expect(response.status).toBe(status);
    expect(response.body.code).toBe(code);
    expect(rowCounts(t)).toEqual(before);
    expect(t.deps.db.$client.query<{ n: number }, []>('SELECT count(*) AS n FROM email_change_requests').get()!.n).toBe(0);
  });
});

describe('POST /api/account/email/confirm', () => {
  test('the link changes the address, signed in or not: the new one signs in, the old one no longer does', async () => {
    const t = createTestApp();
    const client = await signedUp(t);
    const { token } = await askToMove(t, client);

    const response = await t.client().post('/api/account/email/confirm', { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Your e-mail address is now ann@newclinic.example.', email: 'ann@newclinic.example' });
    expect(storedUser(t).email).toBe('ann@newclinic.example');
    expect((await client.get('/api/auth/user')).body.email).toBe('ann@newclinic.example');
    expect((await login(t, 'ann@newclinic.example', PASSWORD)).status).toBe(200);
    expect((await login(t, 'ann@example.com', PASSWORD)).status).toBe(401);
  });

  test('a used link is refused the second time', async () => {
    const t = createTestApp();
    const { token } = await askToMove(t, await signedUp(t));
    expect((await t.client().post('/api/account/email/confirm', { token })).status).toBe(200);
    const again = await t.client().post('/api/account/email/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'This confirmation link is invalid or has expired', code: 'INVALID_EMAIL_TOKEN' });
  });

  test('a link works for 24 hours, not after', async () => {
    const t = createTestApp();
    const client = await signedUp(t);
    const { token } = await askToMove(t, client);
    t.advance(24 * HOUR_MS);
    const expired = await t.client().post('/api/account/email/confirm', { token });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('INVALID_EMAIL_TOKEN');
    expect(storedUser(t).email).toBe('ann@example.com');

    const fresh = await askToMove(t, client);
    t.advance(24 * HOUR_MS - 1);
    expect((await t.client().post('/api/account/email/confirm', { token: fresh.token })).status).toBe(200);
  });

  test('an address taken by another account since the link was sent: 409, nothing changes', async () => {
    const t = createTestApp();
    const { token } = await askToMove(t, await signedUp(t));
    await signedUp(t, { email: 'ann@newclinic.example' });
    const response = await t.client().post('/api/account/email/confirm', { token });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('EMAIL_TAKEN');
    expect(storedUser(t).email).toBe('ann@example.com');
  });

  test('asking again makes the earlier link stop working', async () => {
    const t = createTestApp();
    const client = await signedUp(t);
    const first = await askToMove(t, client, 'ann@first.example');
    const second = await askToMove(t, client, 'ann@second.example');
    expect((await t.client().post('/api/account/email/confirm', { token: first.token })).status).toBe(400);
    expect((await t.client().post('/api/account/email/confirm', { token: second.token })).status).toBe(200);
    expect(storedUser(t).email).toBe('ann@second.example');
  });

  test.each([
    ['an unknown token', { token: 'not-a-real-token' }, 400, 'INVALID_EMAIL_TOKEN'],
    ['no token', {}, 400, 'VALIDATION'],
    ['an empty token', { token: '' }, 400, 'VALIDATION'],
  ])('%s is %i %s', async (_, body, status, code) => {
    const t = createTestApp();
    await askToMove(t, await signedUp(t));
    const response = await t.client().post('/api/account/email/confirm', body);
    expect(response.status).toBe(status);
    expect(response.body.code).toBe(code);
    expect(storedUser(t).email).toBe('ann@example.com');
  });

  test('the clean-up job removes used and expired requests', async () => {
    const t = createTestApp();
    const client = await signedUp(t);
    await askToMove(t, client, 'ann@first.example');
    await askToMove(t, client, 'ann@second.example');
    const jobs = createJobRunner(t.deps);
    expect((await jobs.run('auth-cleanup'))!.emailChanges).toBe(1);
    t.advance(25 * HOUR_MS);
    expect((await jobs.run('auth-cleanup'))!.emailChanges).toBe(1);
  });
});
