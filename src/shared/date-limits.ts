// How far ahead a date may be offered: shifts (posted, edited, or offered in a booking summary)
// and a vet's availability postings. A date years away is a typo ("2062" for "2026"), never a
// plan, and `9999-12-31` would sit at the end of every list for ever. The server refuses it, and
// the forms' calendars and date inputs stop at the same day.

export const MAX_MONTHS_AHEAD = 18;
export const TOO_FAR_AHEAD = 'TOO_FAR_AHEAD';

/** The refusal's words, for a shift's date or a posting's. */
export function tooFarAheadMessage(what: 'Shift' | 'Available'): string {
  return `${what} dates can be at most ${MAX_MONTHS_AHEAD} months ahead`;
}

/**
 * The last date (YYYY-MM-DD) that may be offered: 18 calendar months after today's date in UTC
 * (the latest "today" of any US time zone), on the month's last day when it has fewer days.
 */
export function latestOfferDate(now: number): string {
  const today = new Date(now);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + MAX_MONTHS_AHEAD;
  const lastDayOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(today.getUTCDate(), lastDayOfMonth))).toISOString().slice(0, 10);
}
