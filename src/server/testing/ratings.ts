// What the rating tests share: a completed shift (booked through the API, its hours approved in
// the database, as the hours routes would leave them), and rating it through the API.
import { shiftHours } from '../db/schema';
import { applied, decide } from './bookings';
import { ok } from './expect-ok';
import type { TestApp } from './harness';
import { type Party, postShift } from './marketplace';

let day = 0;

/** A date of its own for each shift, from 2026-12-01, so bookings never clash. */
function nextDate(): string {
  return new Date(Date.parse('2026-12-01T12:00:00Z') + (day++ % 300) * 86_400_000).toISOString().slice(0, 10);
}

/** Books `vet` on a new shift of `clinic` and approves its hours now: a completed shift. */
export async function completedShift(t: TestApp, clinic: Party, vet: Party): Promise<{ shiftId: number; requestId: number }> {
  const shiftId = await postShift(clinic, { shiftDate: nextDate() });
  const requestId = await applied(vet, shiftId);
  ok(await decide(clinic, requestId, 'accepted'), 'accepting the application');
  const now = t.deps.clock();
  t.deps.db
    .insert(shiftHours)
    .values({
      shiftId,
      bookingRequestId: requestId,
      vetId: vet.id,
      clinicId: clinic.id,
      version: 1,
      proposedBy: 'relief_vet',
      startTime: '08:00',
      endTime: '18:00',
      breakMinutes: 30,
      workedMinutes: 570,
      hourlyRate: 7500,
      amountCents: 71_250,
      status: 'approved',
      createdAt: now,
      decidedAt: now,
      decidedByUserId: clinic.id,
    })
    .run();
  return { shiftId, requestId };
}

export function rate(party: Party, shiftId: number, stars = 5, comment: string | null = 'Great to work with', wouldWorkAgain = true) {
  return party.client.post(`/api/shifts/${shiftId}/rating`, { stars, wouldWorkAgain, comment });
}

/** Both sides rate a completed shift (visible at once): the vet gets `vetStars`, the clinic `clinicStars`. */
export async function bothRated(t: TestApp, clinic: Party, vet: Party, vetStars = 5, clinicStars = 4): Promise<number> {
  const { shiftId } = await completedShift(t, clinic, vet);
  ok(await rate(clinic, shiftId, vetStars), 'the clinic rating the vet');
  ok(await rate(vet, shiftId, clinicStars), 'the vet rating the clinic');
  return shiftId;
}
