// Who may see a shift in its first look: the clinic's favourite vets, until firstLookUntil; then
// everyone. The window ends by the clock, with no write, so every read compares with `now`.
import { isNull, lte, or } from 'drizzle-orm';
import { inFirstLook } from '../../shared/first-look';
import type { Db } from '../db/client';
import { shifts } from '../db/schema';
import { favouritedBy } from '../favourites/read';
import { AppError } from '../http/errors';

/** The clinics whose first look `vetId` gets (they favourited the vet); read once per request. */
export function firstLookClinicsOf(db: Db, vetId: number): ReadonlySet<number> {
  return new Set(favouritedBy(db, vetId));
}

/** Whether a vet who gets the first look of `clinics` may see the shift at `now`. */
export function visibleTo(shift: { clinicId: number; firstLookUntil: number | null }, clinics: ReadonlySet<number>, now: number): boolean {
  return !inFirstLook(shift, now) || clinics.has(shift.clinicId);
}

/** Public at `now` (no first look, or it has ended): what counts and market figures include. */
export const publicAt = (now: number) => or(isNull(shifts.firstLookUntil), lte(shifts.firstLookUntil, now));

/** A shift in a first look the vet does not get answers as a missing one (404), like any hidden shift. */
export function requireVisible(db: Db, shift: { clinicId: number; firstLookUntil: number | null }, vetId: number, now: number): void {
  if (inFirstLook(shift, now) && !firstLookClinicsOf(db, vetId).has(shift.clinicId)) throw new AppError(404, 'Shift not found', 'SHIFT_NOT_FOUND');
}
