// The To do list after shifts (issue 21) and the header badge that counts it: hours to submit
// (vet), to approve or answer (clinic: submitted; vet: correction proposed), ratings to give
// (both, within 30 days of approval, until the caller's side has rated).
import { describe, expect, test } from 'bun:test';
import { DAY_MS, HOUR_MS } from '../../shared/time';
import { aYearLater } from '../testing/bookings';
import { createTestApp, type TestApp } from '../testing/harness';
import { approve, bookedShift, DEFAULT_SHIFT_END, dispute, moveTo, submit } from '../testing/hours';
import { vet, type Party } from '../testing/marketplace';

const toDo = async (party: Party) => {
  const response = await party.client.get('/api/bookings/to-do');
  expect(response.status).toBe(200);
  return response.body;
};
const badge = async (party: Party) => (await party.client.get('/api/counts')).body.pendingBookings;

/** What part C's rating route stores: a rating by one side of the booking. */
function rated(t: TestApp, shiftId: number, requestId: number, rater: Party, role: string, ratee: Party) {
  t.deps.db.$client.run(
    'INSERT INTO shift_ratings (shift_id, booking_request_id, rater_user_id, rater_role, ratee_user_id, stars, would_work_again, visible_by) VALUES (?, ?, ?, ?, ?, 5, 1, ?)',
    [shiftId, requestId, rater.id, role, ratee.id, t.deps.clock() + 14 * DAY_MS],
  );
}

describe('the To do list', () => {
  test('each step moves the item to the side that acts next, then both are asked to rate until they have', async () => {
    const t = createTestApp();
    const { c, v, shiftId, requestId } = await bookedShift(t);
    const stranger = await vet(t);
    expect(await toDo(v)).toEqual({ items: [], count: 0 });

    moveTo(t, DEFAULT_SHIFT_END);
    expect(await toDo(v)).toEqual({
      items: [{ kind: 'submit_hours', shiftId, shiftDate: '2026-12-10', startTime: '08:00', endTime: '18:00', otherParty: 'Front Range Vets' }],
      count: 1,
    });
    expect(await badge(v)).toBe(1);
    expect(await toDo(c)).toEqual({ items: [], count: 0 });

    await submit(v, shiftId);
    expect((await toDo(v)).count).toBe(0);
    const vetName = (await toDo(c)).items[0]?.otherParty;
    expect(vetName).toMatch(/^Dr\. Sam Rivera\d+$/);
    expect(await toDo(c)).toEqual({
      items: [
        {
          kind: 'review_hours',
          shiftId,
          shiftDate: '2026-12-10',
          otherParty: vetName,
          autoApprovesAt: new Date(DEFAULT_SHIFT_END + 72 * HOUR_MS).toISOString(),
        },
      ],
      count: 1,
    });
    expect(await badge(c)).toBe(1);

    await dispute(c, shiftId);
    expect(await toDo(v)).toEqual({ items: [{ kind: 'answer_correction', shiftId, shiftDate: '2026-12-10', otherParty: 'Front Range Vets' }], count: 1 });
    expect((await toDo(c)).count).toBe(0);

    await submit(v, shiftId);
    await approve(c, shiftId);
    const rateBy = new Date(t.deps.clock() + 30 * DAY_MS).toISOString();
    expect(await toDo(v)).toEqual({
      items: [{ kind: 'rate', shiftId, shiftDate: '2026-12-10', otherParty: 'Front Range Vets', otherPartyId: c.id, rateBy }],
      count: 1,
    });
    expect(await toDo(c)).toEqual({ items: [{ kind: 'rate', shiftId, shiftDate: '2026-12-10', otherParty: vetName, otherPartyId: v.id, rateBy }], count: 1 });

    // The vet rates: gone from the vet's list only.
    rated(t, shiftId, requestId, v, 'relief_vet', c);
    expect((await toDo(v)).count).toBe(0);
    expect((await toDo(c)).count).toBe(1);
    // 30 days after the approval, the clinic may no longer rate: gone.
    t.advance(30 * DAY_MS + 1);
    await aYearLater(t, c, stranger);
    expect((await toDo(c)).count).toBe(0);
    expect(await toDo(stranger)).toEqual({ items: [], count: 0 });
  });

  test('hours never submitted leave the list 30 days after the shift', async () => {
    const t = createTestApp();
    const { v } = await bookedShift(t);
    moveTo(t, DEFAULT_SHIFT_END + 29 * DAY_MS);
    await aYearLater(t, v);
    expect((await toDo(v)).count).toBe(1);
    moveTo(t, DEFAULT_SHIFT_END + 31 * DAY_MS);
    expect((await toDo(v)).count).toBe(0);
  });
});
