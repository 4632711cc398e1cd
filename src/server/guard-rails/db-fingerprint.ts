// "A refused request changes nothing", checked on the whole database: the row count and a hash of
// the rows of every table, so a table added later is covered without being listed here.
import type { Database } from 'bun:sqlite';

/**
 * Rows any request may rewrite, even a refused one: a session's sliding expiry is pushed on
 * use, and the admin audit log records refused admin sign-ins. (Rate-limit counters live in
 * memory, not here.)
 */
const VOLATILE_TABLES = new Set(['sessions', 'admin_audit_log']);
/**
 * Reference data loaded at start that no route writes: its 42,000 rows are counted, not hashed
 * (hashing them was most of a fingerprint's 20 ms, and the fuzz test takes hundreds).
 */
const REFERENCE_TABLES = new Set(['zip_gazetteer']);

/** Table name → `rows:hash`; two fingerprints are equal when no table changed. */
export function fingerprint(db: Database): Record<string, string> {
  const tables = db.query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    if (VOLATILE_TABLES.has(name)) continue;
    if (REFERENCE_TABLES.has(name)) {
      result[name] = String(db.query(`SELECT count(*) FROM "${name}"`).values()[0]![0]);
      continue;
    }
    // A full scan reads rows in key order, so equal contents hash equal.
    const rows = db.query(`SELECT * FROM "${name}"`).values();
    result[name] = `${rows.length}:${Bun.hash(JSON.stringify(rows))}`;
  }
  return result;
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/** Rows written on this connection so far (SQLite's total_changes()). */
function writes(db: Database): number {
  return db.query<{ n: number }, []>('SELECT total_changes() AS n').get()!.n;
}

export interface Mark {
  writes: number;
  tables: Record<string, string>;
}

/**
 * Watches one database across requests. Fingerprints cost milliseconds once the ZIP gazetteer
 * is loaded, so one is taken again only after a write: a request that wrote no row (SQLite's
 * write counter did not move; triggers only run on a counted write) changed no table.
 */
export function databaseWatch(db: Database) {
  let last: Mark | undefined;
  const current = (): Mark => {
    const count = writes(db);
    if (last?.writes !== count) last = { writes: count, tables: fingerprint(db) };
    return last;
  };
  return {
    /** The state before a request. */
    mark: current,
    /** The tables changed since the mark. */
    changedSince: (mark: Mark): string[] => (writes(db) === mark.writes ? [] : changedTables(mark.tables, current().tables)),
  };
}
