// drizzle prepares a new SQLite statement every time it runs a query, and preparing a write to a
// table with triggers (the change log's, the full-text index's) compiles every trigger as well:
// up to a millisecond of CPU, often more than running it. Each connection keeps the statements
// it prepared last, by their SQL, and hands the same one out again. See docs/decisions/0038-statement-cache.md.
import type { Database, Statement } from 'bun:sqlite';

/** Distinct statements kept per connection; the app has a few hundred query shapes. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Makes `sqlite.prepare` (which drizzle calls for every query) reuse the statement of the same SQL.
 * Safe because every use of a statement runs to its end before the next begins (`run`, `all`,
 * `get`, `values` reset and rebind it); the one `iterate()` (the change log's) runs no query
 * inside its loop. A finalised statement is prepared again.
 */
export function cacheStatements(sqlite: Database, size = STATEMENT_CACHE_SIZE): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const kept = new Map<string, Statement>();
  sqlite.prepare = ((query: string, ...rest: unknown[]) => {
    // Parameters bound at prepare time belong to that caller alone.
    if (rest.some((arg) => arg !== undefined)) return (prepare as (...args: unknown[]) => Statement)(query, ...rest);
    let statement = kept.get(query);
    // Least recently used first: a hit moves to the end.
    if (statement) kept.delete(query);
    if (!statement || statement.isFinalized) statement = prepare(query);
    kept.set(query, statement);
    if (kept.size > size) kept.delete(kept.keys().next().value!);
    return statement;
  }) as Database['prepare'];
}
