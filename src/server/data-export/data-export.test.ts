// "Download my data": GET /api/me/export as a clinic and a vet with one of everything, as an
// account without a profile, and as a visitor; what must never be in it; its budget; and that it
// streams (many pages of messages, in chunks) and always parses.
import { beforeAll, describe, expect, test } from 'bun:test';
import { favourites } from '../db/schema';
import { storeMessage } from '../messages/store-message';
import { asked, posted } from '../testing/availability';
import { apply, cancel } from '../testing/bookings';
import { ok } from '../testing/expect-ok';
import { PASSWORD_LEAK, signedUp } from '../testing/fixtures';
import { createTestApp, type TestApp, type TestResponse } from '../testing/harness';
import { bookedShift } from '../testing/hours';
import { base64, halves, pngFile } from '../testing/images';
import { approvedShifts, draftOf, sentOf } from '../testing/invoices';
import { clinic, NEW_YORK, type Party, postShift, vet } from '../testing/marketplace';
import { completedShift, rate } from '../testing/ratings';
import { signUpWith } from '../testing/referrals';
import { emailOf, one, sql } from '../testing/rows';
import { EXPORTS_PER_HOUR } from './budget';
import { EXPORT_PAGE_SIZE } from './pages';

/** The test places' phones as stored (E.164). */
const E164 = { boulder: '+17205550100', denver: '+13035550100', newYork: '+12125550100' };

const exportOf = (party: Pick<Party, 'client'>) => party.client.get('/api/me/export');

/** The export's JSON, after checking it came as a dated attachment. */
function parsed(response: TestResponse, t: TestApp): Record<string, any> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const day = new Date(t.deps.clock()).toISOString().slice(0, 10);
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="vetrelief-data-${day}.json"`);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return JSON.parse(response.text);
}

/** The export's text without its invoices: an invoice prints both parties' contact details, as both see it. */
function outsideInvoices(document: Record<string, unknown>): string {
  const { invoices: _invoices, ...rest } = document;
  return JSON.stringify(rest);
}

interface World {
  t: TestApp;
  c: Party;
  v: Party;
  otherClinic: Party;
  otherVet: Party;
  shiftId: number;
  invoiceId: number;
}

/** A clinic and a vet with one of everything between them, and another pair beside them. */
async function worldWithEverything(): Promise<World> {
  const t = createTestApp();
  // A completed shift with approved hours, rated both ways (visible at once) and invoiced.
  const { c, v, shiftIds } = await approvedShifts(t, 1);
  const shiftId = shiftIds[0]!;
  ok(await rate(c, shiftId, 5, 'Lovely with clients'), 'the clinic rating the vet');
  ok(await rate(v, shiftId, 4, 'Well-run practice'), 'the vet rating the clinic');
  const invoiceId = await sentOf(v, [shiftId]);
  // A pending application, and a booking the vet cancelled.
  await apply(v, await postShift(c, { shiftDate: '2026-12-21' }), 'Keen to help');
  const cancelled = await bookedShift(t, { shiftDate: '2026-12-22' }, { c, v });
  ok(await cancel(v, cancelled.requestId, 'illness', 'Flu'), 'the vet cancelling');
  // Availability and the clinic's request for it; a booking summary; messages both ways.
  await asked(c, await posted(v, { availableDate: '2026-12-28' }), { message: 'Could you do this day?' });
  ok(
    await c.client.post('/api/booking-summaries', {
      vetUserId: v.id,
      notes: 'Holiday cover',
      shifts: [{ shiftDate: '2026-12-30', startTime: '09:00', endTime: '17:00', hourlyRate: 10_000 }],
    }),
    'sending a summary',
  );
  t.advance(5_000);
  ok(await c.client.post('/api/messages', { toUserId: v.id, content: 'See you on Monday' }), 'the clinic writing');
  ok(await v.client.post('/api/messages', { toUserId: c.id, content: 'Looking forward to it' }), 'the vet answering');
  // Settings, business details, a photo, a referral made, favourites both ways.
  for (const party of [c, v]) ok(await party.client.request('PUT', '/api/alert-settings', { mode: 'digest', digestHour: 8 }), 'alert settings');
  ok(await c.client.request('PUT', '/api/business-details', { billingContact: 'Ann Lee' }), 'clinic billing details');
  ok(await v.client.request('PUT', '/api/business-details', { paymentTermsDays: 20 }), 'vet business details');
  ok(await v.client.request('PUT', '/api/profile-photo', { image: base64(pngFile(halves(48, 48))) }), 'the vet photo');
  const code = ok(await v.client.post('/api/generate-referral-code'), 'a referral code').body.referralCode;
  await signUpWith(t, code, 'clinic');
  t.deps.db
    .insert(favourites)
    .values([
      { ownerId: c.id, targetId: v.id },
      { ownerId: v.id, targetId: c.id },
    ])
    .run();
  // Secrets the account holds: never exported.
  t.deps.db.$client.run("UPDATE users SET calendar_token = 'calendar-secret-' || id WHERE id IN (?, ?)", [c.id, v.id]);

  // Another clinic and vet with private lives of their own.
  const otherClinic = await clinic(t, 'Hudson Animal Hospital', NEW_YORK);
  const otherVet = await vet(t, NEW_YORK);
  ok(await otherClinic.client.post('/api/messages', { toUserId: otherVet.id, content: 'OTHER-PRIVATE-NOTE' }), 'others writing');
  ok(await otherClinic.client.post('/api/messages', { toUserId: v.id, content: 'Hello from New York' }), 'another clinic writing to the vet');
  return { t, c, v, otherClinic, otherVet, shiftId, invoiceId };
}

/** What must never appear in an export of anyone. */
function expectNoSecrets(t: TestApp, text: string, userId: number) {
  expect(text).not.toMatch(PASSWORD_LEAK);
  expect(text).not.toContain(one<{ password_hash: string }>(t, 'SELECT password_hash FROM users WHERE id = ?', userId).password_hash);
  expect(text).not.toContain('calendar-secret');
  for (const { sid } of sql<{ sid: string }>(t, 'SELECT sid FROM sessions')) expect(text).not.toContain(sid);
}

describe('GET /api/me/export', () => {
  let w: World;
  beforeAll(async () => {
    w = await worldWithEverything();
  }, 60_000);

  test('a visitor gets 401', async () => {
    const answer = await w.t.client().get('/api/me/export');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('UNAUTHENTICATED');
  });

  test("a vet's export holds one of everything that is the vet's, and no one else's contact details", async () => {
    const { t, c, v, otherClinic, otherVet, shiftId, invoiceId } = w;
    const data = parsed(await exportOf(v), t);
    expect(data.version).toBe(1);
    expect(data.about).toContain('money is in cents');
    expect(Object.keys(data).slice(0, 2)).toEqual(['version', 'about']);
    expect(data.account).toMatchObject({ id: v.id, email: emailOf(t, v), userType: 'relief_vet' });
    expect(data.account.photoUrl).toMatch(/^http:\/\/localhost:\d+\/media\/photos\/[0-9a-f]+-256\.webp$/);
    expect(data.profile).toMatchObject({ city: 'Boulder', phone: E164.boulder, licenseNumber: 'CO-1' });
    expect(data.alertSettings).toEqual({ mode: 'digest', digestHour: 8 });
    expect(data.businessDetails).toMatchObject({ paymentTermsDays: 20 });
    expect(data.availability).toEqual([expect.objectContaining({ availableDate: '2026-12-28' })]);
    expect(data.availabilityRequests).toEqual([expect.objectContaining({ clinic: 'Front Range Vets', message: 'Could you do this day?', status: 'pending' })]);
    expect(data.bookings.map((b: { status: string }) => b.status).sort()).toEqual(['accepted', 'cancelled', 'pending']);
    expect(data.bookings.find((b: { status: string }) => b.status === 'pending')).toMatchObject({
      clinic: 'Front Range Vets',
      shiftDate: '2026-12-21',
      message: 'Keen to help',
    });
    expect(data.cancellations).toEqual([expect.objectContaining({ cancelledBy: 'you', reason: 'illness', details: 'Flu' })]);
    expect(data.summaries).toEqual([
      expect.objectContaining({ clinic: 'Front Range Vets', notes: 'Holiday cover', dates: [expect.objectContaining({ shiftDate: '2026-12-30' })] }),
    ]);
    const withClinic = data.conversations.find((thread: { with: string }) => thread.with === 'Front Range Vets');
    expect(withClinic.messages.map((m: { content: string; fromYou: boolean }) => [m.fromYou, m.content])).toEqual(
      expect.arrayContaining([
        [false, 'See you on Monday'],
        [true, 'Looking forward to it'],
      ]),
    );
    expect(data.conversations.find((thread: { with: string }) => thread.with === 'Hudson Animal Hospital').messages).toEqual([
      expect.objectContaining({ content: 'Hello from New York', fromYou: false }),
    ]);
    expect(data.hours).toEqual([expect.objectContaining({ shiftId, status: 'approved', workedMinutes: 570, clinic: 'Front Range Vets' })]);
    expect(data.ratingsGiven).toEqual([expect.objectContaining({ shiftId, stars: 4, comment: 'Well-run practice', rated: 'Front Range Vets' })]);
    expect(data.ratingsReceived).toEqual([expect.objectContaining({ shiftId, stars: 5, comment: 'Lovely with clients', ratedBy: 'Front Range Vets' })]);
    expect(data.invoices).toEqual([
      expect.objectContaining({ id: invoiceId, status: 'sent', totalCents: 71_250, lines: [expect.objectContaining({ shiftId })] }),
    ]);
    expect(data.invoices[0].billTo.name).toBe('Front Range Vets');
    expect(data.licences).toEqual([expect.objectContaining({ state: 'CO', licenceNumber: 'CO-1' })]);
    expect(data.favourites).toEqual([expect.objectContaining({ name: 'Front Range Vets' })]);
    expect(data.referrals.made).toEqual([expect.objectContaining({ status: 'pending', rewardAmountCents: 1000 })]);
    expect(data.shifts).toBeUndefined();

    const text = JSON.stringify(data);
    expectNoSecrets(t, text, v.id);
    // The clinic appears by its name only: its e-mail and phone only on the invoice it was sent.
    expect(outsideInvoices(data)).not.toContain(emailOf(t, c));
    expect(outsideInvoices(data)).not.toContain(E164.denver);
    // The other pair's conversation, accounts and the referred clinic are not the vet's.
    for (const foreign of [emailOf(t, otherClinic), emailOf(t, otherVet), 'OTHER-PRIVATE-NOTE', E164.newYork, 'referee']) expect(text).not.toContain(foreign);
  });

  test("a clinic's export holds its shifts, subscription and records, and no vet's contact details", async () => {
    const { t, c, v, otherVet, shiftId, invoiceId } = w;
    const data = parsed(await exportOf(c), t);
    expect(data.account).toMatchObject({ id: c.id, email: emailOf(t, c), userType: 'clinic', photoUrl: null });
    expect(data.profile).toMatchObject({ clinicName: 'Front Range Vets', phone: E164.denver });
    expect(data.subscription.plan).toMatchObject({ status: 'active', amountCents: 4900 });
    expect(data.businessDetails).toMatchObject({ billingContact: 'Ann Lee' });
    expect(data.shifts.map((s: { shiftDate: string }) => s.shiftDate)).toEqual(expect.arrayContaining(['2026-12-21', '2026-12-22']));
    expect(data.shifts.find((s: { id: number }) => s.id === shiftId).bookedVet).toMatch(/^Dr\. Sam Rivera\d+$/);
    expect(data.bookings).toHaveLength(3);
    expect(data.cancellations).toEqual([expect.objectContaining({ cancelledBy: expect.stringMatching(/^Dr\. /), reason: 'illness' })]);
    expect(data.availabilityRequests).toEqual([expect.objectContaining({ availableDate: '2026-12-28', status: 'pending' })]);
    expect(data.summaries).toHaveLength(1);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0].with).toMatch(/^Dr\. Sam Rivera/);
    expect(data.conversations[0].messages.map((m: { content: string; fromYou: boolean }) => [m.fromYou, m.content])).toEqual(
      expect.arrayContaining([
        [true, 'See you on Monday'],
        [false, 'Looking forward to it'],
      ]),
    );
    expect(data.hours).toHaveLength(1);
    expect(data.ratingsGiven).toEqual([expect.objectContaining({ stars: 5 })]);
    expect(data.ratingsReceived).toEqual([expect.objectContaining({ stars: 4, comment: 'Well-run practice' })]);
    expect(data.invoices).toEqual([expect.objectContaining({ id: invoiceId, status: 'sent' })]);
    expect(data.favourites).toEqual([expect.objectContaining({ name: expect.stringMatching(/^Dr\. Sam Rivera/) })]);
    expect(data.alertSettings).toEqual({ mode: 'digest', digestHour: 8 });
    expect(data.availability).toBeUndefined();
    expect(data.licences).toBeUndefined();

    const text = JSON.stringify(data);
    expectNoSecrets(t, text, c.id);
    expect(outsideInvoices(data)).not.toContain(emailOf(t, v));
    expect(outsideInvoices(data)).not.toContain(E164.boulder);
    expect(outsideInvoices(data)).not.toContain('CO-1');
    for (const foreign of [emailOf(t, otherVet), 'OTHER-PRIVATE-NOTE', 'Hello from New York', 'Hudson Animal Hospital']) expect(text).not.toContain(foreign);
  });

  test('there is no way to ask for another account: each caller gets only its own rows', async () => {
    const { t, c, v } = w;
    // Whatever an attacker adds, the route reads only the session.
    const asked = await v.client.get(`/api/me/export?userId=${c.id}`, { 'x-user-id': String(c.id) });
    const data = parsed(asked, t);
    expect(data.account.id).toBe(v.id);
    expect(data.bookings.every((b: { vet: string }) => b.vet === data.bookings[0].vet)).toBe(true);
  });
});

describe('an account without a profile', () => {
  test('downloads its account, an empty profile and empty lists', async () => {
    const t = createTestApp();
    const client = await signedUp(t, { userType: 'relief_vet' });
    const data = parsed(await client.get('/api/me/export'), t);
    expect(data.profile).toBeNull();
    expect(data.account.userType).toBe('relief_vet');
    expect(data.conversations).toEqual([]);
    expect(data.alertSettings).toEqual({ mode: 'instant', digestHour: 7 });
  });
});

describe('the budget', () => {
  test(`${EXPORTS_PER_HOUR} downloads pass, the next gets 429 with Retry-After, and a third of an hour later one more passes`, async () => {
    const t = createTestApp();
    const client = await signedUp(t, { userType: 'clinic' });
    for (let i = 0; i < EXPORTS_PER_HOUR; i++) expect((await client.get('/api/me/export')).status).toBe(200);
    const refused = await client.get('/api/me/export');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: expect.stringContaining('3 times an hour'), code: 'EXPORT_RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBe(20 * 60);
    // Another account has a budget of its own.
    expect((await (await signedUp(t, { userType: 'relief_vet', email: 'bo@example.com' })).get('/api/me/export')).status).toBe(200);
    t.advance(20 * 60 * 1000);
    expect((await client.get('/api/me/export')).status).toBe(200);
    expect((await client.get('/api/me/export')).status).toBe(429);
  });
});

describe('streaming', () => {
  test('a vet with messages over many pages gets every one, in order, in several chunks of valid JSON', async () => {
    const t = createTestApp();
    const v = await vet(t);
    const c = await clinic(t);
    const c2 = await clinic(t, 'Second Clinic');
    const now = t.deps.clock();
    const count = 1_234;
    t.deps.db.transaction((tx) => {
      for (let i = 0; i < count; i++) {
        const [from, to] = i % 2 === 0 ? [c.id, v.id] : [v.id, c.id];
        storeMessage(tx as never, { fromUserId: from, toUserId: to, content: `message ${i} "quoted" \\ ${'é'.repeat(i % 5)}`, now: now + i });
      }
      storeMessage(tx as never, { fromUserId: c2.id, toUserId: v.id, content: 'the other thread', now });
    });
    const response = await t.app.handle(
      new Request('http://localhost/api/me/export', { headers: { cookie: [...v.client.cookies].map(([k, val]) => `${k}=${val}`).join('; ') } }),
    );
    expect(response.status).toBe(200);
    const chunks: Uint8Array[] = [];
    for await (const chunk of response.body!) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    const data = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const thread = data.conversations.find((conversation: { with: string }) => conversation.with === 'Front Range Vets');
    expect(thread.messages).toHaveLength(count);
    expect(thread.messages.map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: count }, (_, i) => `message ${i} "quoted" \\ ${'é'.repeat(i % 5)}`),
    );
    expect(thread.messages.every((m: { fromYou: boolean }, i: number) => m.fromYou === (i % 2 === 1))).toBe(true);
    expect(data.conversations.find((conversation: { with: string }) => conversation.with === 'Second Clinic').messages).toHaveLength(1);
  }, 30_000);
});

describe('ratings', () => {
  test("a rating not yet visible is in its writer's export only, and a hidden comment stays hidden", async () => {
    const t = createTestApp();
    const c = await clinic(t);
    const v = await vet(t);
    const blind = await completedShift(t, c, v);
    ok(await rate(c, blind.shiftId, 3, 'Arrived late'), 'the clinic rating the vet');
    const hidden = await completedShift(t, c, v);
    ok(await rate(c, hidden.shiftId, 2, 'Rude remark'), 'the clinic rating');
    ok(await rate(v, hidden.shiftId, 5, 'Fine'), 'the vet rating: both visible');
    t.deps.db.$client.run("UPDATE shift_ratings SET hidden_at = 1, hidden_reason = 'abuse' WHERE comment = 'Rude remark'");

    const vetData = parsed(await exportOf(v), t);
    expect(vetData.ratingsReceived).toEqual([expect.objectContaining({ shiftId: hidden.shiftId, stars: 2, comment: null, hiddenByModerator: true })]);
    expect(JSON.stringify(vetData)).not.toContain('Arrived late');
    expect(JSON.stringify(vetData)).not.toContain('Rude remark');
    const clinicData = parsed(await exportOf(c), t);
    expect(clinicData.ratingsGiven).toEqual([
      expect.objectContaining({ shiftId: blind.shiftId, comment: 'Arrived late', visibleAt: null }),
      expect.objectContaining({ shiftId: hidden.shiftId, comment: 'Rude remark', hiddenByModerator: true }),
    ]);
  }, 30_000);

  test('ratings and cancellations of more than a page of bookings are all there', async () => {
    const t = createTestApp();
    const c = await clinic(t);
    const v = await vet(t);
    const count = EXPORT_PAGE_SIZE + 7;
    const db = t.deps.db.$client;
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const { id: shiftId } = db
          .query<{ id: number }, [number, string, number]>(
            "INSERT INTO shifts (clinic_id, shift_date, start_time, end_time, hourly_rate, shift_type, status, practice_types, booked_by_vet_id) VALUES (?, ?, '08:00', '18:00', 7500, 'regular_day', 'completed', '[]', ?) RETURNING id",
          )
          .get(c.id, `2025-01-${String((i % 28) + 1).padStart(2, '0')}`, v.id)!;
        const { id: requestId } = db
          .query<{ id: number }, [number, number, number]>(
            "INSERT INTO booking_requests (shift_id, vet_id, clinic_id, status) VALUES (?, ?, ?, 'cancelled') RETURNING id",
          )
          .get(shiftId, v.id, c.id)!;
        db.run(
          "INSERT INTO shift_ratings (shift_id, booking_request_id, rater_user_id, rater_role, ratee_user_id, stars, would_work_again, visible_by, visible_at) VALUES (?, ?, ?, 'clinic', ?, 4, 1, 0, 0)",
          [shiftId, requestId, c.id, v.id],
        );
        db.run(
          "INSERT INTO shift_cancellations (shift_id, booking_request_id, cancelled_by_user_id, cancelled_by_role, vet_id, clinic_id, reason, shift_starts_at, is_late) VALUES (?, ?, ?, 'relief_vet', ?, ?, 'illness', 0, 0)",
          [shiftId, requestId, v.id, v.id, c.id],
        );
      }
    })();
    const data = parsed(await exportOf(v), t);
    expect(data.bookings).toHaveLength(count);
    expect(data.ratingsReceived).toHaveLength(count);
    expect(data.cancellations).toHaveLength(count);
    expect(new Set(data.cancellations.map((row: { bookingId: number }) => row.bookingId)).size).toBe(count);
    expect(parsed(await exportOf(c), t).ratingsGiven).toHaveLength(count);
  }, 30_000);
});

describe('invoices', () => {
  test("a vet's drafts are in the vet's export only; the clinic has what it was sent, as printed", async () => {
    const t = createTestApp();
    const { c, v, shiftIds } = await approvedShifts(t, 2);
    const sent = await sentOf(v, [shiftIds[0]!]);
    const draft = await draftOf(v, [shiftIds[1]!], { note: 'Not sent yet' });
    const vetInvoices = parsed(await exportOf(v), t).invoices;
    expect(vetInvoices.map((invoice: { id: number; status: string }) => [invoice.id, invoice.status])).toEqual([
      [sent, 'sent'],
      [draft, 'draft'],
    ]);
    expect(vetInvoices[0].history.map((event: { kind: string }) => event.kind)).toContain('sent');
    const clinicInvoices = parsed(await exportOf(c), t).invoices;
    expect(clinicInvoices).toEqual([expect.objectContaining({ id: sent, side: 'clinic', number: vetInvoices[0].number, from: vetInvoices[0].from })]);
    expect(JSON.stringify(clinicInvoices)).not.toContain('Not sent yet');
  }, 30_000);
});
