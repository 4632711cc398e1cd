// The edit form's calendar: one month, one date; past dates and dates over 18 months ahead
// (the server refuses them: shared/date-limits.ts) are disabled.
import { startOfDay, startOfMonth } from 'date-fns';
import { DayPicker } from 'react-day-picker';
import { latestOfferDate } from '../../shared/date-limits';
import { noonDate } from '../lib/shift-format';
import { CALENDAR_CLASS_NAMES } from './calendar-class-names';

const ONE_MONTH = { ...CALENDAR_CLASS_NAMES, months: 'flex justify-center', nav: 'absolute inset-x-0 top-0 flex justify-between', root: 'relative w-full' };
const NAV_BUTTON = 'flex size-8 items-center justify-center rounded-md hover:bg-muted cursor-pointer disabled:opacity-30 [&_svg]:size-4 [&_svg]:fill-current';

export function SingleDateCalendar({ selected, onChange, disabled }: { selected: Date; onChange: (date: Date) => void; disabled?: boolean }) {
  const today = startOfDay(new Date());
  const latest = noonDate(latestOfferDate(Date.now()));
  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      defaultMonth={selected}
      onSelect={onChange}
      endMonth={startOfMonth(latest)}
      disabled={disabled ? true : [{ before: today }, { after: latest }]}
      classNames={{ ...ONE_MONTH, button_previous: NAV_BUTTON, button_next: NAV_BUTTON }}
    />
  );
}
