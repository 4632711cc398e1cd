// Who may Book now: where a vet stands with a clinic (favourited by it, worked there), read for
// one shift when booking, or once for a whole page of shift cards, and the `canBookNow` each card
// carries. Favourites are private: the answer says only whether this vet can book.
import { bookNowRefusal, type VetStanding } from '../../shared/instant-booking';
import type { Shift } from '../../shared/shifts';
import type { Db } from '../db/client';
import { favouritedBy, isFavourite } from '../favourites/read';
import { clinicsWorkedAt, hasWorkedAt } from '../favourites/worked-together';
import { shiftStartsAt } from './shift-time';

/** The vet's standing with one clinic. */
export function standingWith(db: Db, clinicId: number, vetId: number): VetStanding {
  return { favourite: isFavourite(db, clinicId, vetId), workedHere: hasWorkedAt(db, clinicId, vetId) };
}

/** The vet's standing with every clinic: two reads, then a lookup per card. */
function standingsOf(db: Db, vetId: number): (clinicId: number) => VetStanding {
  const favouredBy = new Set(favouritedBy(db, vetId));
  const workedAt = clinicsWorkedAt(db, vetId);
  return (clinicId) => ({ favourite: favouredBy.has(clinicId), workedHere: workedAt.has(clinicId) });
}

type BookableShift = Pick<Shift, 'status' | 'shiftDate' | 'startTime' | 'instantBooking' | 'firstLookUntil'> & { clinic: { state: string } | null };

/** Book now is open to the vet: the shift is open, has not started, and its setting lets the vet in. */
export function canBookNow(shift: BookableShift, standing: VetStanding, now: number): boolean {
  return shift.status === 'open' && bookNowRefusal(shift, standing, now) === null && shiftStartsAt(shift, shift.clinic?.state) > now;
}

/** A page of shifts as the vet sees them, each with `canBookNow`; no read at all when none offers instant booking. */
export function withBookNow<S extends BookableShift & { clinicId: number }>(db: Db, vetId: number, shifts: S[], now: number): (S & { canBookNow: boolean })[] {
  if (shifts.every((shift) => shift.instantBooking === 'off')) return shifts.map((shift) => ({ ...shift, canBookNow: false }));
  const standing = standingsOf(db, vetId);
  return shifts.map((shift) => ({ ...shift, canBookNow: canBookNow(shift, standing(shift.clinicId), now) }));
}
