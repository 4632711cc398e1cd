// Reading a section's rows a page at a time, by increasing key, so the export holds one page of
// any table in memory however many rows the user has (a vet with 10,000 messages).

export const EXPORT_PAGE_SIZE = 500;

/**
 * Every row `page` reads, in key order: `page(after, limit)` answers up to `limit` rows whose key
 * is above `after`, lowest first. Lazy: a page is read only when the previous one is used up.
 */
export function* paged<T>(page: (after: number, limit: number) => T[], keyOf: (row: T) => number, size = EXPORT_PAGE_SIZE): Generator<T> {
  let after = 0;
  for (;;) {
    const rows = page(after, size);
    yield* rows;
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

/** An ISO time of a stored millisecond timestamp, null kept. */
export const isoOrNull = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
