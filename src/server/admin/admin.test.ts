// The admin panel through the API: the gate (password, rate limit, no password configured, 8 h
// expiry, independent of user sessions), users search and paging, subscriptions, flags (and the
// assistant obeying its switch), jobs, the outbox and the audit log.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { ADMIN_SESSION_MS } from '../../shared/admin';
import { activateWithoutPayment } from '../billing/store';
import { enqueueEmail } from '../email/outbox';
import { newAccount } from '../guard-rails/callers';
import { createTestApp, type TestApp, type TestClient } from '../testing/harness';
import { ADMIN_AUTH_ATTEMPTS, ADMIN_NOT_CONFIGURED } from './auth';
import { clinic, DENVER, vet } from '../testing/marketplace';
import { one, sql } from '../testing/rows';

const PASSWORD = 'correct horse battery';

async function signedInAdmin(t: TestApp): Promise<TestClient> {
  const admin = t.client();
  expect((await admin.post('/api/admin/auth', { password: PASSWORD })).status).toBe(200);
  return admin;
}

describe('the gate', () => {
  test('the right password sets a Strict, HttpOnly admin cookie for 8 hours; the wrong one is 401 Invalid admin password', async () => {
    const t = createTestApp({ ADMIN_PASSWORD: PASSWORD });
    const admin = t.client();
    const wrong = await admin.post('/api/admin/auth', { password: 'guess' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid admin password', code: 'INVALID_ADMIN_PASSWORD' });
    expect((await admin.get('/api/admin/session')).body).toEqual({ authenticated: false, expiresAt: null });

    const right = await admin.post('/api/admin/auth', { password: PASSWORD });
    expect(right.status).toBe(200);
    const cookie = right.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^vetrelief_admin=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect((await admin.get('/api/admin/session')).body.authenticated).toBe(true);
    expect((await admin.get('/api/admin/users')).status).toBe(200);
    // The table keeps a hash of the cookie's token, never the token.
    const token = admin.cookies.get('vetrelief_admin')!;
    expect(sql(t, 'SELECT sid FROM admin_sessions WHERE sid = ?', token)).toEqual([]);

    t.advance(ADMIN_SESSION_MS - 1000);
    expect((await admin.get('/api/admin/users')).status).toBe(200);
    t.advance(2000);
    const expired = await admin.get('/api/admin/users');
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('ADMIN_UNAUTHENTICATED');
    expect((await admin.get('/api/admin/session')).body.authenticated).toBe(false);
  });

  test('logout ends the admin session', async () => {
    const t = createTestApp({ ADMIN_PASSWORD: PASSWORD });
    const admin = await signedInAdmin(t);
    expect((await admin.post('/api/admin/logout')).status).toBe(200);
    expect((await admin.get('/api/admin/overview')).status).toBe(401);
  });

  test('a user session, clinic or vet, opens no admin call; the admin session needs none', async () => {
    const t = createTestApp({ ADMIN_PASSWORD: PASSWORD });
    const c = await clinic(t);
    const v = await vet(t);
    for (const party of [c, v]) {
      const answer = await party.client.get('/api/admin/users');
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('ADMIN_UNAUTHENTICATED');
      expect((await party.client.post('/api/admin/cleanup-subscriptions')).status).toBe(401);
      expect((await party.client.get('/api/referrals/admin/test-tremendous')).status).toBe(401);
    }
    // The vet signs in as admin in the same browser: both sessions live side by side.
    expect((await v.client.post('/api/admin/auth', { password: PASSWORD })).status).toBe(200);
    expect((await v.client.get('/api/admin/users')).status).toBe(200);
    expect((await v.client.get('/api/auth/user')).status).toBe(200);
  });

  test('attempts are rate-limited per address: 429 with Retry-After, even for the right password', async () => {
    const t = createTestApp({ ADMIN_PASSWORD: PASSWORD });
    const guesser = t.client();
    for (let i = 0; i < ADMIN_AUTH_ATTEMPTS; i++) expect((await guesser.post('/api/admin/auth', { password: `guess-${i}` })).status).toBe(401);
    const refused = await guesser.post('/api/admin/auth', { password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    t.advance(t.deps.config.RATE_LIMIT_WINDOW_SECONDS * 1000);
    expect((await guesser.post('/api/admin/auth', { password: PASSWORD })).status).toBe(200);
  });

  test('with no password configured every attempt fails, telling the operator how to set one', async () => {
    const t = createTestApp();
    const answer = await t.client().post('/api/admin/auth', { password: 'anything at all' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: ADMIN_NOT_CONFIGURED, code: 'ADMIN_NOT_CONFIGURED' });
    expect(answer.body.message).toContain('ADMIN_PASSWORD');
    expect(answer.body.message).toContain('--admin-password');
  });

  test('sign-ins, good and bad, are in the audit log with the address', async () => {
    const t = createTestApp({ ADMIN_PASSWORD: PASSWORD });
    await t.client().post('/api/admin/auth', { password: 'nope' });
    const admin = await signedInAdmin(t);
    const audit = (await admin.get('/api/admin/audit')).body as { action: string; ip: string; sessionId: string | null }[];
    expect(audit.map((row) => row.action)).toEqual(['auth.success', 'auth.failure']);
    expect(audit[0]!.ip).toBe('local');
    expect(audit[0]!.sessionId).toHaveLength(12);
    expect(audit[1]!.sessionId).toBeNull();
  });
});

describe('users', () => {
  test('search by name, e-mail, clinic name, city or state, case-insensitive; by type; paged newest first', async () => {
    const t = createTestApp({ ADMIN_PASSWORD: PASSWORD });
    await clinic(t, 'Harbor Animal Hospital');
    await vet(t);
    for (let i = 0; i < 5; i++) await newAccount(t, 'relief_vet');
    const admin = await signedInAdmin(t);
    const find = async (query: string) => (await admin.get(`/api/admin/users?${query}`)).body;

    expect((await find('')).total).toBe(7);
    expect((await find('search=HARBOR')).users.map((u: { profile: { clinicName: string } }) => u.profile.clinicName)).toEqual(['Harbor Animal Hospital']);
    expect((await find('search=denver')).total).toBe(1);
    expect((await find('search=boulder')).total).toBe(1);
    expect((await find('search=co')).total).toBeGreaterThanOrEqual(2);
    expect((await find('search=sam%20rivera')).total).toBe(1);
    expect((await find('search=guard-rails')).total).toBe(5);
    expect((await find('search=100%25')).total).toBe(0);
    expect((await find('userType=clinic')).total).toBe(1);

    const first = await find('pageSize=3&page=1');
    const third = await find('pageSize=3&page=3');
    expect(first.users).toHaveLength(3);
    expect(third.users).toHaveLength(1);
    expect(first.users[0].id).toBeGreaterThan(first.users[2].id);
    expect((await admin.get('/api/admin/users?page=0')).status).toBe(400);
  });

  test('the search index: a substring anywhere, any case; a change by any path found at once; deleted accounts gone; wildcards literal', async () => {
    const t = createTestApp({ ADMIN_PASSWORD: PASSWORD });
    const harbor = await clinic(t, 'Harbor Animal Hospital');
    const sam = await vet(t);
    const admin = await signedInAdmin(t);
    const ids = async (search: string, more = '') =>
      (await admin.get(`/api/admin/users?search=${encodeURIComponent(search)}${more}`)).body.users.map((user: { id: number }) => user.id);

    expect(await ids('RBOR ANIM')).toEqual([harbor.id]);
    expect(await ids('ulde')).toEqual([sam.id]);
    expect(await ids('m rive')).toEqual([sam.id]);
    const { email } = one<{ email: string }>(t, 'SELECT email FROM users WHERE id = ?', sam.id);
    expect(await ids(email.slice(1, -4).toUpperCase())).toEqual([sam.id]);
    // Under three characters there is no trigram: the same substring match, by a scan.
    expect(await ids('rb', '&userType=clinic')).toEqual([harbor.id]);
    expect(await ids('rb', '&userType=relief_vet')).toEqual([]);
    for (const wildcard of ['*', 'h?rbor', '[h]arbor', 'harbor*', '%', 'ha_bor']) expect(await ids(wildcard)).toEqual([]);

    // Through the API, and straight in the database: the next search sees both.
    expect((await harbor.client.request('PUT', '/api/clinic-profiles', { clinicName: 'Lighthouse Pet Clinic', ...DENVER })).status).toBe(200);
    expect(await ids('lighthouse')).toEqual([harbor.id]);
    expect(await ids('harbor')).toEqual([]);
    sql(t, "UPDATE vet_profiles SET city = 'Fort Collins' WHERE user_id = ?", sam.id);
    expect(await ids('fort coll')).toEqual([sam.id]);
    expect(await ids('boulder')).toEqual([]);
    sql(t, "UPDATE users SET first_name = 'Samira' WHERE id = ?", sam.id);
    expect(await ids('samira')).toEqual([sam.id]);

    expect((await admin.request('DELETE', `/api/admin/users/${sam.id}`)).status).toBe(200);
    expect(await ids('samira')).toEqual([]);
    expect(await ids('fort')).toEqual([]);
    expect(await ids('deleted')).toEqual([]);
    expect((await admin.get('/api/admin/users')).body.total).toBe(1);
  });
});

describe('subscriptions', () => {
  test('listed with the clinic name; cancel marks it cancelled (billing off); clean-up removes the cancelled ones', async () => {
    const t = createTestApp({ ADMIN_PASSWORD: PASSWORD });
    const c = await clinic(t, 'Harbor Animal Hospital');
    const bare = await newAccount(t, 'clinic');
    activateWithoutPayment(t.deps.db, bare.id, t.deps.clock());
    const admin = await signedInAdmin(t);
    const listed = (await admin.get('/api/admin/subscriptions')).body as { id: number; clinicId: number; clinicName: string | null; status: string }[];
    expect(listed.map((s) => [s.clinicName, s.status])).toEqual([
      [null, 'active'],
      ['Harbor Animal Hospital', 'active'],
    ]);
    const harbor = listed.find((s) => s.clinicId === c.id)!;

    const cancelled = await admin.post('/api/admin/cancel-subscription', { subscriptionId: harbor.id });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await admin.post('/api/admin/cancel-subscription', { subscriptionId: 9999 })).status).toBe(404);

    const cleanup = await admin.post('/api/admin/cleanup-subscriptions');
    expect(cleanup.body).toEqual({ deletedCount: 1 });
    expect((await admin.get('/api/admin/subscriptions')).body).toHaveLength(1);
    expect((await admin.post('/api/admin/cleanup-subscriptions')).body).toEqual({ deletedCount: 0 });
    const actions = sql<{ action: string }>(t, 'SELECT action FROM admin_audit_log ORDER BY id').map((row) => row.action);
    expect(actions).toEqual(['auth.success', 'subscription.cancel', 'subscription.cleanup', 'subscription.cleanup']);
  });
});

describe('flags', () => {
  let model: ReturnType<typeof Bun.serve>;
  beforeAll(() => {
    model = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch: () =>
        Response.json({
          choices: [
            { message: { role: 'assistant', content: JSON.stringify({ suggestions: [{ text: 'From the model', tone: 'friendly', category: 'greeting' }] }) } },
          ],
        }),
    });
  });
  afterAll(() => model.stop(true));

  test('read and set; an unknown flag is 404; the change is audited', async () => {
    const t = createTestApp({ ADMIN_PASSWORD: PASSWORD });
    const admin = await signedInAdmin(t);
    expect(((await admin.get('/api/admin/flags')).body as { flagName: string; isEnabled: boolean }[]).map((f) => [f.flagName, f.isEnabled])).toEqual([
      ['referral_program', true],
      ['ai_assistant', true],
      ['alert_emails', true],
    ]);
    const off = await admin.request('PUT', '/api/admin/flags/referral_program', { isEnabled: false });
    expect(off.status).toBe(200);
    expect(off.body.isEnabled).toBe(false);
    expect((await admin.get('/api/admin/flags')).body[0].isEnabled).toBe(false);
    expect((await admin.request('PUT', '/api/admin/flags/no_such_flag', { isEnabled: true })).status).toBe(404);
    expect((await admin.request('PUT', '/api/admin/flags/ai_assistant', { isEnabled: 'no' })).status).toBe(400);
    expect(one<{ action: string; target: string }>(t, "SELECT action, target FROM admin_audit_log WHERE action LIKE 'flag.%'")).toEqual({
      action: 'flag.disable',
      target: 'flag:referral_program',
    });
  });

  test('ai_assistant off: the assistant answers with the built-in composer at once, without asking the model', async () => {
    const t = createTestApp({ ADMIN_PASSWORD: PASSWORD, AI_BASE_URL: `http://127.0.0.1:${model.port}/v1`, AI_API_KEY: 'sk-test' });
    const c = await clinic(t);
    const v = await vet(t);
    const ask = async () => (await v.client.post('/api/ai/message-suggestions', { recipientUserId: c.id })).body.source;
    expect(await ask()).toBe('model');
    const admin = await signedInAdmin(t);
    await admin.request('PUT', '/api/admin/flags/ai_assistant', { isEnabled: false });
    expect(await ask()).toBe('built-in');
    await admin.request('PUT', '/api/admin/flags/ai_assistant', { isEnabled: true });
    expect(await ask()).toBe('model');
  });
});

describe('operator views', () => {
  test('overview counts accounts, shifts and the last day’s messages and applications', async () => {
    const t = createTestApp({ ADMIN_PASSWORD: PASSWORD });
    const c = await clinic(t);
    const v = await vet(t);
    await c.client.post('/api/messages', { toUserId: v.id, content: 'Hello' });
    t.advance(25 * 3600 * 1000);
    await v.client.post('/api/messages', { toUserId: c.id, content: 'Hi' });
    const admin = await signedInAdmin(t);
    const overview = (await admin.get('/api/admin/overview')).body;
    expect(overview).toEqual({
      users: 2,
      clinics: 1,
      vets: 1,
      openShifts: 0,
      bookedShifts: 0,
      messagesLast24h: 1,
      applicationsLast24h: 0,
      // Scheduled backups are off in this app (their states are tested in backup/routes.test.ts).
      backups: { scheduled: false, lastSuccessAt: null, lastName: null, lastBytes: null, failures: 0, failingSince: null, lastError: null, nextAt: null },
    });
  });

  test('jobs: every registered job listed; run now records the run and is audited; an unknown job is 404', async () => {
    const t = createTestApp({ ADMIN_PASSWORD: PASSWORD });
    const admin = await signedInAdmin(t);
    const jobs = (await admin.get('/api/admin/jobs')).body as { name: string; lastRunAt: string | null; nextRunAt: string | null }[];
    expect(jobs.map((job) => job.name)).toContain('email-delivery');
    expect(jobs.find((job) => job.name === 'auth-cleanup')!.lastRunAt).toBeNull();
    const run = await admin.post('/api/admin/jobs/auth-cleanup/run');
    expect(run.status).toBe(200);
    const after = ((await admin.get('/api/admin/jobs')).body as typeof jobs).find((job) => job.name === 'auth-cleanup')!;
    expect(after.lastRunAt).toBe(new Date(t.deps.clock()).toISOString());
    expect(after.nextRunAt).not.toBeNull();
    expect((await admin.post('/api/admin/jobs/no-such-job/run')).status).toBe(404);
    expect(one<{ target: string }>(t, "SELECT target FROM admin_audit_log WHERE action = 'job.run' ORDER BY id LIMIT 1").target).toBe('job:auth-cleanup');
  });

  test('outbox: latest first, by status; a sent or failed e-mail is queued again, a queued one is 409', async () => {
    const t = createTestApp({ ADMIN_PASSWORD: PASSWORD });
    const { db, clock } = t.deps;
    const failed = enqueueEmail(db, { to: 'a@example.com', subject: 'One', text: 'x' }, clock());
    const queued = enqueueEmail(db, { to: 'b@example.com', subject: 'Two', text: 'x' }, clock());
    db.$client.query("UPDATE email_outbox SET status = 'failed', attempts = 8, last_error = 'SMTP down' WHERE id = ?").run(failed);
    const admin = await signedInAdmin(t);
    expect(((await admin.get('/api/admin/outbox')).body as { id: number }[]).map((mail) => mail.id)).toEqual([queued, failed]);
    const failures = (await admin.get('/api/admin/outbox?status=failed')).body;
    expect(failures).toEqual([expect.objectContaining({ id: failed, status: 'failed', attempts: 8, lastError: 'SMTP down', toAddress: 'a@example.com' })]);
    expect((await admin.get('/api/admin/outbox?status=lost')).status).toBe(400);

    const resent = await admin.post(`/api/admin/outbox/${failed}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await admin.post(`/api/admin/outbox/${queued}/resend`)).status).toBe(409);
    expect((await admin.post('/api/admin/outbox/9999/resend')).status).toBe(404);
    expect(one<{ target: string }>(t, "SELECT target FROM admin_audit_log WHERE action = 'email.resend'").target).toBe(`email:${failed}`);
  });
});
