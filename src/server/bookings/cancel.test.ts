// Cancelling a booked shift (issue 11, beyond the spec): either side, before the start; the
// shift opens again, the fee is waived, the other side is told, and a late one (under 48 h)
// shows on the canceller's cards for 12 months. Also what a booking does to editing and deleting.
import { describe, expect, test } from 'bun:test';
import { LATE_CANCELLATION_WINDOW_MS } from '../../shared/bookings';
import { createTestApp, type TestApp } from '../testing/harness';
import { shiftStartsAt, zoneOfState } from './shift-time';
import { applied, aYearLater, cancel, decide, list, recordBookingEvents } from '../testing/bookings';
import { clinic, NEW_YORK, type Party, postShift, shift, vet } from '../testing/marketplace';
import { emailOf, mailTo, one, sql } from '../testing/rows';
import { HOUR_MS, DAY_MS } from '../../shared/time';
import { wallClockAt } from '../../shared/zoned-time';

// The harness clock: 2026-11-22 12:00 UTC. The default shift: 2026-12-10 08:00 in Denver (15:00 UTC).
const SHIFT_START = Date.parse('2026-12-10T15:00:00Z');

async function booking(t: TestApp) {
  const c = await clinic(t);
  const v = await vet(t);
  const shiftId = await postShift(c);
  const id = await applied(v, shiftId);
  expect((await decide(c, id, 'accepted')).status).toBe(200);
  return { c, v, shiftId, id };
}

const cancellations = (t: TestApp) =>
  sql<{ cancelled_by_user_id: number; cancelled_by_role: string; reason: string; details: string | null; shift_starts_at: number; is_late: number }>(
    t,
    'SELECT * FROM shift_cancellations',
  );
const feeStatus = (t: TestApp, id: number) => one<{ status: string }>(t, 'SELECT status FROM booking_fees WHERE booking_request_id = ?', id).status;

async function searchResult(v: Party, shiftId: number) {
  const page = (await v.client.get('/api/search-shifts?radius=100')).body;
  return page.results.find((s: { id: number }) => s.id === shiftId);
}

describe('cancelling a booking', () => {
  test('the vet cancels ahead of time: cancelled, the shift open again (and in search), the fee waived, the clinic e-mailed and told', async () => {
    const t = createTestApp();
    const { c, v, shiftId, id } = await booking(t);
    const other = await vet(t);
    expect(await searchResult(other, shiftId)).toBeUndefined();
    const events = recordBookingEvents(t);

    const response = await cancel(v, id, 'schedule_conflict', '  Double-booked at my other job  ');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, status: 'cancelled', confirmedShift: null });
    expect(response.body.cancellation).toEqual({
      cancelledBy: 'relief_vet',
      reason: 'schedule_conflict',
      details: 'Double-booked at my other job',
      cancelledAt: '2026-11-22T12:00:00.000Z',
      hoursNotice: (SHIFT_START - t.deps.clock()) / HOUR_MS,
      late: false,
    });
    expect(response.body.shift).toMatchObject({ status: 'open', bookedByVetId: null });
    expect(cancellations(t)).toEqual([
      expect.objectContaining({
        cancelled_by_user_id: v.id,
        cancelled_by_role: 'relief_vet',
        reason: 'schedule_conflict',
        shift_starts_at: Date.parse('2026-12-10T08:00:00Z'),
        is_late: 0,
      }),
    ]);
    expect(feeStatus(t, id)).toBe('waived');
    const mail = mailTo(t, emailOf(t, c)).at(-1)!;
    expect(mail.subject).toBe('Booking cancelled: Thursday, December 10, 2026, 8:00 AM – 6:00 PM');
    expect(mail.text_body).toContain('Reason: Schedule conflict — Double-booked at my other job');
    expect(mail.text_body).toContain('The shift is open again for applications.');
    expect(events).toEqual([
      {
        event: { type: 'booking.changed', change: 'cancelled', requestIds: [id], shiftId, userIds: [c.id, v.id] },
        inTransaction: false,
        statuses: ['cancelled'],
      },
    ]);

    // Open again: in search, and another vet may apply and be booked.
    expect(await searchResult(other, shiftId)).toBeDefined();
    const second = await applied(other, shiftId);
    expect((await decide(c, second, 'accepted')).status).toBe(200);
    // The vet who cancelled may not apply again to the same shift.
    expect((await v.client.post('/api/booking-requests', { shiftId })).body.code).toBe('ALREADY_APPLIED');
    // The clinic's list shows the cancellation too; no late count on a timely one.
    const clinicView = (await list(c)).requests.find((r) => r.id === id)!;
    expect(clinicView.cancellation).toMatchObject({ cancelledBy: 'relief_vet', late: false });
    expect(clinicView.vet!.lateCancellations).toBe(0);
  });

  test('the clinic cancels under 48 h before the start: late, on its cards in search and on applications, gone after 12 months', async () => {
    const t = createTestApp();
    const { c, v, id } = await booking(t);
    const other = await vet(t);
    const second = await postShift(c, { shiftDate: '2026-12-20' });
    await applied(other, second);
    t.advance(SHIFT_START - 47 * HOUR_MS - t.deps.clock());

    const response = await cancel(c, id, 'no_longer_needed');
    expect(response.status).toBe(200);
    expect(response.body.cancellation).toMatchObject({ cancelledBy: 'clinic', reason: 'no_longer_needed', details: null, hoursNotice: 47, late: true });
    expect(cancellations(t)[0]).toMatchObject({ cancelled_by_user_id: c.id, cancelled_by_role: 'clinic', is_late: 1 });
    const mail = mailTo(t, emailOf(t, v)).at(-1)!;
    expect(mail.text_body).toContain('Front Range Vets cancelled the booking');
    expect(mail.text_body).not.toContain('open again');

    // The clinic's card: on the shifts vets find, and on their applications.
    expect((await searchResult(other, second)).clinic.lateCancellations).toBe(1);
    expect((await list(other)).requests[0]!.clinic!.lateCancellations).toBe(1);
    expect((await list(v)).requests[0]!.clinic!.lateCancellations).toBe(1);

    // Twelve months on, with no write in between, it no longer counts.
    t.advance(LATE_CANCELLATION_WINDOW_MS + DAY_MS);
    await aYearLater(t, c, other);
    const later = await postShift(c, { shiftDate: '2027-12-20' });
    expect((await searchResult(other, later)).clinic.lateCancellations).toBe(0);
    expect((await list(other)).requests[0]!.clinic!.lateCancellations).toBe(0);
  });

  test("a vet's late cancellation shows on its applicant card and in the clinics' vet search", async () => {
    const t = createTestApp();
    const { c, v, id } = await booking(t);
    const nearby = (await c.client.get('/api/nearby-vets?radius=100')).body.results;
    expect(nearby.find((r: { userId: number }) => r.userId === v.id).lateCancellations).toBe(0);
    t.advance(SHIFT_START - 10 * HOUR_MS - t.deps.clock());
    expect((await cancel(v, id, 'illness')).body.cancellation.late).toBe(true);

    const after = (await c.client.get('/api/nearby-vets?radius=100')).body.results;
    expect(after.find((r: { userId: number }) => r.userId === v.id).lateCancellations).toBe(1);
    const another = await clinic(t, 'Second Clinic');
    const next = await postShift(another, { shiftDate: '2026-12-20' });
    await applied(v, next);
    expect((await list(another)).requests[0]!.vet!.lateCancellations).toBe(1);
    t.advance(LATE_CANCELLATION_WINDOW_MS);
    await aYearLater(t, c);
    expect((await c.client.get('/api/nearby-vets?radius=100')).body.results.find((r: { userId: number }) => r.userId === v.id).lateCancellations).toBe(0);
  });

  test('only the two parties, only a confirmed booking, only before the start; refusals change nothing', async () => {
    const t = createTestApp();
    const { c, v, shiftId, id } = await booking(t);
    const otherVet = await vet(t);
    const otherClinic = await clinic(t, 'Elsewhere Vets');
    for (const who of [otherVet, otherClinic]) {
      const response = await cancel(who, id);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('REQUEST_NOT_FOUND');
    }
    expect((await t.client().post(`/api/booking-requests/${id}/cancel`, { reason: 'illness' })).status).toBe(401);
    expect((await cancel(v, id, 'bored')).status).toBe(400);
    expect((await v.client.post(`/api/booking-requests/${id}/cancel`, {})).status).toBe(400);

    const pendingShift = await postShift(c, { shiftDate: '2026-12-11' });
    const pending = await applied(otherVet, pendingShift);
    const notBooked = await cancel(otherVet, pending);
    expect(notBooked.status).toBe(409);
    expect(notBooked.body).toMatchObject({ code: 'NOT_BOOKED', message: 'Only a confirmed booking can be cancelled (this one is pending)' });

    t.advance(SHIFT_START - t.deps.clock() + 60_000);
    const started = await cancel(c, id);
    expect(started.status).toBe(409);
    expect(started.body).toMatchObject({ code: 'SHIFT_STARTED', message: 'This shift has already started and can no longer be cancelled' });
    expect(cancellations(t)).toEqual([]);
    expect(one<{ status: string }>(t, 'SELECT status FROM shifts WHERE id = ?', shiftId).status).toBe('booked');
    expect(feeStatus(t, id)).toBe('pending');
  });

  test('a cancelled booking cannot be cancelled again', async () => {
    const t = createTestApp();
    const { c, v, id } = await booking(t);
    const withdraw = await decide(v, id, 'withdrawn');
    expect(withdraw.status).toBe(409);
    expect(withdraw.body.message).toBe('This booking is confirmed: cancel it instead of withdrawing');
    expect((await cancel(v, id)).status).toBe(200);
    expect((await decide(v, id, 'withdrawn')).body.code).toBe('REQUEST_NOT_PENDING');
    const again = await cancel(c, id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('NOT_BOOKED');
    expect(cancellations(t)).toHaveLength(1);
  });
});

describe('booked shifts and the clinic', () => {
  test('a booked shift can be neither edited nor deleted until the booking is cancelled', async () => {
    const t = createTestApp();
    const { c, shiftId, id } = await booking(t);
    const edit = await c.client.request('PATCH', `/api/shifts/${shiftId}`, { ...shift, hourlyRate: 5000 });
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject({ code: 'SHIFT_BOOKED', message: 'This shift is booked and can no longer be edited: cancel the booking first' });
    const remove = await c.client.request('DELETE', `/api/shifts/${shiftId}`);
    expect(remove.status).toBe(409);
    expect(remove.body.message).toBe('A booked shift cannot be deleted: cancel the booking first');
    expect(one<{ hourly_rate: number }>(t, 'SELECT hourly_rate FROM shifts WHERE id = ?', shiftId).hourly_rate).toBe(7500);

    expect((await cancel(c, id, 'no_longer_needed')).status).toBe(200);
    expect((await c.client.request('PATCH', `/api/shifts/${shiftId}`, { ...shift, hourlyRate: 8000 })).status).toBe(200);
  });

  test('deleting a shift after a cancellation keeps the record (and the late count), hidden from the clinic', async () => {
    const t = createTestApp();
    const { c, v, shiftId, id } = await booking(t);
    t.advance(SHIFT_START - 20 * HOUR_MS - t.deps.clock());
    await cancel(c, id, 'no_longer_needed');
    expect((await c.client.request('DELETE', `/api/shifts/${shiftId}`)).status).toBe(200);
    expect((await c.client.get('/api/shifts')).body).toEqual([]);
    expect((await c.client.get('/api/stats')).body).toMatchObject({ totalShifts: 0, openShifts: 0 });
    expect((await c.client.request('DELETE', `/api/shifts/${shiftId}`)).status).toBe(404);
    expect((await v.client.post('/api/booking-requests', { shiftId })).status).toBe(404);
    expect(cancellations(t)).toHaveLength(1);
    expect((await list(v)).requests[0]).toMatchObject({ id, status: 'cancelled', clinic: { lateCancellations: 1 } });
  });

  test('deleting a shift with pending applications ends them and tells each vet (e-mail and socket)', async () => {
    const t = createTestApp();
    const c = await clinic(t);
    const a = await vet(t);
    const b = await vet(t);
    const shiftId = await postShift(c);
    await applied(a, shiftId);
    await applied(b, shiftId);
    const events = recordBookingEvents(t);
    expect((await c.client.request('DELETE', `/api/shifts/${shiftId}`)).status).toBe(200);
    for (const who of [a, b]) {
      expect(mailTo(t, emailOf(t, who)).at(-1)!.text_body).toContain('Front Range Vets removed the shift on Thursday, December 10, 2026');
      expect((await list(who)).requests).toEqual([]);
    }
    expect(events.map((e) => [e.event.change, e.event.userIds, e.inTransaction])).toEqual([['declined', [c.id, a.id, b.id], false]]);
    expect((await c.client.get('/api/counts')).body.pendingBookings).toBe(0);
  });
});

describe('when a shift starts', () => {
  test("shift times are the clinic's wall clock in its state's zone, daylight saving included; unknown states at UTC−10", () => {
    expect(shiftStartsAt({ shiftDate: '2026-12-10', startTime: '08:00' }, 'CO')).toBe(Date.parse('2026-12-10T15:00:00Z'));
    expect(shiftStartsAt({ shiftDate: '2026-12-10', startTime: '08:00' }, NEW_YORK.state)).toBe(Date.parse('2026-12-10T13:00:00Z'));
    expect(shiftStartsAt({ shiftDate: '2026-07-01', startTime: '08:00' }, 'ny')).toBe(Date.parse('2026-07-01T12:00:00Z'));
    expect(shiftStartsAt({ shiftDate: '2026-07-01', startTime: '08:00' }, 'AZ')).toBe(Date.parse('2026-07-01T15:00:00Z'));
    expect(shiftStartsAt({ shiftDate: '2026-12-10', startTime: '08:00' }, 'HI')).toBe(Date.parse('2026-12-10T18:00:00Z'));
    expect(shiftStartsAt({ shiftDate: '2026-12-10', startTime: '08:00' }, 'ZZ')).toBe(Date.parse('2026-12-10T18:00:00Z'));
    // 2026-03-08 02:30 does not exist in New York (clocks skip to 03:00): read as 03:30 EDT.
    expect(shiftStartsAt({ shiftDate: '2026-03-08', startTime: '02:30' }, 'NY')).toBe(Date.parse('2026-03-08T07:30:00Z'));
    expect(zoneOfState(' tx ')).toBe('America/Chicago');
  });

  test('every quarter hour of both daylight-saving days reads back as the same wall clock (the offsets kept by hour stay exact)', () => {
    for (const [state, zone] of [
      ['NY', 'America/New_York'],
      ['CO', 'America/Denver'],
      ['CA', 'America/Los_Angeles'],
      ['AZ', 'America/Phoenix'],
    ] as const) {
      for (const shiftDate of ['2026-03-07', '2026-03-08', '2026-03-09', '2026-10-31', '2026-11-01', '2026-11-02']) {
        for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
          const startTime = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          // The hour the spring change skips has no instant (read an hour later, as above).
          if (shiftDate === '2026-03-08' && startTime.startsWith('02') && state !== 'AZ') continue;
          const wall = wallClockAt(shiftStartsAt({ shiftDate, startTime }, state), zone);
          expect(`${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')} ${wall.time}`).toBe(`${shiftDate} ${startTime}`);
        }
      }
    }
  });

  test('a New York booking cannot be cancelled once 08:00 has passed in New York', async () => {
    const t = createTestApp();
    const c = await clinic(t, 'Harbor Vets', NEW_YORK);
    const v = await vet(t);
    const shiftId = await postShift(c);
    const id = await applied(v, shiftId);
    await decide(c, id, 'accepted');
    t.advance(Date.parse('2026-12-10T13:01:00Z') - t.deps.clock());
    expect((await cancel(v, id)).body.code).toBe('SHIFT_STARTED');
  });
});
