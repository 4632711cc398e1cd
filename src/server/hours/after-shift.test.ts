// The booking card after the shift: GET /api/booking-requests carries each accepted booking's end,
// where its hours stand and the viewer's rating to give, for both sides, and a cached list follows
// every step of the hours and the ratings (the change log drops it). The card's stage at a time.
import { describe, expect, test } from 'bun:test';
import { type AfterShift, afterShiftStage, RATING_WINDOW_MS } from '../../shared/shift-day';
import { apply, decide, list } from '../testing/bookings';
import { createTestApp } from '../testing/harness';
import { acceptCorrection, bookedShift, DEFAULT_SHIFT_END, dispute, moveTo, submit } from '../testing/hours';
import { postShift, vet } from '../testing/marketplace';
import type { Party } from '../testing/marketplace';
import { rate } from '../testing/ratings';

const afterShiftOf = async (party: Party, requestId: number) => (await list(party)).requests.find((request) => request.id === requestId)?.afterShift;
const END = new Date(DEFAULT_SHIFT_END).toISOString();

describe('GET /api/booking-requests: afterShift', () => {
  test('follows the hours and the ratings step by step, on both sides, through the cached list', async () => {
    const t = createTestApp();
    const { c, v, shiftId, requestId } = await bookedShift(t);
    const before = { endsAt: END, hours: null, rateBy: null };
    expect(await afterShiftOf(v, requestId)).toEqual(before);
    expect(await afterShiftOf(c, requestId)).toEqual(before);

    moveTo(t, DEFAULT_SHIFT_END);
    await submit(v, shiftId);
    for (const party of [v, c]) expect(await afterShiftOf(party, requestId)).toMatchObject({ hours: 'submitted', rateBy: null });
    await dispute(c, shiftId);
    for (const party of [v, c]) expect(await afterShiftOf(party, requestId)).toMatchObject({ hours: 'correction_proposed' });

    t.advance(60_000);
    await acceptCorrection(v, shiftId);
    const rateBy = new Date(DEFAULT_SHIFT_END + 60_000 + RATING_WINDOW_MS).toISOString();
    for (const party of [v, c]) expect(await afterShiftOf(party, requestId)).toEqual({ endsAt: END, hours: 'approved', rateBy });

    // The vet rates: nothing left for the vet to give; the clinic still may.
    expect((await rate(v, shiftId)).status).toBe(201);
    expect((await afterShiftOf(v, requestId))?.rateBy).toBeNull();
    expect((await afterShiftOf(c, requestId))?.rateBy).toBe(rateBy);
  });

  test('only accepted bookings carry it; an overnight shift ends the next morning in the clinic’s zone', async () => {
    const t = createTestApp();
    const { c, v, requestId } = await bookedShift(t, { startTime: '22:00', endTime: '06:00', shiftType: 'overnight' });
    // 06:00 on Dec 11 in Denver (MST) is 13:00 UTC.
    expect((await afterShiftOf(v, requestId))?.endsAt).toBe('2026-12-11T13:00:00.000Z');
    const other = await vet(t);
    const declined = (await apply(other, await postShift(c, { shiftDate: '2026-12-14' }))).body.id as number;
    expect((await decide(c, declined, 'declined')).status).toBe(200);
    const pending = (await apply(other, await postShift(c, { shiftDate: '2026-12-15' }))).body.id as number;
    for (const id of [declined, pending]) expect(await afterShiftOf(other, id)).toBeNull();
  });
});

describe('afterShiftStage', () => {
  const end = Date.parse(END);
  const at = (after: Partial<AfterShift>, now: number) => afterShiftStage({ endsAt: END, hours: null, rateBy: null, ...after }, now);

  test('ahead until the end, then the hours’ stage, then a rating to give while the window is open', () => {
    expect(at({}, end - 1)).toBe('ahead');
    expect(at({}, end)).toBe('to_submit');
    expect(at({ hours: 'submitted' }, end)).toBe('submitted');
    expect(at({ hours: 'correction_proposed' }, end)).toBe('correction_proposed');
    const rateBy = new Date(end + RATING_WINDOW_MS).toISOString();
    expect(at({ hours: 'approved', rateBy }, end + 1)).toBe('to_rate');
    expect(at({ hours: 'approved', rateBy }, end + RATING_WINDOW_MS)).toBe('approved');
    expect(at({ hours: 'approved' }, end + 1)).toBe('approved');
  });
});
