import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import Stripe from 'stripe';
import { createStripeTestApp, createTestApp, type TestClient } from '../testing/harness';
import { startFakeStripe, type FakeStripe } from '../testing/fakes/fake-stripe';
import { createJobRunner } from '../jobs/runner';
import type { Config } from '../config';
import { DAY_MS } from '../../shared/time';
import { rowCount } from '../testing/rows';

const clinicProfile = { clinicName: 'Harbor Vet', address: '1 Main St', city: 'Boulder', state: 'CO', zipCode: '80302', phone: '303-555-0100' };
const vetProfile = {
  firstName: 'Sam',
  lastName: 'Lee',
  licenseNumber: 'CO-1',
  experienceYears: 3,
  hourlyRate: 9000,
  address: '2 Elm St',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
  phone: '720-555-0100',
};

async function clinic(overrides: Partial<Config> = {}, withProfile = true) {
  const t = await createStripeTestApp(overrides);
  const client = t.client();
  await client.post('/api/register', { email: 'clinic@example.com', password: 'secret12', firstName: 'Cara', lastName: 'Ng', userType: 'clinic' });
  if (withProfile) expect((await client.post('/api/clinic-profiles', clinicProfile)).status).toBe(201);
  return { t, client };
}

describe('the access gate', () => {
  test('clinic: no profile → PROFILE_REQUIRED; profile, no subscription → SUBSCRIPTION_REQUIRED; subscribed → ok', async () => {
    const { client } = await clinic({}, false);
    expect((await client.get('/api/auth/user')).body.access).toBe('profile_required');
    expect((await client.post('/api/clinic-profiles', clinicProfile)).status).toBe(201);
    expect((await client.get('/api/auth/user')).body.access).toBe('subscription_required');
    expect((await client.post('/api/create-fresh-subscription', { planType: 'professional', amount: 49 })).body.skipPayment).toBe(true);
    const me = await client.get('/api/auth/user');
    expect(me.body.access).toBe('ok');
    expect(me.body.profile.subscriptionActive).toBe(true);
  });

  test('vet: no profile → profile_required; with profile → ok', async () => {
    const t = createTestApp();
    const client = t.client();
    await client.post('/api/register', { email: 'vet@example.com', password: 'secret12', firstName: 'Vic', lastName: 'Vet', userType: 'relief_vet' });
    expect((await client.get('/api/auth/user')).body.access).toBe('profile_required');
    await client.post('/api/vet-profiles', vetProfile);
    expect((await client.get('/api/auth/user')).body.access).toBe('ok');
  });
});

describe('billing off (no Stripe key)', () => {
  test('create-fresh-subscription activates for a month and answers skipPayment', async () => {
    const { t, client } = await clinic();
    const answer = await client.post('/api/create-fresh-subscription', {
      planType: 'professional',
      amount: 49,
      email: 'clinic@example.com',
      clinicName: 'Harbor Vet',
      forceNew: true,
      timestamp: Date.now(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.skipPayment).toBe(true);
    const subscription = await client.get('/api/subscription');
    expect(subscription.body).toMatchObject({ planType: 'professional', status: 'active', amount: 4900, active: true, stripeSubscriptionId: null });
    expect(Date.parse(subscription.body.currentPeriodEnd) - t.deps.clock()).toBeGreaterThan(27 * DAY_MS);
    expect((await client.get('/api/subscription-status')).body).toMatchObject({ status: 'active', active: true });
  });

  test('before subscribing, GET /api/subscription answers JSON null', async () => {
    const { client } = await clinic();
    const response = await client.get('/api/subscription');
    expect(response.status).toBe(200);
    expect(response.text).toBe('null');
  });

  test('without a profile the answer is PROFILE_REQUIRED and nothing is stored', async () => {
    const { t, client } = await clinic({}, false);
    const answer = await client.post('/api/create-fresh-subscription', { planType: 'professional', amount: 49 });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('PROFILE_REQUIRED');
    expect(rowCount(t, 'subscriptions')).toBe(0);
  });

  test('subscribing twice is 409', async () => {
    const { client } = await clinic();
    await client.post('/api/create-fresh-subscription', {});
    const again = await client.post('/api/create-fresh-subscription', {});
    expect(again.status).toBe(409);
  });

  test('cancel keeps access until the period end, then it ends; the renewal job renews uncancelled ones', async () => {
    const { t, client } = await clinic();
    await client.post('/api/create-fresh-subscription', {});
    const cancelled = await client.post('/api/cancel-subscription', {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', active: true, cancelAtPeriodEnd: true });
    expect((await client.get('/api/auth/user')).body.access).toBe('ok');
    // Two steps, using the session in between, so its 30-day sliding expiry does not end it.
    t.advance(16 * DAY_MS);
    await client.get('/api/auth/user');
    t.advance(16 * DAY_MS);
    await createJobRunner(t.deps).run('billing-off-renewal');
    expect((await client.get('/api/auth/user')).body.access).toBe('subscription_required');

    const other = await clinic();
    await other.client.post('/api/create-fresh-subscription', {});
    other.t.advance(16 * DAY_MS);
    await other.client.get('/api/auth/user');
    other.t.advance(16 * DAY_MS);
    expect(await createJobRunner(other.t.deps).run('billing-off-renewal')).toEqual({ renewed: 1 });
    expect((await other.client.get('/api/auth/user')).body.access).toBe('ok');
  });

  test('vets are refused every subscription call with 403', async () => {
    const t = createTestApp();
    const client = t.client();
    await client.post('/api/register', { email: 'vet@example.com', password: 'secret12', firstName: 'Vic', lastName: 'Vet', userType: 'relief_vet' });
    for (const [method, path] of [
      ['GET', '/api/subscription'],
      ['GET', '/api/subscription-status'],
      ['POST', '/api/create-fresh-subscription'],
      ['POST', '/api/cancel-subscription'],
    ] as const) {
      expect((await client.request(method, path, method === 'POST' ? {} : undefined)).status).toBe(403);
    }
  });

  test('test-activate-subscription works only in demo mode', async () => {
    const off = await clinic();
    expect((await off.client.post('/api/test-activate-subscription')).status).toBe(404);
    const on = await clinic({ demoMode: true });
    expect((await on.client.post('/api/test-activate-subscription')).body.status).toBe('active');
  });
});

describe('billing with Stripe (real SDK against a local Stripe API)', () => {
  let stripe: FakeStripe;
  const webhookSecret = 'whsec_test_secret';
  const stripeConfig = (): Partial<Config> => ({
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
  beforeAll(() => {
    stripe = startFakeStripe();
  });
  afterAll(() => stripe.stop());

  async function subscribe(client: TestClient) {
    const setup = await client.post('/api/create-fresh-subscription', { planType: 'professional', amount: 49 });
    expect(setup.status).toBe(200);
    expect(setup.body.skipPayment).toBe(false);
    expect(setup.body.clientSecret).toMatch(/^seti_/);
    stripe.confirmSetupIntent(setup.body.setupIntentId);
    return client.post('/api/activate-subscription', { setupIntentId: setup.body.setupIntentId, planType: 'professional' });
  }

  test('the publishable key reaches the web app from the server', async () => {
    const { client } = await clinic(stripeConfig());
    expect((await client.get('/api/config')).body).toMatchObject({ billing: 'stripe', stripePublishableKey: 'pk_test_local' });
  });

  test('SetupIntent → card confirmed → activate charges $49 now and stores subscription, card and invoice', async () => {
    const { t, client } = await clinic(stripeConfig());
    const activated = await subscribe(client);
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ status: 'active', active: true, amount: 4900 });
    expect(activated.body.stripeSubscriptionId).toMatch(/^sub_/);
    const created = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions').at(-1)!;
    expect(created.body.get('payment_behavior')).toBe('error_if_incomplete');
    expect(t.deps.db.$client.query('SELECT last4, brand, is_default FROM payment_methods').get()).toEqual({ last4: '4242', brand: 'visa', is_default: 1 });
    expect(t.deps.db.$client.query('SELECT amount, status FROM subscription_invoices').get()).toEqual({ amount: 4900, status: 'paid' });
    expect((await client.get('/api/auth/user')).body.access).toBe('ok');
  });

  test('the admin cancels a Stripe subscription at Stripe first, then here; the paid month runs out, then access ends', async () => {
    const { t, client } = await clinic({ ...stripeConfig(), ADMIN_PASSWORD: 'correct horse battery' });
    const activated = await subscribe(client);
    expect(activated.status).toBe(200);
    const stripeId = activated.body.stripeSubscriptionId as string;
    const admin = t.client();
    expect((await admin.post('/api/admin/auth', { password: 'correct horse battery' })).status).toBe(200);
    const row = t.deps.db.$client.query<{ id: number }, []>('SELECT id FROM subscriptions').get()!;
    const cancelled = await admin.post('/api/admin/cancel-subscription', { subscriptionId: row.id });
    expect(cancelled.status).toBe(200);
    expect(stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${stripeId}`)).toBe(true);
    expect(stripe.subscriptions.get(stripeId)!.status).toBe('canceled');
    expect(t.deps.db.$client.query('SELECT status FROM subscriptions').get()).toEqual({ status: expect.stringMatching(/^cancel/) });
    // No more charges; what was paid for stays usable until the period's end.
    expect((await client.get('/api/auth/user')).body.access).toBe('ok');
    const { end } = t.deps.db.$client.query<{ end: number }, []>('SELECT current_period_end AS end FROM subscriptions').get()!;
    t.advance(end - t.deps.clock() + 1000);
    await client.post('/api/login', { email: 'clinic@example.com', password: 'secret12' });
    expect((await client.get('/api/auth/user')).body.access).not.toBe('ok');
  });

  test('activating with an unconfirmed or foreign SetupIntent is refused', async () => {
    const { client } = await clinic(stripeConfig());
    const setup = await client.post('/api/create-fresh-subscription', {});
    expect((await client.post('/api/activate-subscription', { setupIntentId: setup.body.setupIntentId })).status).toBe(402);
    const other = await clinic(stripeConfig());
    const otherSetup = await other.client.post('/api/create-fresh-subscription', {});
    stripe.confirmSetupIntent(otherSetup.body.setupIntentId);
    expect((await client.post('/api/activate-subscription', { setupIntentId: otherSetup.body.setupIntentId })).status).toBe(403);
    expect((await client.post('/api/activate-subscription', { setupIntentId: 'not-an-id' })).status).toBe(400);
  });

  test('a declined card is 402 with the card message and leaves no active subscription', async () => {
    const { t, client } = await clinic(stripeConfig());
    stripe.declineCards = true;
    try {
      const answer = await subscribe(client);
      expect(answer.status).toBe(402);
      expect(answer.body.message).toBe('Your card was declined.');
    } finally {
      stripe.declineCards = false;
    }
    expect(t.deps.db.$client.query("SELECT count(*) AS n FROM subscriptions WHERE status = 'active'").get()).toEqual({ n: 0 });
    expect((await client.get('/api/auth/user')).body.access).toBe('subscription_required');
  });

  test('Stripe unreachable → 503 with the spec message, nothing half-written', async () => {
    const { t, client } = await clinic({ ...stripeConfig(), STRIPE_API_URL: 'http://127.0.0.1:1' });
    const answer = await client.post('/api/create-fresh-subscription', {});
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe('Payment system temporarily unavailable. Please try again later.');
    expect(rowCount(t, 'subscriptions')).toBe(0);
  });

  test('cancel sets cancel_at_period_end at Stripe and keeps access until the period end', async () => {
    const { client } = await clinic(stripeConfig());
    const activated = await subscribe(client);
    const cancelled = await client.post('/api/cancel-subscription', { subscriptionId: activated.body.stripeSubscriptionId });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: true, active: true });
    expect(stripe.subscriptions.get(activated.body.stripeSubscriptionId)!.cancel_at_period_end).toBe(true);
  });

  test('the older flow: create-subscription answers a client secret, store-subscription syncs it', async () => {
    const { client } = await clinic(stripeConfig());
    const created = await client.post('/api/create-subscription', { planType: 'professional', amount: 4900 });
    expect(created.status).toBe(200);
    expect(created.body.clientSecret).toContain('secret');
    expect((await client.get('/api/subscription')).body.status).toBe('incomplete');
    stripe.subscriptions.get(created.body.subscriptionId)!.status = 'active';
    const stored = await client.post('/api/store-subscription', { subscriptionId: created.body.subscriptionId, paymentIntentId: 'pi_1' });
    expect(stored.body.status).toBe('active');
  });

  describe('webhooks', () => {
    async function signed(payload: object) {
      const body = JSON.stringify(payload);
      const signature = await new Stripe('sk_test_x').webhooks.generateTestHeaderStringAsync({ payload: body, secret: webhookSecret });
      return { body, signature };
    }

    async function postWebhook(t: ReturnType<typeof createTestApp>, body: string, signature?: string) {
      const response = await t.app.handle(
        new Request('http://localhost/api/stripe/webhook', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) },
          body,
        }),
      );
      return { status: response.status, body: await response.json() };
    }

    test('a good signature applies the event once, a replay changes nothing, a bad signature is 400', async () => {
      const { t, client } = await clinic(stripeConfig());
      const activated = await subscribe(client);
      const subscription = { ...stripe.subscriptions.get(activated.body.stripeSubscriptionId)!, status: 'past_due' };
      const event = { id: 'evt_1', object: 'event', type: 'customer.subscription.updated', data: { object: subscription } };
      const { body, signature } = await signed(event);

      expect((await postWebhook(t, body, signature)).body).toEqual({ received: true, duplicate: false });
      expect((await client.get('/api/subscription')).body.status).toBe('past_due');
      expect((await client.get('/api/auth/user')).body.access).toBe('subscription_required');

      // Stripe fixes it, then the old event is delivered again: it must not be re-applied.
      const paid = await signed({
        id: 'evt_2',
        object: 'event',
        type: 'customer.subscription.updated',
        data: { object: { ...subscription, status: 'active' } },
      });
      await postWebhook(t, paid.body, paid.signature);
      expect((await postWebhook(t, body, signature)).body).toEqual({ received: true, duplicate: true });
      expect((await client.get('/api/subscription')).body.status).toBe('active');

      const tampered = await postWebhook(t, body.replace('past_due', 'active'), signature);
      expect(tampered.status).toBe(400);
      expect((await postWebhook(t, body)).status).toBe(400);
    });

    test('invoice.payment_failed marks it past due; invoice.paid renews the period and records the invoice', async () => {
      const { t, client } = await clinic(stripeConfig());
      const activated = await subscribe(client);
      const subId = activated.body.stripeSubscriptionId;
      const start = Math.floor(t.deps.clock() / 1000) + 30 * 86400;
      const invoice = (status: string, id: string) => ({
        id,
        object: 'invoice',
        status,
        amount_due: 4900,
        amount_paid: status === 'paid' ? 4900 : 0,
        lines: { data: [{ period: { start, end: start + 30 * 86400 } }] },
        parent: { subscription_details: { subscription: subId } },
      });
      const failed = await signed({ id: 'evt_f', object: 'event', type: 'invoice.payment_failed', data: { object: invoice('open', 'in_f') } });
      await postWebhook(t, failed.body, failed.signature);
      expect((await client.get('/api/subscription')).body.status).toBe('past_due');
      const paid = await signed({ id: 'evt_p', object: 'event', type: 'invoice.paid', data: { object: invoice('paid', 'in_f') } });
      await postWebhook(t, paid.body, paid.signature);
      const subscription = (await client.get('/api/subscription')).body;
      expect(subscription.status).toBe('active');
      expect(Date.parse(subscription.currentPeriodEnd)).toBe((start + 30 * 86400) * 1000);
      expect(t.deps.db.$client.query("SELECT status FROM subscription_invoices WHERE stripe_invoice_id = 'in_f'").get()).toEqual({ status: 'paid' });
    });

    test('without Stripe configured the webhook path is 404', async () => {
      const { t } = await clinic();
      expect((await postWebhook(t, '{}', 't=1,v1=x')).status).toBe(404);
    });
  });
});
