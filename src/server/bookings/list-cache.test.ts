// The cached booking lists answer exactly what a fresh read would, after any write that changes a
// page — made through the API or straight to the database (the change log sees both).
import { describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../testing/harness';
import { bookingRequestsPage } from './views';
import { applied, cancel, decide, list } from '../testing/bookings';
import { clinic, type Party, postShift, vet } from '../testing/marketplace';
import { DAY_MS } from '../../shared/time';

/** What GET /api/booking-requests must answer: the page read afresh from the database. */
function fresh(t: TestApp, party: Party, userType: 'clinic' | 'relief_vet') {
  return JSON.parse(JSON.stringify(bookingRequestsPage(t.deps.db, { id: party.id, userType }, { status: 'all' }, t.deps.clock())));
}

async function market() {
  const t = createTestApp();
  const c = await clinic(t);
  const v = await vet(t);
  const shiftId = await postShift(c);
  const requestId = await applied(v, shiftId);
  // Read once, so the next reads may come from the cache.
  expect(await list(c)).toEqual(fresh(t, c, 'clinic'));
  expect(await list(v)).toEqual(fresh(t, v, 'relief_vet'));
  return { t, c, v, shiftId, requestId };
}

describe('the cached booking lists', () => {
  test('a second read answers the same page', async () => {
    const { t, c } = await market();
    expect(await list(c)).toEqual(await list(c));
    expect(await list(c)).toEqual(fresh(t, c, 'clinic'));
  });

  test('a write straight to the database shows at once: the application, the shift, the applicant, the clinic', async () => {
    const { t, c, v, shiftId, requestId } = await market();
    const run = (query: string, ...params: (string | number)[]) => t.deps.db.$client.run(query, params);

    run('UPDATE booking_requests SET message = ? WHERE id = ?', 'Edited behind the service', requestId);
    expect((await list(c)).requests[0]!.message).toBe('Edited behind the service');
    expect((await list(v)).requests[0]!.message).toBe('Edited behind the service');

    run('UPDATE shifts SET hourly_rate = ? WHERE id = ?', 12_300, shiftId);
    expect((await list(c)).requests[0]!.shift.hourlyRate).toBe(12_300);

    run('UPDATE vet_profiles SET first_name = ? WHERE user_id = ?', 'Renamed', v.id);
    expect((await list(c)).requests[0]!.vet!.firstName).toBe('Renamed');

    run('UPDATE clinic_profiles SET clinic_name = ? WHERE user_id = ?', 'Moved Vets', c.id);
    expect((await list(v)).requests[0]!.clinic!.clinicName).toBe('Moved Vets');

    expect(await list(c)).toEqual(fresh(t, c, 'clinic'));
    expect(await list(v)).toEqual(fresh(t, v, 'relief_vet'));
  });

  test("a late cancellation elsewhere shows on the applicant's card in another clinic's list", async () => {
    const { t, c, v } = await market();
    const other = await clinic(t, 'Other Vets');
    // Tomorrow: under 48 hours before the start, so cancelling it is late.
    const tomorrow = new Date(t.deps.clock() + DAY_MS).toISOString().slice(0, 10);
    const soon = await postShift(other, { shiftDate: tomorrow });
    const booking = await applied(v, soon);
    expect((await decide(other, booking, 'accepted')).status).toBe(200);
    expect((await list(c)).requests[0]!.vet!.lateCancellations).toBe(0);
    expect((await cancel(v, booking)).status).toBe(200);
    expect((await list(c)).requests[0]!.vet!.lateCancellations).toBe(1);
    expect(await list(c)).toEqual(fresh(t, c, 'clinic'));
  });

  test('a new application and a decision show in both lists', async () => {
    const { t, c, v, requestId } = await market();
    const second = await vet(t);
    const secondShift = await postShift(c, { shiftDate: new Date(t.deps.clock() + 20 * DAY_MS).toISOString().slice(0, 10) });
    await applied(second, secondShift);
    expect((await list(c)).requests).toHaveLength(2);
    expect((await decide(c, requestId, 'declined')).status).toBe(200);
    expect((await list(v)).requests[0]!.status).toBe('declined');
    expect(await list(c)).toEqual(fresh(t, c, 'clinic'));
    expect(await list(v)).toEqual(fresh(t, v, 'relief_vet'));
  });

  test('an answer is read afresh after a minute, so the 12-month window of late counts moves on', async () => {
    const { t, c, requestId } = await market();
    // Behind the change log's back (no trigger for this): only the age limit can show it.
    t.deps.db.$client.run('DROP TRIGGER booking_requests_log_update');
    t.deps.db.$client.run('UPDATE booking_requests SET message = ? WHERE id = ?', ['unlogged', requestId]);
    expect((await list(c)).requests[0]!.message).not.toBe('unlogged');
    t.advance(61_000);
    expect((await list(c)).requests[0]!.message).toBe('unlogged');
  });
});
