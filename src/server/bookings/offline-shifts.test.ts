// GET /api/me/offline-shifts: the vet's shift day kept for reading without a network — its booked
// shifts not yet ended and starting within 7 days, with address, phone and arrival notes; nothing
// it only applied for, nothing of another vet, nothing for a clinic.
import { beforeEach, describe, expect, test } from 'bun:test';
import type { OfflineShifts } from '../../shared/offline-shifts';
import { HOUR_MS } from '../../shared/time';
import { VALID_CLINIC_PROFILE } from '../guard-rails/callers';
import { applied, decide } from '../testing/bookings';
import { ok } from '../testing/expect-ok';
import { createTestApp, type TestApp } from '../testing/harness';
import { clinic, DENVER, type Party, postShift, vet } from '../testing/marketplace';

const NOTES = 'Staff door B, ask for Zoë.';
let t: TestApp;
let denver: Party;
let sam: Party;

async function booked(fields: Record<string, unknown>, who = sam): Promise<number> {
  const shiftId = await postShift(denver, fields);
  ok(await decide(denver, await applied(who, shiftId), 'accepted'), 'accepting the application');
  return shiftId;
}

async function offline(party: Party): Promise<OfflineShifts> {
  return ok(await party.client.get('/api/me/offline-shifts'), 'reading the offline shifts').body;
}

beforeEach(async () => {
  // The harness's clock: 2026-11-22 12:00 UTC, 05:00 in Denver.
  t = createTestApp();
  denver = await clinic(t, 'Front Range Vets', DENVER);
  ok(
    await denver.client.request('PUT', '/api/clinic-profiles', { ...VALID_CLINIC_PROFILE, clinicName: 'Front Range Vets', ...DENVER, arrivalNotes: NOTES }),
    'saving arrival notes',
  );
  sam = await vet(t);
});

describe('the shift day offline', () => {
  test('booked shifts of the next 7 days, soonest first, with where to go and whom to call', async () => {
    const later = await booked({ shiftDate: '2026-11-28', startTime: '07:00', endTime: '15:00' });
    const tomorrow = await booked({ shiftDate: '2026-11-23', startTime: '08:00', endTime: '18:00' });
    await booked({ shiftDate: '2026-12-05' });
    // Applied for, not booked.
    await applied(sam, await postShift(denver, { shiftDate: '2026-11-24' }));
    // Another vet's booking.
    await booked({ shiftDate: '2026-11-25' }, await vet(t));

    const answer = await offline(sam);
    expect(answer.updatedAt).toBe('2026-11-22T12:00:00.000Z');
    expect(answer.shifts.map((s) => s.shiftId)).toEqual([tomorrow, later]);
    expect(answer.shifts[0]).toEqual({
      shiftId: tomorrow,
      clinicName: 'Front Range Vets',
      address: DENVER.address,
      city: 'Denver',
      state: 'CO',
      zipCode: '80202',
      phone: expect.stringContaining('303'),
      shiftDate: '2026-11-23',
      startTime: '08:00',
      endTime: '18:00',
      arrivalNotes: NOTES,
    });
  });

  test('a shift stays while it runs and goes once it has ended (in the clinic zone)', async () => {
    // 08:00–10:00 in Denver (UTC−7): 15:00–17:00 UTC.
    const id = await booked({ shiftDate: '2026-11-23', startTime: '08:00', endTime: '10:00' });
    t.advance(28 * HOUR_MS);
    expect((await offline(sam)).shifts.map((s) => s.shiftId)).toEqual([id]);
    t.advance(HOUR_MS + 60_000);
    expect((await offline(sam)).shifts).toEqual([]);
  });

  test('the 7 days are counted from now: a shift just beyond them is not kept', async () => {
    // 2026-11-29 06:00 in Denver is 13:00 UTC: 7 days and an hour away.
    await booked({ shiftDate: '2026-11-29', startTime: '06:00', endTime: '12:00' });
    expect((await offline(sam)).shifts).toEqual([]);
    t.advance(HOUR_MS);
    expect((await offline(sam)).shifts).toHaveLength(1);
  });

  test('a cancelled booking leaves the list', async () => {
    const shiftId = await postShift(denver, { shiftDate: '2026-11-24' });
    const requestId = await applied(sam, shiftId);
    ok(await decide(denver, requestId, 'accepted'), 'accepting');
    ok(await sam.client.post(`/api/booking-requests/${requestId}/cancel`, { reason: 'illness', details: 'Flu' }), 'cancelling');
    expect((await offline(sam)).shifts).toEqual([]);
  });

  test('a clinic has no shift day (403), a visitor is asked to sign in (401)', async () => {
    const asClinic = await denver.client.get('/api/me/offline-shifts');
    expect(asClinic.status).toBe(403);
    expect(asClinic.body.code).toBe('VET_ONLY');
    const visitor = await t.client().get('/api/me/offline-shifts');
    expect(visitor.status).toBe(401);
  });
});
