// What the hours tests share: a booked shift, the clock moved past its end, and the calls of
// each step as a party sends them.
import { expect } from 'bun:test';
import { applied, decide } from './bookings';
import type { TestApp } from './harness';
import { clinic, type Party, postShift, vet } from './marketplace';

/** The default test shift (2026-12-10 08:00–18:00 in Denver) ends at 01:00 UTC the next day. */
export const DEFAULT_SHIFT_END = Date.parse('2026-12-11T01:00:00Z');

export interface BookedShift {
  c: Party;
  v: Party;
  shiftId: number;
  requestId: number;
}

/** A clinic and a vet, and a shift of the clinic (the default one, with `fields` replaced) booked by the vet. */
export async function bookedShift(t: TestApp, fields: Record<string, unknown> = {}, parties: Partial<Pick<BookedShift, 'c' | 'v'>> = {}): Promise<BookedShift> {
  const c = parties.c ?? (await clinic(t));
  const v = parties.v ?? (await vet(t));
  const shiftId = await postShift(c, fields);
  const requestId = await applied(v, shiftId);
  expect((await decide(c, requestId, 'accepted')).status).toBe(200);
  return { c, v, shiftId, requestId };
}

/** Moves the clock to `at` (ms), which must not be in its past. */
export function moveTo(t: TestApp, at: number): void {
  const now = t.deps.clock();
  if (at < now) throw new Error(`the clock cannot go back from ${new Date(now).toISOString()} to ${new Date(at).toISOString()}`);
  t.advance(at - now);
}

export const HOURS = { startTime: '08:00', endTime: '18:00', breakMinutes: 30, note: 'Busy day' };
export const CORRECTION = { startTime: '08:00', endTime: '17:00', breakMinutes: 30, reason: 'We closed at 17:00' };

export const submit = (party: Party, shiftId: number, body: unknown = HOURS) => party.client.post(`/api/shifts/${shiftId}/hours`, body);
export const approve = (party: Party, shiftId: number) => party.client.post(`/api/shifts/${shiftId}/hours/approve`, {});
export const dispute = (party: Party, shiftId: number, body: unknown = CORRECTION) => party.client.post(`/api/shifts/${shiftId}/hours/dispute`, body);
export const acceptCorrection = (party: Party, shiftId: number) => party.client.post(`/api/shifts/${shiftId}/hours/accept-correction`, {});
export const readHours = (party: Party, shiftId: number) => party.client.get(`/api/shifts/${shiftId}/hours`);
