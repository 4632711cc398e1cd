// The edit form's calendar: one month, one date, past dates disabled.
import { startOfDay } from 'date-fns';
import { DayPicker } from 'react-day-picker';
import { CALENDAR_CLASS_NAMES } from './calendar-class-names';

const ONE_MONTH = { ...CALENDAR_CLASS_NAMES, months: 'flex justify-center', nav: 'absolute inset-x-0 top-0 flex justify-between', root: 'relative w-full' };
const NAV_BUTTON = 'flex size-8 items-center justify-center rounded-md hover:bg-muted cursor-pointer disabled:opacity-30 [&_svg]:size-4 [&_svg]:fill-current';

export function SingleDateCalendar({ selected, onChange, disabled }: { selected: Date; onChange: (date: Date) => void; disabled?: boolean }) {
  const today = startOfDay(new Date());
  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      defaultMonth={selected}
      onSelect={onChange}
      disabled={disabled ? true : { before: today }}
      classNames={{ ...ONE_MONTH, button_previous: NAV_BUTTON, button_next: NAV_BUTTON }}
    />
  );
}
