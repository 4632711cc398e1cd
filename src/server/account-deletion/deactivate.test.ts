// "Delete my account", the first step (POST /api/me/delete): the password is checked, then the
// account is deactivated at once — every session ends, sockets close, the profile leaves search,
// what it offered is withdrawn with word to the other party, future bookings are cancelled as
// "account closed", the subscription ends, alerts stop, an e-mail confirms — and signing in
// within 30 days restores it, once saying so.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { ACCOUNT_RESTORED_NOTICE } from '../../shared/account-deletion';
import type { Config } from '../config';
import { createRealtimeHub } from '../realtime/hub';
import { posted, asked } from '../testing/availability';
import { applied, decide } from '../testing/bookings';
import { ok } from '../testing/expect-ok';
import { startFakeStripe, type FakeStripe } from '../testing/fakes/fake-stripe';
import { createStripeTestApp, createTestApp, type TestApp } from '../testing/harness';
import { clinic, type Party, postShift, vet } from '../testing/marketplace';
import { emailOf, mailTo, one, sql } from '../testing/rows';
import { PASSWORD } from '../testing/fixtures';
import { DAY_MS } from '../../shared/time';

const deleteAccount = (party: Party, password = PASSWORD) => party.client.post('/api/me/delete', { password });

const threadOf = (a: Party, b: Party) => `${Math.min(a.id, b.id)}:${Math.max(a.id, b.id)}`;

async function sendSummary(c: Party, v: Party, shiftDate = '2026-12-19') {
  const summary = await c.client.post('/api/booking-summaries', {
    vetUserId: v.id,
    notes: 'Saturdays',
    shifts: [{ shiftDate, startTime: '09:00', endTime: '17:00', hourlyRate: 10_000, notes: null, unpaidLunch: true }],
    messageThreadId: threadOf(c, v),
  });
  return ok(summary, 'sending a summary').body.id as number;
}

const summaryStatus = (t: TestApp, id: number) => one<{ status: string }>(t, 'SELECT status FROM booking_summaries WHERE id = ?', id).status;

describe('deleting a vet account', () => {
  test('a wrong password is refused with a clear message and changes nothing', async () => {
    const t = createTestApp();
    const v = await vet(t);
    const refused = await deleteAccount(v, 'not-my-password');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'WRONG_PASSWORD', message: 'Your current password is incorrect' });
    expect(one<{ d: number | null }>(t, 'SELECT deactivated_at AS d FROM users WHERE id = ?', v.id).d).toBeNull();
    expect((await v.client.get('/api/auth/user')).status).toBe(200);
    expect((await v.client.post('/api/me/delete', {})).status).toBe(400);
  });

  test('every session ends, the cookie is cleared, live sockets close and the profile leaves search', async () => {
    const t = createTestApp();
    const c = await clinic(t);
    const v = await vet(t);
    const otherDevice = t.client();
    ok(await otherDevice.post('/api/login', { email: emailOf(t, v), password: PASSWORD }), 'signing in on another device');
    const hub = createRealtimeHub(t.deps);
    const closed: number[] = [];
    hub.add(v.id, { send: () => {}, close: (code) => void closed.push(code ?? 0) }, null);
    expect((await c.client.get('/api/nearby-vets?radius=100')).body.total).toBe(1);
    expect((await c.client.get(`/api/people/${v.id}`)).status).toBe(200);

    const deleted = await deleteAccount(v);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toContain('30 days');
    expect(Date.parse(deleted.body.eraseAfter)).toBe(t.deps.clock() + 30 * DAY_MS);
    expect(deleted.headers.getSetCookie().join(';')).toMatch(/max-age=0|expires=thu, 01 jan 1970/i);
    expect(v.client.cookies.size).toBe(0);
    expect((await otherDevice.get('/api/auth/user')).status).toBe(401);
    expect(one<{ n: number }>(t, 'SELECT count(*) AS n FROM sessions WHERE user_id = ?', v.id).n).toBe(0);
    expect(closed).toHaveLength(1);
    expect((await c.client.get('/api/nearby-vets?radius=100')).body.total).toBe(0);
    expect((await c.client.get(`/api/people/${v.id}`)).status).toBe(404);
  });

  test('applications are withdrawn, postings removed (the asking clinic told), bookings ahead cancelled as account closed (the clinic told), summaries declined, alerts off, a confirmation e-mail', async () => {
    const t = createTestApp();
    const c = await clinic(t);
    const v = await vet(t);
    const pending = await applied(v, await postShift(c, { shiftDate: '2026-12-11' }));
    const booking = await applied(v, await postShift(c, { shiftDate: '2026-12-12' }));
    ok(await decide(c, booking, 'accepted'), 'accepting');
    const postingId = await posted(v, { availableDate: '2026-12-20' });
    const request = await asked(c, postingId);
    const summary = await sendSummary(c, v);
    ok(await v.client.request('PUT', '/api/alert-settings', { mode: 'instant' }), 'alerts on');
    const clinicEmail = emailOf(t, c);
    const vetEmail = emailOf(t, v);
    const mailsBefore = mailTo(t, clinicEmail).length;

    expect((await deleteAccount(v)).status).toBe(200);

    expect(one<{ status: string }>(t, 'SELECT status FROM booking_requests WHERE id = ?', pending).status).toBe('withdrawn');
    expect(one<{ status: string }>(t, 'SELECT status FROM booking_requests WHERE id = ?', booking).status).toBe('cancelled');
    expect(
      one<{ reason: string; by: number }>(t, 'SELECT reason, cancelled_by_user_id AS by FROM shift_cancellations WHERE booking_request_id = ?', booking),
    ).toEqual({
      reason: 'account_closed',
      by: v.id,
    });
    expect(one<{ n: number }>(t, 'SELECT count(*) AS n FROM vet_availability WHERE id = ?', postingId).n).toBe(0);
    expect(one<{ n: number }>(t, 'SELECT count(*) AS n FROM availability_requests WHERE id = ?', request).n).toBe(0);
    expect(summaryStatus(t, summary)).toBe('declined');
    expect(one<{ mode: string }>(t, 'SELECT mode FROM alert_settings WHERE user_id = ?', v.id).mode).toBe('off');

    const toClinic = mailTo(t, clinicEmail).slice(mailsBefore);
    expect(toClinic.some((mail) => mail.subject.startsWith('Booking cancelled') && mail.text_body.includes('Reason: Account closed'))).toBe(true);
    expect(toClinic.some((mail) => mail.text_body.includes('2026') && /no longer available|removed/i.test(mail.text_body))).toBe(true);
    const confirmation = mailTo(t, vetEmail).at(-1)!;
    expect(confirmation.subject).toContain('account has been deleted');
    expect(confirmation.text_body).toContain('erased in 30 days');
    expect(confirmation.text_body).toContain('Sign in before then and your account is restored');
  });

  test('signing in within 30 days restores the account and says so once; what was withdrawn stays withdrawn', async () => {
    const t = createTestApp();
    const c = await clinic(t);
    const v = await vet(t);
    const pending = await applied(v, await postShift(c, { shiftDate: '2026-12-11' }));
    const email = emailOf(t, v);
    expect((await deleteAccount(v)).status).toBe(200);
    t.advance(29 * DAY_MS);

    const back = t.client();
    const restored = await back.post('/api/login', { email, password: PASSWORD });
    expect(restored.status).toBe(200);
    expect(restored.body.accountRestored).toBe(ACCOUNT_RESTORED_NOTICE);
    expect(one<{ d: number | null; e: number | null }>(t, 'SELECT deactivated_at AS d, erase_after AS e FROM users WHERE id = ?', v.id)).toEqual({
      d: null,
      e: null,
    });
    expect((await back.get('/api/auth/user')).status).toBe(200);
    expect((await c.client.get('/api/nearby-vets?radius=100')).body.total).toBe(1);
    expect(one<{ status: string }>(t, 'SELECT status FROM booking_requests WHERE id = ?', pending).status).toBe('withdrawn');

    const again = await t.client().post('/api/login', { email, password: PASSWORD });
    expect(again.status).toBe(200);
    expect(again.body.accountRestored).toBeUndefined();
  });
});

describe('deleting a clinic account', () => {
  test('open shifts are deleted (applicants told), bookings ahead cancelled as account closed (the vet told), summaries and requests withdrawn, the subscription cancelled', async () => {
    const t = createTestApp();
    const c = await clinic(t);
    const v = await vet(t);
    const other = await vet(t);
    const openShift = await postShift(c, { shiftDate: '2026-12-11' });
    await applied(other, openShift);
    const booking = await applied(v, await postShift(c, { shiftDate: '2026-12-12' }));
    ok(await decide(c, booking, 'accepted'), 'accepting');
    const summary = await sendSummary(c, v);
    const request = await asked(c, await posted(other, { availableDate: '2026-12-21' }));
    const vetMails = mailTo(t, emailOf(t, v)).length;
    const otherMails = mailTo(t, emailOf(t, other)).length;

    expect((await deleteAccount(c)).status).toBe(200);

    expect(one<{ n: number }>(t, 'SELECT count(*) AS n FROM shifts WHERE id = ?', openShift).n).toBe(0);
    expect(one<{ status: string }>(t, 'SELECT status FROM booking_requests WHERE id = ?', booking).status).toBe('cancelled');
    expect(one<{ reason: string }>(t, 'SELECT reason FROM shift_cancellations WHERE booking_request_id = ?', booking).reason).toBe('account_closed');
    expect(summaryStatus(t, summary)).toBe('withdrawn');
    expect(one<{ status: string }>(t, 'SELECT status FROM availability_requests WHERE id = ?', request).status).toBe('withdrawn');
    expect(one<{ status: string }>(t, 'SELECT status FROM subscriptions WHERE clinic_id = ?', c.id).status).toBe('cancelled');
    expect(
      mailTo(t, emailOf(t, v))
        .slice(vetMails)
        .some((mail) => mail.text_body.includes('Reason: Account closed')),
    ).toBe(true);
    expect(mailTo(t, emailOf(t, other)).slice(otherMails).length).toBeGreaterThan(0);
    expect((await v.client.get('/api/search-shifts?radius=100')).body.total).toBe(0);
  });
});

describe('deleting a clinic account with billing on', () => {
  let stripe: FakeStripe;
  const stripeConfig = (): Partial<Config> => ({
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
    STRIPE_API_URL: stripe.url,
  });
  beforeAll(() => {
    stripe = startFakeStripe();
  });
  afterAll(() => stripe.stop());

  test('the Stripe subscription is cancelled at Stripe', async () => {
    const t = await createStripeTestApp(stripeConfig());
    const client = t.client();
    ok(
      await client.post('/api/register', { email: 'billed@example.com', password: PASSWORD, firstName: 'Bea', lastName: 'Hill', userType: 'clinic' }),
      'registering',
    );
    ok(
      await client.post('/api/clinic-profiles', {
        clinicName: 'Billed Vets',
        address: '1550 Larimer St',
        city: 'Denver',
        state: 'CO',
        zipCode: '80202',
        phone: '303-555-0100',
      }),
      'profile',
    );
    const setup = ok(await client.post('/api/create-fresh-subscription', { planType: 'professional', amount: 49 }), 'setup');
    stripe.confirmSetupIntent(setup.body.setupIntentId);
    const activated = ok(await client.post('/api/activate-subscription', { setupIntentId: setup.body.setupIntentId, planType: 'professional' }), 'activating');
    const stripeId = activated.body.stripeSubscriptionId as string;

    expect((await client.post('/api/me/delete', { password: PASSWORD })).status).toBe(200);
    expect(stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${stripeId}`)).toBe(true);
    expect(stripe.subscriptions.get(stripeId)!.status).toBe('canceled');
    expect(sql<{ status: string }>(t, 'SELECT status FROM subscriptions')[0]!.status).toMatch(/^cancel/);
  });
});
