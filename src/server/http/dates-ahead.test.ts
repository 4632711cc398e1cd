// Dates at most 18 months ahead (shared/date-limits.ts): shifts posted and edited, dates offered
// in a booking summary, and vets' availability postings. `9999-12-31` used to be accepted. The
// harness clock stands at 2026-11-22, so the last date is 2028-05-22.
import { describe, expect, test } from 'bun:test';
import { latestOfferDate } from '../../shared/date-limits';
import { clinic, postShift, shift, vet } from '../testing/marketplace';
import { one } from '../testing/rows';
import { createTestApp } from '../testing/harness';

const LAST = '2028-05-22';
const TOO_FAR = ['2028-05-23', '2030-01-01', '9999-12-31'];
const SHIFT_REFUSAL = { message: 'Shift dates can be at most 18 months ahead', code: 'TOO_FAR_AHEAD' };
const POSTING_REFUSAL = { message: 'Available dates can be at most 18 months ahead', code: 'TOO_FAR_AHEAD' };
const count = (t: ReturnType<typeof createTestApp>, table: string) => one<{ n: number }>(t, `SELECT count(*) AS n FROM ${table}`).n;

test('the last date is 18 calendar months on, the month’s last day when it is shorter', () => {
  expect(latestOfferDate(Date.parse('2026-11-22T12:00:00Z'))).toBe(LAST);
  expect(latestOfferDate(Date.parse('2026-08-31T23:59:00Z'))).toBe('2028-02-29');
  expect(latestOfferDate(Date.parse('2027-08-31T00:00:00Z'))).toBe('2029-02-28');
  expect(latestOfferDate(Date.parse('2026-07-15T00:00:00Z'))).toBe('2028-01-15');
});

describe('shifts', () => {
  test('posted up to the last date; one date beyond refuses the whole post', async () => {
    const t = createTestApp();
    const owner = await clinic(t);
    expect((await owner.client.post('/api/shifts', { ...shift, shiftDate: LAST })).status).toBe(201);
    for (const shiftDate of TOO_FAR) {
      const response = await owner.client.post('/api/shifts', { ...shift, shiftDate });
      expect({ shiftDate, status: response.status, body: response.body }).toEqual({ shiftDate, status: 400, body: SHIFT_REFUSAL });
    }
    const many = await owner.client.post('/api/shifts', [
      { ...shift, shiftDate: '2027-01-05' },
      { ...shift, shiftDate: '9999-12-31' },
    ]);
    expect(many.status).toBe(400);
    expect(count(t, 'shifts')).toBe(1);
  });

  test('an edit may not move a shift beyond the last date', async () => {
    const t = createTestApp();
    const owner = await clinic(t);
    const id = await postShift(owner);
    for (const shiftDate of TOO_FAR) {
      const response = await owner.client.request('PATCH', `/api/shifts/${id}`, { ...shift, shiftDate });
      expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: SHIFT_REFUSAL });
    }
    expect(one<{ date: string }>(t, 'SELECT shift_date AS date FROM shifts WHERE id = ?', id).date).toBe(shift.shiftDate);
    expect((await owner.client.request('PATCH', `/api/shifts/${id}`, { ...shift, shiftDate: LAST })).status).toBe(200);
  });
});

test('a booking summary offers no date beyond the last one, sent or edited', async () => {
  const t = createTestApp();
  const owner = await clinic(t);
  const relief = await vet(t);
  const day = (shiftDate: string) => ({ shiftDate, startTime: '09:00', endTime: '17:00', hourlyRate: 10_000 });
  const refused = await owner.client.post('/api/booking-summaries', { vetUserId: relief.id, shifts: [day('2027-01-05'), day('9999-12-31')] });
  expect({ status: refused.status, body: refused.body }).toEqual({ status: 400, body: SHIFT_REFUSAL });
  expect(count(t, 'booking_summaries')).toBe(0);
  const sent = await owner.client.post('/api/booking-summaries', { vetUserId: relief.id, shifts: [day(LAST)] });
  expect(sent.status).toBe(201);
  const edited = await owner.client.request('PUT', `/api/booking-summaries/${sent.body.id}`, { shifts: [day('2028-05-23')] });
  expect({ status: edited.status, body: edited.body }).toEqual({ status: 400, body: SHIFT_REFUSAL });
});

test('a vet posts and moves availability up to the last date only', async () => {
  const t = createTestApp();
  const relief = await vet(t);
  const posting = (availableDate: string) => ({ availableDate, startTime: '08:00', endTime: '18:00' });
  for (const date of TOO_FAR) {
    const response = await relief.client.post('/api/vet-availability', posting(date));
    expect({ date, status: response.status, body: response.body }).toEqual({ date, status: 400, body: POSTING_REFUSAL });
  }
  expect(count(t, 'vet_availability')).toBe(0);
  const posted = await relief.client.post('/api/vet-availability', posting(LAST));
  expect(posted.status).toBe(201);
  const moved = await relief.client.request('PATCH', `/api/vet-availability/${posted.body.id}`, posting('9999-12-31'));
  expect({ status: moved.status, body: moved.body }).toEqual({ status: 400, body: POSTING_REFUSAL });
});
