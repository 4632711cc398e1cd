// The years a money screen offers (invoice filters, CSV downloads): this one and the five before it.

/** Newest first. */
export function recentYears(today: Date, count = 6): number[] {
  return Array.from({ length: count }, (_, index) => today.getFullYear() - index);
}
