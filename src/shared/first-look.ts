// First look for a clinic's favourite vets and instant booking: the post form's payload schemas.
// The choices and rules are in first-look-rules.ts (no zod: the shift cards read them on first paint).
import { z } from 'zod';
import { FIRST_LOOK_HOURS, INSTANT_BOOKING } from './first-look-rules';

export * from './first-look-rules';

export const firstLookHoursSchema = z.union(
  FIRST_LOOK_HOURS.map((hours) => z.literal(hours)),
  { error: `firstLookHours must be one of ${FIRST_LOOK_HOURS.join(', ')}` },
);
export const instantBookingSchema = z.enum(INSTANT_BOOKING, { error: `instantBooking must be one of ${INSTANT_BOOKING.join(', ')}` });
