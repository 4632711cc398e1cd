// Calendar months as the earnings and spend screens count them: in the reader's own calendar (the
// zone of its profile's state), so a payment recorded on the 1st counts in the month it was made.

const formats = new Map<string, Intl.DateTimeFormat>();

/** The date (YYYY-MM-DD) at `now` in `zone`. */
export function calendarDate(now: number, zone: string): string {
  let format = formats.get(zone);
  if (!format) formats.set(zone, (format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format.format(now);
}

/** The 12 months (YYYY-MM) ending with the month of `today`, oldest first. */
export function lastTwelveMonths(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: 12 }, (_, i) => {
    const at = new Date(Date.UTC(year, month - 11 + i, 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
