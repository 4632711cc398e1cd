// Who may Book now, as a table: the shift's setting, its first look, and where the vet stands.
import { describe, expect, test } from 'bun:test';
import type { InstantBooking } from './first-look';
import { type BookNowRefusal, bookNowRefusal } from './instant-booking';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const OPEN = null;
const IN_FIRST_LOOK = NOW + 1;
const FIRST_LOOK_OVER = NOW;

const cases: [InstantBooking, number | null, { favourite: boolean; workedHere: boolean }, BookNowRefusal | null][] = [
  ['off', OPEN, { favourite: true, workedHere: true }, 'off'],
  ['favourites', OPEN, { favourite: true, workedHere: false }, null],
  ['favourites', OPEN, { favourite: false, workedHere: true }, 'favourites'],
  ['past_vets', OPEN, { favourite: false, workedHere: true }, null],
  ['past_vets', OPEN, { favourite: true, workedHere: false }, 'past_vets'],
  // In its first look the shift exists only for favourites, whatever the setting.
  ['past_vets', IN_FIRST_LOOK, { favourite: false, workedHere: true }, 'hidden'],
  ['off', IN_FIRST_LOOK, { favourite: false, workedHere: false }, 'hidden'],
  ['past_vets', IN_FIRST_LOOK, { favourite: true, workedHere: true }, null],
  ['favourites', IN_FIRST_LOOK, { favourite: true, workedHere: false }, null],
  // The window ends at firstLookUntil itself.
  ['past_vets', FIRST_LOOK_OVER, { favourite: false, workedHere: true }, null],
];

describe('bookNowRefusal', () => {
  test.each(cases)('%s, first look until %p, %o → %p', (instantBooking, firstLookUntil, standing, expected) => {
    expect(bookNowRefusal({ instantBooking, firstLookUntil }, standing, NOW)).toBe(expected);
  });
});
