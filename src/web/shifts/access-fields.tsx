// Who gets a shift first and who may book it at once: the post dialog shows both, preselected from
// the clinic's last post; the edit dialog only instant booking (the window is set on posting).
import { FIRST_LOOK_HOURS, INSTANT_BOOKING, type InstantBooking } from '../../shared/first-look';
import { SelectField } from '../ui/select-field';
import type { ShiftFormValues } from './shift-form-values';

const FIRST_LOOK_OPTIONS = FIRST_LOOK_HOURS.map((hours) => ({ value: String(hours), label: hours === 0 ? 'None' : `${hours} hours` }));

const INSTANT_BOOKING_LABELS: Record<InstantBooking, string> = {
  off: 'Off',
  favourites: 'Favourites',
  past_vets: 'Vets who worked here',
};
const INSTANT_BOOKING_OPTIONS = INSTANT_BOOKING.map((value) => ({ value, label: INSTANT_BOOKING_LABELS[value] }));

export function FirstLookField() {
  return (
    <SelectField<ShiftFormValues>
      name="firstLookHours"
      label="First look for favourites"
      hint="Only your favourite vets see the shift for this long; then everyone nearby is told."
      options={FIRST_LOOK_OPTIONS}
      parse={Number}
    />
  );
}

export function InstantBookingField() {
  return (
    <SelectField<ShiftFormValues>
      name="instantBooking"
      label="Instant booking"
      hint="These vets book with one click instead of applying."
      options={INSTANT_BOOKING_OPTIONS}
    />
  );
}

/** Both, side by side: the post dialog. */
export function AccessFields() {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FirstLookField />
      <InstantBookingField />
    </div>
  );
}
