// The post form's calendar (spec 2 §2): three months at a time, Previous/Next move three
// months, quick jumps to this month and 3, 6 and 12 months ahead; past dates, and dates over
// 18 months ahead (the server refuses them: shared/date-limits.ts), are disabled.
// A phone shows (and steps through) one month: three stacked months pushed the chosen dates
// and the dialog's actions a long scroll away.
import { addMonths, format, startOfDay, startOfMonth } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { latestOfferDate, MAX_MONTHS_AHEAD } from '../../shared/date-limits';
import { noonDate } from '../lib/shift-format';
import { useMediaQuery } from '../lib/use-media-query';
import { Button } from './button';
import { CALENDAR_CLASS_NAMES } from './calendar-class-names';

const MONTHS_ON_WIDE_SCREENS = 3;
/** Where the calendar's grid (calendar-class-names.ts) has room for a second month. */
const WIDE_SCREEN = '(min-width: 640px)';
const QUICK_JUMPS = [
  { label: 'This month', months: 0 },
  { label: '+3 months', months: 3 },
  { label: '+6 months', months: 6 },
  { label: '+12 months', months: 12 },
] as const;

export function MultiDateCalendar({ selected, onChange }: { selected: Date[]; onChange: (dates: Date[]) => void }) {
  const today = startOfDay(new Date());
  const thisMonth = startOfMonth(today);
  const [month, setMonth] = useState(thisMonth);
  const monthsShown = useMediaQuery(WIDE_SCREEN) ? MONTHS_ON_WIDE_SCREENS : 1;
  const step = monthsShown === 1 ? 'month' : `${monthsShown} months`;
  const atStart = month <= thisMonth;
  const latest = noonDate(latestOfferDate(Date.now()));
  const lastMonth = startOfMonth(latest);
  const atEnd = addMonths(month, monthsShown - 1) >= lastMonth;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={atStart} onClick={() => setMonth(addMonths(month, -monthsShown))} aria-label={`Previous ${step}`}>
            <ChevronLeft aria-hidden />
            Previous
          </Button>
          <Button variant="outline" size="sm" disabled={atEnd} onClick={() => setMonth(addMonths(month, monthsShown))} aria-label={`Next ${step}`}>
            Next
            <ChevronRight aria-hidden />
          </Button>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons, not form fields: a fieldset would be wrong here */}
        <div className="flex flex-wrap gap-1" role="group" aria-label="Jump to">
          {QUICK_JUMPS.map((jump) => (
            <Button
              key={jump.label}
              variant="ghost"
              size="sm"
              className="h-8 px-1.5 text-xs text-primary sm:px-2"
              onClick={() => setMonth(addMonths(thisMonth, jump.months))}
            >
              {jump.label}
            </Button>
          ))}
        </div>
      </div>
      <DayPicker
        mode="multiple"
        selected={selected}
        onSelect={(dates) => onChange(dates ?? [])}
        month={month}
        onMonthChange={setMonth}
        numberOfMonths={monthsShown}
        hideNavigation
        disabled={[{ before: today }, { after: latest }]}
        classNames={CALENDAR_CLASS_NAMES}
      />
      <p className="text-xs text-muted-foreground">
        Dates up to {format(latest, 'MMMM d, yyyy')}: at most {MAX_MONTHS_AHEAD} months ahead.
      </p>
    </div>
  );
}
