// First look on the screens: whether a shift is still in its window on this browser's clock, and
// when the window ends, on the reader's clock ('Tue 3 Dec, 9:00 AM').
import { inFirstLook } from '../../shared/first-look-rules';
import { dayMomentIn } from '../../shared/zoned-time';

const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** When the shift's first look ends, or null when it is public now. */
export function firstLookEnd(shift: { firstLookUntil: number | null }, now = Date.now()): string | null {
  return inFirstLook(shift, now) ? dayMomentIn(shift.firstLookUntil!, readerZone()) : null;
}
