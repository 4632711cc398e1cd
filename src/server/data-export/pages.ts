// Reading a section's rows a page at a time, by increasing key, so the export holds one page of
// any table in memory however many rows the user has (a vet with 10,000 messages).

export const EXPORT_PAGE_SIZE = 500;

type Page<T> = (after: number, limit: number) => T[];

/**
 * The pages `page` reads, in key order: `page(after, limit)` answers up to `limit` rows whose key
 * is above `after`, lowest first. Lazy: a page is read only when the previous one is used up.
 */
export function* pagesOf<T>(page: Page<T>, keyOf: (row: T) => number, size = EXPORT_PAGE_SIZE): Generator<T[]> {
  let after = 0;
  for (;;) {
    const rows = page(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

/** Every row of pagesOf, one at a time. */
export function* paged<T>(page: Page<T>, keyOf: (row: T) => number, size = EXPORT_PAGE_SIZE): Generator<T> {
  for (const rows of pagesOf(page, keyOf, size)) yield* rows;
}

/** An ISO time of a stored millisecond timestamp, null kept. */
export const isoOrNull = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
