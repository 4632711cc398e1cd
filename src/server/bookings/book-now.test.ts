// Book now (instant booking) through the API: who may book which shift at once and why not, the
// booking made with every rule of an accepted application (the overlap rule, the other applicants
// told, the fee), the clinic told by e-mail and event, and `canBookNow` on the vet's search cards.
import { describe, expect, test } from 'bun:test';
import { BOOKING_FEE_CENTS } from '../../shared/bookings';
import { HOUR_MS } from '../../shared/time';
import { applied, decide, list, recordBookingEvents } from '../testing/bookings';
import { createTestApp, type TestApp } from '../testing/harness';
import { bookNow, completedShift, favourite, instantShift } from '../testing/instant-booking';
import { BOULDER, clinic, postShift, vet } from '../testing/marketplace';
import { emailOf, mailTo, one, sql } from '../testing/rows';

const shiftRow = (t: TestApp, id: number) =>
  one<{ status: string; booked_by_vet_id: number | null }>(t, 'SELECT status, booked_by_vet_id FROM shifts WHERE id = ?', id);
const requestRows = (t: TestApp, shiftId: number) =>
  sql<{ id: number; vet_id: number; status: string; is_instant: number }>(
    t,
    'SELECT id, vet_id, status, is_instant FROM booking_requests WHERE shift_id = ? ORDER BY id',
    shiftId,
  );
const outboxCount = (t: TestApp) => one<{ n: number }>(t, 'SELECT count(*) AS n FROM email_outbox').n;

async function market(t: TestApp) {
  const c = await clinic(t);
  const v = await vet(t);
  favourite(t, c, v);
  return { c, v };
}

describe('booking at once', () => {
  test("a favourite books a favourites' shift: 201, booked, the fee due, the clinic e-mailed and told after the commit", async () => {
    const t = createTestApp();
    const { c, v } = await market(t);
    const shiftId = await instantShift(c, 'favourites');
    const events = recordBookingEvents(t);

    const response = await bookNow(v, shiftId, { message: '  See you at eight.  ' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      shiftId,
      vetId: v.id,
      clinicId: c.id,
      status: 'accepted',
      source: 'instant',
      message: 'See you at eight.',
      clinic: { userId: c.id, clinicName: 'Front Range Vets' },
    });
    expect(response.body.shift).toMatchObject({ id: shiftId, status: 'booked', bookedByVetId: v.id });
    expect(response.body.confirmedShift).toMatchObject({ clinicName: 'Front Range Vets', shiftDate: '2026-12-10' });
    expect(shiftRow(t, shiftId)).toEqual({ status: 'booked', booked_by_vet_id: v.id });
    expect(sql(t, 'SELECT amount, status FROM booking_fees')).toEqual([{ amount: BOOKING_FEE_CENTS, status: 'pending' }]);

    const toClinic = mailTo(t, emailOf(t, c));
    expect(toClinic).toHaveLength(1);
    expect(toClinic[0]!.subject).toMatch(/^Dr\. Sam Rivera\d* booked your shift on Thursday, December 10, 2026, 8:00 AM – 6:00 PM$/);
    expect(toClinic[0]!.text_body).toContain('with instant booking');
    expect(toClinic[0]!.text_body).toContain('See you at eight.');
    const toVet = mailTo(t, emailOf(t, v));
    expect(toVet.map((mail) => mail.subject)).toEqual(["You're booked: Front Range Vets on Thursday, December 10, 2026, 8:00 AM – 6:00 PM"]);

    expect(events).toEqual([
      {
        event: { type: 'booking.changed', change: 'instant', requestIds: [response.body.id], shiftId, userIds: [c.id, v.id] },
        inTransaction: false,
        statuses: ['accepted'],
      },
    ]);
    // Both sides' lists show it as booked instantly.
    expect((await list(c)).requests).toEqual([expect.objectContaining({ id: response.body.id, status: 'accepted', source: 'instant' })]);
    expect((await list(v)).requests).toEqual([expect.objectContaining({ id: response.body.id, source: 'instant' })]);
  });

  test('the body is optional: no body at all, or {} , books', async () => {
    const t = createTestApp();
    const { c, v } = await market(t);
    const first = await instantShift(c, 'favourites');
    const second = await instantShift(c, 'favourites', { shiftDate: '2026-12-11' });
    const bare = await v.client.request('POST', `/api/shifts/${first}/book`);
    expect(bare.status).toBe(201);
    expect(bare.body.message).toBeNull();
    expect((await bookNow(v, second, {})).status).toBe(201);
  });

  test('a vet who completed a shift here books a past-vets shift; one who did not gets 403 with the reason', async () => {
    const t = createTestApp();
    const c = await clinic(t);
    const past = await vet(t);
    const stranger = await vet(t);
    await completedShift(t, c, past);
    const shiftId = await instantShift(c, 'past_vets', { shiftDate: '2027-01-15' });

    const refused = await bookNow(stranger, shiftId);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'Instant booking on this shift is for vets who have worked a shift here before',
      code: 'INSTANT_BOOKING_PAST_VETS_ONLY',
    });
    // A favourite who never worked here is no past vet either.
    favourite(t, c, stranger);
    expect((await bookNow(stranger, shiftId)).body.code).toBe('INSTANT_BOOKING_PAST_VETS_ONLY');

    const booked = await bookNow(past, shiftId);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ source: 'instant', status: 'accepted' });
  });

  test('ineligible vets get 403 with the reason and nothing changes', async () => {
    const t = createTestApp();
    const { c, v } = await market(t);
    const other = await vet(t);
    const off = await instantShift(c, 'off');
    const favouritesOnly = await instantShift(c, 'favourites', { shiftDate: '2026-12-11' });
    const before = outboxCount(t);

    const offAnswer = await bookNow(other, off);
    expect(offAnswer.status).toBe(403);
    expect(offAnswer.body).toEqual({ message: 'Instant booking is off for this shift: apply instead', code: 'INSTANT_BOOKING_OFF' });
    const notFavourite = await bookNow(other, favouritesOnly);
    expect(notFavourite.status).toBe(403);
    expect(notFavourite.body).toEqual({ message: "Instant booking on this shift is for the clinic's favourite vets", code: 'INSTANT_BOOKING_FAVOURITES_ONLY' });

    expect(shiftRow(t, off).status).toBe('open');
    expect(shiftRow(t, favouritesOnly).status).toBe('open');
    expect(requestRows(t, off)).toEqual([]);
    expect(requestRows(t, favouritesOnly)).toEqual([]);
    expect(outboxCount(t)).toBe(before);
    // 'off' refuses the clinic's favourites too.
    expect((await bookNow(v, off)).body.code).toBe('INSTANT_BOOKING_OFF');
  });

  test('in its first look a shift does not exist for a non-favourite (404); a favourite books it; once public the setting decides', async () => {
    const t = createTestApp();
    const c = await clinic(t);
    const fav = await vet(t);
    const past = await vet(t);
    favourite(t, c, fav);
    await completedShift(t, c, past);
    const pastVets = await instantShift(c, 'past_vets', { shiftDate: '2027-01-15', firstLookHours: 24 });
    const favourites = await instantShift(c, 'favourites', { shiftDate: '2027-01-16', firstLookHours: 24 });

    // Worked here, but no favourite: during the first look the shift is hidden from them.
    const hidden = await bookNow(past, pastVets);
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe('SHIFT_NOT_FOUND');
    expect((await bookNow(fav, favourites)).status).toBe(201);

    t.advance(24 * HOUR_MS);
    expect((await bookNow(past, pastVets)).status).toBe(201);
  });

  test('a shift booked, deleted, missing or started: 409, 404, 404, 409', async () => {
    const t = createTestApp();
    const { c, v } = await market(t);
    const rival = await vet(t);
    favourite(t, c, rival);
    const shiftId = await instantShift(c, 'favourites');
    expect((await bookNow(rival, shiftId)).status).toBe(201);
    const taken = await bookNow(v, shiftId);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'This shift has already been filled', code: 'SHIFT_NOT_OPEN' });
    // Pressing again after winning is no second booking.
    expect((await bookNow(rival, shiftId)).body.code).toBe('SHIFT_NOT_OPEN');

    const doomed = await instantShift(c, 'favourites', { shiftDate: '2026-12-11' });
    expect((await c.client.request('DELETE', `/api/shifts/${doomed}`)).status).toBe(200);
    expect((await bookNow(v, doomed)).status).toBe(404);
    expect((await bookNow(v, 999_999)).body).toEqual({ message: 'Shift not found', code: 'SHIFT_NOT_FOUND' });

    // The harness clock is 12:00 UTC, 05:00 in Denver: a 04:00 shift today has started.
    const early = await instantShift(c, 'favourites', { shiftDate: '2026-11-22', startTime: '04:00', endTime: '12:00' });
    expect((await bookNow(v, early)).body).toEqual({ message: 'This shift has already started and can no longer be booked', code: 'SHIFT_STARTED' });
    expect(requestRows(t, shiftId)).toHaveLength(1);
  });
});

describe('the rules of an accepted application', () => {
  test('the overlap rule: a vet booked at the same time elsewhere gets 409 and nothing changes; an adjacent shift books', async () => {
    const t = createTestApp();
    const { c, v } = await market(t);
    const elsewhere = await clinic(t, 'Boulder Animal Hospital', BOULDER);
    const held = await postShift(elsewhere, { shiftDate: '2026-12-10', startTime: '14:00', endTime: '22:00' });
    expect((await decide(elsewhere, await applied(v, held), 'accepted')).status).toBe(200);

    const overlapping = await instantShift(c, 'favourites');
    const clash = await bookNow(v, overlapping);
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({
      message: 'You are already booked on 2026-12-10 from 14:00 to 22:00 at Boulder Animal Hospital, which overlaps this shift',
      code: 'BOOKING_CLASH',
    });
    expect(shiftRow(t, overlapping).status).toBe('open');
    expect(requestRows(t, overlapping)).toEqual([]);

    // An overnight shift the night before that ends as this one starts is no overlap.
    const before = await instantShift(c, 'favourites', { shiftDate: '2026-12-09', startTime: '22:00', endTime: '08:00' });
    const morning = await instantShift(c, 'favourites', { shiftDate: '2026-12-11', startTime: '08:00', endTime: '14:00' });
    expect((await bookNow(v, before)).status).toBe(201);
    expect((await bookNow(v, morning)).status).toBe(201);
  });

  test("the other pending applicants are declined and e-mailed; the vet's own application becomes the booking; its clashing ones are withdrawn", async () => {
    const t = createTestApp();
    const { c, v } = await market(t);
    const shiftId = await instantShift(c, 'favourites');
    const others = [await vet(t), await vet(t)];
    const otherIds = [await applied(others[0]!, shiftId), await applied(others[1]!, shiftId)];
    const own = await applied(v, shiftId);
    const elsewhere = await clinic(t, 'Boulder Animal Hospital', BOULDER);
    const sameDay = await postShift(elsewhere, { shiftDate: '2026-12-10', startTime: '12:00', endTime: '20:00' });
    const ownElsewhere = await applied(v, sameDay);
    const events = recordBookingEvents(t);

    const booked = await bookNow(v, shiftId);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ id: own, status: 'accepted', source: 'instant' });
    expect(requestRows(t, shiftId)).toEqual([
      { id: otherIds[0]!, vet_id: others[0]!.id, status: 'declined', is_instant: 0 },
      { id: otherIds[1]!, vet_id: others[1]!.id, status: 'declined', is_instant: 0 },
      { id: own, vet_id: v.id, status: 'accepted', is_instant: 1 },
    ]);
    expect(one<{ status: string }>(t, 'SELECT status FROM booking_requests WHERE id = ?', ownElsewhere).status).toBe('withdrawn');
    for (const other of others) {
      expect(mailTo(t, emailOf(t, other)).map((mail) => mail.subject)).toEqual(['This shift was filled: Front Range Vets']);
    }
    const [event] = events.map((seen) => seen.event);
    expect(event!.requestIds.sort()).toEqual([own, ...otherIds, ownElsewhere].sort());
    expect(new Set(event!.userIds)).toEqual(new Set([c.id, v.id, others[0]!.id, others[1]!.id, elsewhere.id]));
  });

  test('an application the clinic declined stops Book now (409), as it stops applying again; a withdrawn one is reused', async () => {
    const t = createTestApp();
    const { c, v } = await market(t);
    const declinedShift = await instantShift(c, 'favourites');
    await decide(c, await applied(v, declinedShift), 'declined');
    const refused = await bookNow(v, declinedShift);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'You cannot book this shift: the clinic declined your application', code: 'ALREADY_APPLIED' });

    const withdrawnShift = await instantShift(c, 'favourites', { shiftDate: '2026-12-11' });
    const withdrawn = await applied(v, withdrawnShift);
    await decide(v, withdrawn, 'withdrawn');
    expect((await bookNow(v, withdrawnShift)).body).toMatchObject({ id: withdrawn, status: 'accepted', source: 'instant' });
  });

  test('a booking made at once is cancelled like any other: the shift open again, the fee waived', async () => {
    const t = createTestApp();
    const { c, v } = await market(t);
    const shiftId = await instantShift(c, 'favourites');
    const id = (await bookNow(v, shiftId)).body.id;
    const cancelled = await v.client.post(`/api/booking-requests/${id}/cancel`, { reason: 'illness' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', source: 'instant' });
    expect(shiftRow(t, shiftId).status).toBe('open');
    expect(one<{ status: string }>(t, 'SELECT status FROM booking_fees').status).toBe('waived');
  });
});

describe('who may and what is sent', () => {
  test('a visitor 401, a clinic 403, a vet without a profile 403; bad input 400; none of it books', async () => {
    const t = createTestApp();
    const { c, v } = await market(t);
    const shiftId = await instantShift(c, 'favourites');
    expect((await t.client().post(`/api/shifts/${shiftId}/book`, {})).status).toBe(401);
    expect((await c.client.post(`/api/shifts/${shiftId}/book`, {})).body.code).toBe('VET_ONLY');
    const bare = t.client();
    await bare.post('/api/register', { email: 'bare@example.com', password: 'secret12', firstName: 'B', lastName: 'V', userType: 'relief_vet' });
    expect((await bare.post(`/api/shifts/${shiftId}/book`, {})).body.code).toBe('PROFILE_REQUIRED');

    for (const body of [{ message: 5 }, { message: 'x'.repeat(2001) }, [], 'text']) {
      const response = await bookNow(v, shiftId, body);
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
    for (const path of ['abc', '0', '012', '-1']) expect((await v.client.post(`/api/shifts/${path}/book`, {})).status).toBe(400);
    expect(shiftRow(t, shiftId).status).toBe('open');
    expect(requestRows(t, shiftId)).toEqual([]);
  });
});

describe('canBookNow on the vet’s search cards', () => {
  test('true only where this vet may book now, and false once the shift is taken', async () => {
    const t = createTestApp();
    const { c, v } = await market(t);
    const stranger = await vet(t);
    const favouritesOnly = await instantShift(c, 'favourites');
    const off = await instantShift(c, 'off', { shiftDate: '2026-12-11' });
    const pastVets = await instantShift(c, 'past_vets', { shiftDate: '2026-12-12' });

    const cards = async (who: typeof v) => {
      const page = (await who.client.get('/api/search-shifts?radius=100')).body;
      return Object.fromEntries(page.results.map((shift: { id: number; canBookNow: boolean }) => [shift.id, shift.canBookNow]));
    };
    expect(await cards(v)).toEqual({ [favouritesOnly]: true, [off]: false, [pastVets]: false });
    expect(await cards(stranger)).toEqual({ [favouritesOnly]: false, [off]: false, [pastVets]: false });

    expect((await bookNow(v, favouritesOnly)).status).toBe(201);
    expect(await cards(stranger)).toEqual({ [off]: false, [pastVets]: false });
  });
});
