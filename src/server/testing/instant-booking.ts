// What the instant-booking tests share: a clinic's favourite written straight to the database
// (the favourites calls are another feature's), a shift offering Book now, and the call itself.
import { expect } from 'bun:test';
import type { InstantBooking } from '../../shared/first-look';
import { approve, DEFAULT_SHIFT_END, moveTo, submit } from './hours';
import { bookedShift } from './hours';
import type { TestApp } from './harness';
import { type Party, postShift } from './marketplace';

/** `owner` favourites `target` (a clinic a vet). */
export function favourite(t: TestApp, owner: Party, target: Party): void {
  t.deps.db.$client.run('INSERT INTO favourites (owner_id, target_id, created_at) VALUES (?, ?, ?)', [owner.id, target.id, t.deps.clock()]);
}

/** A shift of the clinic (the test default, with `fields` replaced) offering instant booking to `who`. */
export function instantShift(c: Party, who: InstantBooking, fields: Record<string, unknown> = {}): Promise<number> {
  return postShift(c, { instantBooking: who, firstLookHours: 0, ...fields });
}

/** Book now, with a body when one is given. */
export function bookNow(v: Party, shiftId: number, body?: unknown) {
  return v.client.post(`/api/shifts/${shiftId}/book`, body);
}

/** The vet completes the default test shift at the clinic (booked, worked, hours approved); the clock ends past it. */
export async function completedShift(t: TestApp, c: Party, v: Party): Promise<void> {
  const { shiftId } = await bookedShift(t, { instantBooking: 'off', firstLookHours: 0 }, { c, v });
  moveTo(t, DEFAULT_SHIFT_END + 60_000);
  expect((await submit(v, shiftId)).status).toBe(201);
  expect((await approve(c, shiftId)).status).toBe(200);
}
