// Instant booking: who may book a shift at once with Book now, without applying, and what the
// call takes. The rule is pure so the server's answer (`canBookNow` on a vet's shift cards) and
// the booking itself read the same one.
import { applySchema } from './bookings';
import { type InstantBooking, inFirstLook } from './first-look-rules';

/** POST /api/shifts/{id}/book: an optional note to the clinic, as with an application. */
export const bookNowSchema = applySchema.pick({ message: true });

/** Where the vet stands with the shift's clinic. */
export interface VetStanding {
  /** The clinic has favourited the vet. */
  favourite: boolean;
  /** The vet completed a shift at the clinic (booked, worked, hours approved). */
  workedHere: boolean;
}

/**
 * Why the vet may not book the shift at once: 'hidden' while the shift is in its first look and
 * the vet is no favourite (the shift does not exist for them), otherwise the shift's setting the
 * vet does not meet. Null: Book now is open to them.
 */
export type BookNowRefusal = 'hidden' | InstantBooking;

export function bookNowRefusal(shift: { instantBooking: InstantBooking; firstLookUntil: number | null }, vet: VetStanding, now: number): BookNowRefusal | null {
  if (inFirstLook(shift, now) && !vet.favourite) return 'hidden';
  if (shift.instantBooking === 'off') return 'off';
  if (shift.instantBooking === 'favourites' && !vet.favourite) return 'favourites';
  if (shift.instantBooking === 'past_vets' && !vet.workedHere) return 'past_vets';
  return null;
}

/** The 403 of Book now for a vet the shift's setting leaves out. */
export const BOOK_NOW_REFUSALS: Record<InstantBooking, { message: string; code: string }> = {
  off: { message: 'Instant booking is off for this shift: apply instead', code: 'INSTANT_BOOKING_OFF' },
  favourites: { message: "Instant booking on this shift is for the clinic's favourite vets", code: 'INSTANT_BOOKING_FAVOURITES_ONLY' },
  past_vets: { message: 'Instant booking on this shift is for vets who have worked a shift here before', code: 'INSTANT_BOOKING_PAST_VETS_ONLY' },
};
