// Clinics' requests for posted dates through the API (issue 12): asking within the travel
// radius, one pending request per clinic per date, the vet's decision (accepting creates and
// books the clinic's shift and declines the other requests), the no-double-booking rule, the
// e-mails and events, the counts and the bounded list.
import { describe, expect, test } from 'bun:test';
import { BOOKING_HISTORY_PAGE_SIZE, MAX_PENDING_PER_PAGE } from '../../shared/bookings';
import { createTestApp, type TestApp } from '../testing/harness';
import { ask, asked, decide, placeAt, posted, recordEvents } from '../testing/availability';
import { clinic, type Party, vet } from '../testing/marketplace';
import { emailOf, mailTo, one, rowCount, sql } from '../testing/rows';

const MILES_PER_DEGREE_LAT = (2 * Math.PI * 3958.8) / 360;
const statusOf = (t: TestApp, id: number) => one<{ status: string }>(t, 'SELECT status FROM availability_requests WHERE id = ?', id).status;

async function market(t: TestApp) {
  const v = await vet(t);
  const c = await clinic(t);
  const postingId = await posted(v);
  return { v, c, postingId };
}

describe('asking for a posted date', () => {
  test("a subscribed clinic asks: 201 with the vet's card and the distance; the vet is e-mailed, counted and told after the commit", async () => {
    const t = createTestApp();
    const { v, c, postingId } = await market(t);
    const events = recordEvents(t, 'availability.changed');
    const response = await ask(c, postingId, { proposedHourlyRate: 10_000, message: '  Our surgeon is away.  ' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      availabilityPostingId: postingId,
      clinicId: c.id,
      vetId: v.id,
      proposedHourlyRate: 10_000,
      message: 'Our surgeon is away.',
      status: 'pending',
      createdShiftId: null,
      decidedAt: null,
      clinic: null,
      vet: { userId: v.id, firstName: 'Sam', city: 'Boulder', state: 'CO', hourlyRate: 9000, lateCancellations: 0 },
      posting: { id: postingId, availableDate: '2026-12-10', status: 'available', travelRadius: 50 },
    });
    // Boulder to downtown Denver.
    expect(response.body.distance).toBeGreaterThan(20);
    expect(response.body.distance).toBeLessThan(30);

    const mails = mailTo(t, emailOf(t, v));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Front Range Vets would like to book you on Thursday, December 10, 2026, 8:00 AM – 6:00 PM');
    expect(mails[0]!.text_body).toContain('Proposed rate: $100/hr.');
    expect(mails[0]!.text_body).toContain('Our surgeon is away.');
    expect(mails[0]!.text_body).toContain('http://localhost:3000/bookings');
    expect(events).toEqual([
      {
        event: {
          type: 'availability.changed',
          change: 'requested',
          vetId: v.id,
          postingIds: [postingId],
          requestIds: [response.body.id],
          userIds: [v.id, c.id],
        },
        inTransaction: false,
      },
    ]);
    expect((await v.client.get('/api/counts')).body.pendingBookings).toBe(1);
    expect((await v.client.get('/api/vet-availability')).body[0].pendingRequests).toBe(1);

    const vetList = (await v.client.get('/api/availability-requests')).body;
    expect(vetList).toHaveLength(1);
    expect(vetList[0]).toMatchObject({
      id: response.body.id,
      vet: null,
      clinic: { userId: c.id, clinicName: 'Front Range Vets', city: 'Denver', state: 'CO', lateCancellations: 0 },
    });
    expect((await c.client.get('/api/availability-requests')).body).toMatchObject([{ id: response.body.id, vet: { userId: v.id } }]);
  });

  test('the travel radius decides: just inside is asked, just outside is 403 naming the distance and the radius', async () => {
    const t = createTestApp();
    const v = await vet(t);
    const near = await clinic(t, 'Near Vets');
    const far = await clinic(t, 'Far Vets');
    placeAt(t, v, 39.7, -105.0);
    placeAt(t, near, 39.7 + 24.9 / MILES_PER_DEGREE_LAT, -105.0);
    placeAt(t, far, 39.7 + 25.1 / MILES_PER_DEGREE_LAT, -105.0);
    const postingId = await posted(v, { travelRadius: 25 });
    const inside = await ask(near, postingId);
    expect(inside.status).toBe(201);
    expect(inside.body.distance).toBe(24.9);
    const outside = await ask(far, postingId);
    expect(outside.status).toBe(403);
    expect(outside.body).toMatchObject({
      code: 'OUT_OF_RANGE',
      message: expect.stringMatching(/^Your clinic is 25\.1 miles from Dr\. Sam Rivera\d*, who travels up to 25 miles for this date$/),
    });
    expect(sql(t, 'SELECT id FROM availability_requests WHERE clinic_id = ?', far.id)).toEqual([]);
    // A wider radius lets the far clinic in.
    await v.client.request('PATCH', `/api/vet-availability/${postingId}`, {
      availableDate: '2026-12-10',
      startTime: '08:00',
      endTime: '18:00',
      travelRadius: 50,
    });
    expect((await ask(far, postingId)).status).toBe(201);
  });

  test("one pending request per clinic per date: a second is 409 'already requested'; a withdrawn or declined one may be sent again", async () => {
    const t = createTestApp();
    const { v, c, postingId } = await market(t);
    const id = await asked(c, postingId);
    const again = await ask(c, postingId, { message: 'Me again' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_REQUESTED', message: 'You have already requested this date (it is waiting for the vet)' });
    expect(mailTo(t, emailOf(t, v))).toHaveLength(1);

    expect((await decide(c, id, 'withdrawn')).body.status).toBe('withdrawn');
    const reopened = await ask(c, postingId, { message: 'Free after all?', proposedHourlyRate: 12_000 });
    expect(reopened.status).toBe(201);
    expect(reopened.body).toMatchObject({ id, status: 'pending', message: 'Free after all?', proposedHourlyRate: 12_000, decidedAt: null });

    expect((await decide(v, id, 'declined')).body.status).toBe('declined');
    expect(mailTo(t, emailOf(t, c)).at(-1)!.subject).toMatch(/^Request declined: Dr\. Sam Rivera/);
    expect((await ask(c, postingId)).status).toBe(201);
    expect(sql(t, 'SELECT id FROM availability_requests')).toHaveLength(1);
  });

  test('who may ask: a vet, a clinic without subscription and a visitor are refused; a missing posting is 404; bad input 400', async () => {
    const t = createTestApp();
    const { v, postingId } = await market(t);
    const unsubscribed = await clinic(t, 'Unpaid Vets');
    t.deps.db.$client.run('DELETE FROM subscriptions WHERE clinic_id = ?', [unsubscribed.id]);
    expect((await ask(unsubscribed, postingId)).body.code).toBe('SUBSCRIPTION_REQUIRED');
    expect((await ask(v, postingId)).body.code).toBe('CLINIC_ONLY');
    expect((await t.client().post('/api/availability-requests', { availabilityPostingId: postingId })).status).toBe(401);
    const c = await clinic(t);
    expect((await ask(c, 999_999)).body.code).toBe('POSTING_NOT_FOUND');
    for (const body of [
      {},
      { availabilityPostingId: 'x' },
      { availabilityPostingId: postingId, proposedHourlyRate: '90' },
      { availabilityPostingId: postingId, message: 5 },
    ]) {
      const response = await c.client.post('/api/availability-requests', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(sql(t, 'SELECT id FROM availability_requests')).toEqual([]);
  });

  test('a booked date and a date that has started are 409', async () => {
    const t = createTestApp();
    const { v, c, postingId } = await market(t);
    const other = await clinic(t, 'Other Vets');
    await decide(v, await asked(c, postingId), 'accepted');
    const booked = await ask(other, postingId);
    expect(booked.status).toBe(409);
    expect(booked.body).toMatchObject({ code: 'POSTING_BOOKED', message: 'This date has already been booked' });
    // The harness clock is 12:00 UTC, 05:00 in Denver: a 04:00 start today has started.
    const early = await posted(v, { availableDate: '2026-11-22', startTime: '04:00', endTime: '12:00' });
    expect((await ask(other, early)).body).toMatchObject({ code: 'POSTING_PAST', message: 'This date has already started or passed' });
    t.deps.db.$client.run("UPDATE vet_availability SET available_date = '2026-11-20' WHERE id = ?", [early]);
    expect((await ask(other, early)).status).toBe(409);
  });
});

describe("the vet's decision", () => {
  test('accepting creates and books the clinic shift, marks the date booked, declines the other requests; everyone is told', async () => {
    const t = createTestApp();
    const { v, c, postingId } = await market(t);
    const second = await clinic(t, 'Second Vets');
    const third = await clinic(t, 'Third Vets');
    const id = await asked(c, postingId, { proposedHourlyRate: 11_000 });
    const secondId = await asked(second, postingId);
    const thirdId = await asked(third, postingId);
    await decide(third, thirdId, 'withdrawn');
    expect((await v.client.get('/api/counts')).body.pendingBookings).toBe(2);
    const events = recordEvents(t, 'availability.changed', 'booking.changed');

    const accepted = await decide(v, id, 'accepted');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id, status: 'accepted', posting: { status: 'booked', bookedByClinicId: c.id } });
    const shiftId = accepted.body.createdShiftId as number;
    expect(shiftId).toEqual(expect.any(Number));
    expect(
      one(
        t,
        'SELECT clinic_id, shift_date, start_time, end_time, hourly_rate, shift_type, status, booked_by_vet_id, practice_types FROM shifts WHERE id = ?',
        shiftId,
      ),
    ).toEqual({
      clinic_id: c.id,
      shift_date: '2026-12-10',
      start_time: '08:00',
      end_time: '18:00',
      hourly_rate: 11_000,
      shift_type: 'regular',
      status: 'booked',
      booked_by_vet_id: v.id,
      practice_types: '["small_animal"]',
    });
    const location = one<{ lat: number; slat: number }>(
      t,
      'SELECT c.latitude AS lat, s.latitude AS slat FROM shifts s JOIN clinic_profiles c ON c.user_id = s.clinic_id WHERE s.id = ?',
      shiftId,
    );
    expect(location.slat).toBe(location.lat);
    expect(statusOf(t, secondId)).toBe('declined');
    expect(statusOf(t, thirdId)).toBe('withdrawn');
    // The booking is a booking like any other: on both sides' /bookings, with its fee.
    const booking = (await v.client.get('/api/booking-requests')).body.requests;
    expect(booking).toMatchObject([{ shiftId, status: 'accepted', clinicId: c.id, confirmedShift: { hourlyRate: 11_000 } }]);
    expect((await c.client.get('/api/booking-requests')).body.requests).toMatchObject([{ shiftId, status: 'accepted', vet: { userId: v.id } }]);
    expect(one<{ n: number }>(t, "SELECT count(*) AS n FROM booking_fees WHERE clinic_id = ? AND status = 'pending'", c.id).n).toBe(1);

    expect(mailTo(t, emailOf(t, c)).at(-1)!.subject).toMatch(/^Booked: Dr\. Sam Rivera\d* on Thursday, December 10, 2026, 8:00 AM – 6:00 PM$/);
    expect(mailTo(t, emailOf(t, c)).at(-1)!.text_body).toContain('$110/hr');
    const told = mailTo(t, emailOf(t, second));
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toMatch(/^This date was booked by another clinic: Dr\. Sam Rivera/);
    expect(mailTo(t, emailOf(t, third))).toEqual([]);

    expect(events.map(({ event, inTransaction }) => ({ type: event.type, inTransaction }))).toEqual([
      { type: 'availability.changed', inTransaction: false },
      { type: 'booking.changed', inTransaction: false },
    ]);
    expect(events[0]!.event).toMatchObject({
      change: 'accepted',
      vetId: v.id,
      postingIds: [postingId],
      requestIds: [id, secondId],
      userIds: [v.id, c.id, second.id],
    });
    expect(events[1]!.event).toMatchObject({ change: 'accepted', shiftId, userIds: [v.id, c.id] });
    expect((await v.client.get('/api/counts')).body.pendingBookings).toBe(0);

    // Decided once: no second decision, and the others cannot ask for the date any more.
    expect((await decide(v, secondId, 'accepted')).body).toMatchObject({ code: 'REQUEST_NOT_PENDING' });
    expect((await decide(v, id, 'declined')).status).toBe(409);
  });

  test("the rate is the proposed one, else the posting's, else the vet's profile rate", async () => {
    const t = createTestApp();
    const v = await vet(t);
    const c = await clinic(t);
    const withRate = await posted(v, { availableDate: '2026-12-01', hourlyRate: 8500 });
    const without = await posted(v, { availableDate: '2026-12-02', hourlyRate: null });
    const a = (await decide(v, await asked(c, withRate), 'accepted')).body.createdShiftId;
    const b = (await decide(v, await asked(c, without), 'accepted')).body.createdShiftId;
    expect(sql(t, 'SELECT hourly_rate FROM shifts WHERE id IN (?, ?) ORDER BY id', a, b)).toEqual([{ hourly_rate: 8500 }, { hourly_rate: 9000 }]);
  });

  test('the no-double-booking rule: a booking across midnight makes the acceptance 409 naming it, and nothing is stored', async () => {
    const t = createTestApp();
    const v = await vet(t);
    const c = await clinic(t);
    const night = await clinic(t, 'Night Owl Vets');
    const overnight = await posted(v, { availableDate: '2026-12-10', startTime: '20:00', endTime: '04:00' });
    const requestId = await asked(c, overnight);
    // Meanwhile the vet is booked on another clinic's early shift the next morning.
    const shift = (
      await night.client.post('/api/shifts', {
        shiftDate: '2026-12-11',
        startTime: '02:00',
        endTime: '08:00',
        hourlyRate: 9000,
        shiftType: 'emergency',
        practiceTypes: ['emergency'],
      })
    ).body.id;
    const application = (await v.client.post('/api/booking-requests', { shiftId: shift })).body.id;
    expect((await night.client.request('PUT', `/api/booking-requests/${application}`, { status: 'accepted' })).status).toBe(200);
    const shifts = rowCount(t, 'shifts');
    const mails = rowCount(t, 'email_outbox');
    const events = recordEvents(t, 'availability.changed', 'booking.changed');

    const refused = await decide(v, requestId, 'accepted');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'BOOKING_CLASH',
      message: 'The vet is already booked on 2026-12-11 from 02:00 to 08:00 at Night Owl Vets, which overlaps this shift',
    });
    expect(rowCount(t, 'shifts')).toBe(shifts);
    expect(rowCount(t, 'email_outbox')).toBe(mails);
    expect(statusOf(t, requestId)).toBe('pending');
    expect(one(t, 'SELECT status, booked_by_clinic_id FROM vet_availability WHERE id = ?', overnight)).toEqual({
      status: 'available',
      booked_by_clinic_id: null,
    });
    expect(events).toEqual([]);
    // The vet may still decline it.
    expect((await decide(v, requestId, 'declined')).status).toBe(200);
  });

  test('who decides: only the posting vet accepts or declines, only the asking clinic withdraws; anyone else finds nothing', async () => {
    const t = createTestApp();
    const { v, c, postingId } = await market(t);
    const otherVet = await vet(t);
    const otherClinic = await clinic(t, 'Nosy Vets');
    const id = await asked(c, postingId);
    expect((await decide(c, id, 'accepted')).body.code).toBe('REQUEST_NOT_FOUND');
    expect((await decide(v, id, 'withdrawn')).status).toBe(404);
    expect((await decide(otherVet, id, 'declined')).status).toBe(404);
    expect((await decide(otherClinic, id, 'withdrawn')).status).toBe(404);
    expect((await decide(v, 999_999, 'declined')).status).toBe(404);
    expect((await decide(v, id, 'maybe')).status).toBe(400);
    expect((await otherVet.client.get('/api/availability-requests')).body).toEqual([]);
    expect((await otherClinic.client.get('/api/availability-requests')).body).toEqual([]);
    expect(statusOf(t, id)).toBe('pending');
    const withdrawn = await decide(c, id, 'withdrawn');
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', vet: { userId: v.id } });
    expect((await v.client.get('/api/counts')).body.pendingBookings).toBe(0);
  });
});

describe('the list', () => {
  async function flood(t: TestApp, v: Party, c: Party, pending: number, declined: number) {
    const sqlite = t.deps.db.$client;
    const insertPosting = sqlite.prepare<{ id: number }, [number, string]>(
      "INSERT INTO vet_availability (vet_id, available_date, start_time, end_time, practice_types, travel_radius, status) VALUES (?, ?, '08:00', '17:00', '[\"small_animal\"]', 50, 'available') RETURNING id",
    );
    const insertRequest = sqlite.prepare(
      'INSERT INTO availability_requests (availability_posting_id, clinic_id, vet_id, status, created_at, updated_at) VALUES (?, ?, ?, ?, 0, 0)',
    );
    // Pending and declined ones interleaved, so the newest are a mix.
    const statuses: string[] = [];
    for (let p = pending, d = declined; p + d > 0; ) {
      const next = p > 0 && (statuses.length % 2 === 0 || d === 0) ? 'pending' : 'declined';
      statuses.push(next);
      if (next === 'pending') p--;
      else d--;
    }
    statuses.forEach((status, i) => {
      const date = new Date(Date.parse('2027-01-01T12:00:00Z') + i * 86_400_000).toISOString().slice(0, 10);
      insertRequest.run(insertPosting.get(v.id, date)!.id, c.id, v.id, status);
    });
  }

  test('pending first (at most MAX_PENDING_PER_PAGE), then the newest history (BOOKING_HISTORY_PAGE_SIZE), for both sides', async () => {
    const t = createTestApp();
    const v = await vet(t);
    const c = await clinic(t);
    await flood(t, v, c, MAX_PENDING_PER_PAGE + 20, BOOKING_HISTORY_PAGE_SIZE + 30);
    const counts = one<{ pending: number; declined: number }>(
      t,
      "SELECT sum(status = 'pending') AS pending, sum(status = 'declined') AS declined FROM availability_requests",
    );
    expect(counts.pending).toBeGreaterThan(MAX_PENDING_PER_PAGE);
    expect(counts.declined).toBeGreaterThan(BOOKING_HISTORY_PAGE_SIZE);
    for (const party of [v, c]) {
      const list = (await party.client.get('/api/availability-requests')).body as { id: number; status: string }[];
      expect(list).toHaveLength(MAX_PENDING_PER_PAGE + BOOKING_HISTORY_PAGE_SIZE);
      const pending = list.slice(0, MAX_PENDING_PER_PAGE);
      expect(pending.every((request) => request.status === 'pending')).toBe(true);
      expect(list.slice(MAX_PENDING_PER_PAGE).every((request) => request.status === 'declined')).toBe(true);
      const ids = list.map((request) => request.id);
      expect(pending.map((r) => r.id)).toEqual([...pending.map((r) => r.id)].sort((a, b) => b - a));
      expect(ids.slice(MAX_PENDING_PER_PAGE)).toEqual([...ids.slice(MAX_PENDING_PER_PAGE)].sort((a, b) => b - a));
    }
  });
});

describe('after the booking', () => {
  test('cancelling a booking made from a posted date frees the posting again', async () => {
    const t = createTestApp();
    const { v, c, postingId } = await market(t);
    const id = await asked(c, postingId);
    const shiftId = (await decide(v, id, 'accepted')).body.createdShiftId as number;
    const booking = one<{ id: number }>(t, 'SELECT id FROM booking_requests WHERE shift_id = ?', shiftId).id;
    const cancelled = await v.client.post(`/api/booking-requests/${booking}/cancel`, { reason: 'illness' });
    expect(cancelled.status).toBe(200);
    expect(one(t, 'SELECT status, booked_by_clinic_id FROM vet_availability WHERE id = ?', postingId)).toEqual({
      status: 'available',
      booked_by_clinic_id: null,
    });
  });

  test("a request for a date that has passed no longer counts on the vet's badge", async () => {
    const t = createTestApp();
    const { v, c, postingId } = await market(t);
    await asked(c, postingId);
    expect((await v.client.get('/api/counts')).body.pendingBookings).toBe(1);
    t.deps.db.$client.run("UPDATE vet_availability SET available_date = '2026-01-02' WHERE id = ?", [postingId]);
    expect((await v.client.get('/api/counts')).body.pendingBookings).toBe(0);
  });
});
