// What the services announce on deps.events: each change once it is committed (a listener can
// already read it), nothing for a change that failed, and a failing listener never fails the
// request that caused the event.
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { ShiftInput } from '../../shared/shifts';
import { findUserById } from '../auth/service';
import { applyStripeEvent } from '../billing/service';
import { upsertSubscription } from '../billing/store';
import { billingDeps } from '../context';
import { shifts } from '../db/schema';
import { createJobRunner } from '../jobs/runner';
import { deleteShift, postShifts, updateShift } from '../shifts/service';
import { createTestApp, type TestApp, type TestClient } from '../testing/harness';
import { clinicAt, DENVER } from '../testing/marketplace';
import type { AppEvent, AppEventType } from './app-event';
import { DAY_MS } from '../../shared/time';

const shift: ShiftInput = {
  shiftDate: '2026-12-10',
  startTime: '08:00',
  endTime: '18:00',
  hourlyRate: 7500,
  shiftType: 'regular_day',
  practiceTypes: ['small_animal'],
  notes: null,
};

/** Every event of the given type, with what a listener could read at that moment. */
function listen<T extends AppEventType>(t: TestApp, type: T, read: (event: Extract<AppEvent, { type: T }>) => unknown = () => null) {
  const heard: { event: Extract<AppEvent, { type: T }>; inTransaction: boolean; read: unknown }[] = [];
  t.deps.events.subscribe(type, (event) => void heard.push({ event, inTransaction: t.deps.db.$client.inTransaction, read: read(event) }));
  return heard;
}

async function clinicUser(t: TestApp, client: TestClient) {
  return findUserById(t.deps.db, (await client.get('/api/auth/user')).body.id)!;
}

describe('shifts', () => {
  test('posting announces the new shifts after the commit: a listener reads them', async () => {
    const t = createTestApp();
    const clinic = await clinicUser(t, await clinicAt(t, DENVER, 'Larimer Vets'));
    const heard = listen(
      t,
      'shift.posted',
      (event) =>
        t.deps.db
          .select()
          .from(shifts)
          .all()
          .filter((row) => event.shiftIds.includes(row.id)).length,
    );

    const posted = postShifts(t.deps.db, clinic, [shift, { ...shift, shiftDate: '2026-12-11' }], t.deps.clock(), t.deps.events);

    expect(heard).toEqual([{ event: { type: 'shift.posted', clinicId: clinic.id, shiftIds: posted.map((s) => s.id) }, inTransaction: false, read: 2 }]);
  });

  test('a post that fails inside its transaction stores nothing and announces nothing', async () => {
    const t = createTestApp();
    const clinic = await clinicUser(t, await clinicAt(t, DENVER, 'Larimer Vets'));
    const heard: AppEvent[] = [];
    t.deps.events.subscribe('*', (event) => void heard.push(event));
    // The second shift breaks a NOT NULL column, so the insert of both is rolled back.
    const broken = { ...shift, shiftType: null as unknown as ShiftInput['shiftType'] };

    expect(() => postShifts(t.deps.db, clinic, [shift, broken], t.deps.clock(), t.deps.events)).toThrow();

    expect(t.deps.db.select().from(shifts).all()).toEqual([]);
    expect(heard).toEqual([]);
  });

  test('editing and deleting a shift announce it after the write', async () => {
    const t = createTestApp();
    const clinic = await clinicUser(t, await clinicAt(t, DENVER, 'Larimer Vets'));
    const [posted] = postShifts(t.deps.db, clinic, [shift], t.deps.clock());
    const rateOf = (id: number) => t.deps.db.select().from(shifts).where(eq(shifts.id, id)).get()?.hourlyRate ?? null;
    const updated = listen(t, 'shift.updated', (event) => rateOf(event.shiftId));
    const deleted = listen(t, 'shift.deleted', (event) => rateOf(event.shiftId));

    updateShift(t.deps.db, clinic, posted!.id, { ...shift, hourlyRate: 9900 }, t.deps.clock(), t.deps.events);
    deleteShift(t.deps.db, clinic, posted!.id, t.deps.events);

    expect(updated).toEqual([{ event: { type: 'shift.updated', clinicId: clinic.id, shiftId: posted!.id }, inTransaction: false, read: 9900 }]);
    expect(deleted).toEqual([{ event: { type: 'shift.deleted', clinicId: clinic.id, shiftId: posted!.id }, inTransaction: false, read: null }]);
  });
  test('the shift calls announce what they did', async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, DENVER, 'Larimer Vets');
    const heard: AppEventType[] = [];
    t.deps.events.subscribe('*', (event) => void heard.push(event.type));

    const posted = await clinic.post('/api/shifts', shift);
    await clinic.request('PATCH', `/api/shifts/${posted.body.id}`, { ...shift, hourlyRate: 9900 });
    await clinic.request('DELETE', `/api/shifts/${posted.body.id}`);

    expect(heard).toEqual(['shift.posted', 'shift.updated', 'shift.deleted']);
  });
});

describe('profiles', () => {
  const profile = { clinicName: 'Larimer Vets', ...DENVER };

  test('creating and replacing a profile announce it after the commit; a refused save announces nothing', async () => {
    const t = createTestApp();
    const client = t.client();
    await client.post('/api/register', { email: 'cara@example.com', password: 'secret12', firstName: 'Cara', lastName: 'Ng', userType: 'clinic' });
    const onboarded = (event: { userId: number }) => findUserById(t.deps.db, event.userId)!.onboardingCompleted;
    const heard = listen(t, 'profile.saved', onboarded);

    expect((await client.post('/api/clinic-profiles', profile)).status).toBe(201);
    expect((await client.post('/api/clinic-profiles', profile)).status).toBe(409);
    expect((await client.request('PUT', '/api/clinic-profiles', { ...profile, clinicName: 'Larimer Animal Hospital' })).status).toBe(200);

    const userId = (await client.get('/api/auth/user')).body.id;
    expect(heard).toEqual([
      { event: { type: 'profile.saved', userId, kind: 'clinic', created: true }, inTransaction: false, read: true },
      { event: { type: 'profile.saved', userId, kind: 'clinic', created: false }, inTransaction: false, read: true },
    ]);
  });

  test('a listener that throws does not fail the request that caused the event', async () => {
    const t = createTestApp();
    t.deps.events.subscribe('*', () => {
      throw new Error('listener bug');
    });
    const client = t.client();
    await client.post('/api/register', { email: 'cara@example.com', password: 'secret12', firstName: 'Cara', lastName: 'Ng', userType: 'clinic' });

    const saved = await client.post('/api/clinic-profiles', profile);
    expect(saved.status).toBe(201);
    expect(saved.body.clinicName).toBe('Larimer Vets');
    expect((await client.post('/api/create-fresh-subscription', {})).body.skipPayment).toBe(true);
    expect((await client.get('/api/auth/user')).body.access).toBe('ok');
  });
});

describe('subscriptions', () => {
  test('subscribing, cancelling and the billing-off renewal each announce the subscription', async () => {
    const t = createTestApp();
    const heard = listen(t, 'subscription.changed');
    const client = await clinicAt(t, DENVER, 'Larimer Vets');
    const clinicId = (await client.get('/api/auth/user')).body.id;
    const other = await clinicAt(t, DENVER, 'Second Vets');
    const otherId = (await other.get('/api/auth/user')).body.id;

    await client.post('/api/cancel-subscription', {});
    // A month on (with a visit between, so the session stays alive), the uncancelled one renews.
    t.advance(16 * DAY_MS);
    await other.get('/api/auth/user');
    t.advance(16 * DAY_MS);
    expect(await createJobRunner(t.deps).run('billing-off-renewal')).toEqual({ renewed: 1 });

    expect(heard.map((entry) => entry.event)).toEqual([
      { type: 'subscription.changed', clinicId, status: 'active' },
      { type: 'subscription.changed', clinicId: otherId, status: 'active' },
      { type: 'subscription.changed', clinicId, status: 'cancelled' },
      { type: 'subscription.changed', clinicId: otherId, status: 'active' },
    ]);
  });

  test('a Stripe webhook announces the subscription of its customer once, however often delivered', async () => {
    const t = createTestApp();
    const clinicId = (await (await clinicAt(t, DENVER, 'Larimer Vets')).get('/api/auth/user')).body.id;
    upsertSubscription(
      t.deps.db,
      clinicId,
      { status: 'active', stripeSubscriptionId: 'sub_1', stripeCustomerId: 'cus_1', currentPeriodStart: null, currentPeriodEnd: null },
      t.deps.clock(),
    );
    const heard = listen(t, 'subscription.changed');
    const event = {
      id: 'evt_1',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_1', customer: 'cus_1', status: 'past_due', cancel_at_period_end: false, items: { data: [] } } },
    } as unknown as Stripe.Event;

    expect(applyStripeEvent(billingDeps(t.deps), event)).toBe(true);
    expect(applyStripeEvent(billingDeps(t.deps), event)).toBe(false);

    expect(heard.map((entry) => entry.event)).toEqual([{ type: 'subscription.changed', clinicId, status: 'past_due' }]);
  });
});
