// How the earnings and spend pages name months.
import { format } from 'date-fns';

/** "2026-11" → "Nov" (the chart's axis) or "November 2026" (its tooltip and table). */
export function monthLabel(month: string, long = false): string {
  const date = new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15);
  return format(date, long ? 'MMMM yyyy' : 'MMM');
}
