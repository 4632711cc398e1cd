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

interface TableInfo {
  name: string;
  /**
   * Whether a trigger can see its writes: not a virtual table (R*Tree, FTS), nor the shadow
   * tables such a table writes behind SQL's back, nor SQLite's own.
   */
  watchable: boolean;
}

/** The tables FTS5 and R*Tree keep behind a virtual table (`<name>_data`, …). */
const SHADOW_SUFFIXES = ['data', 'idx', 'content', 'docsize', 'config', 'node', 'parent', 'rowid'];

function tablesOf(db: Database): TableInfo[] {
  const rows = db.query<{ name: string; sql: string | null }, []>("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
  const virtual = rows.filter(({ sql }) => /^CREATE VIRTUAL TABLE/i.test(sql ?? '')).map(({ name }) => name);
  return rows
    .filter(({ name }) => !VOLATILE_TABLES.has(name))
    .map(({ name }) => ({
      name,
      watchable: !name.startsWith('sqlite_') && !virtual.some((table) => name === table || SHADOW_SUFFIXES.some((suffix) => name === `${table}_${suffix}`)),
    }));
}

/**
 * Blobs (the full-text index's segments) by their own hash: JSON would spell each byte out as a
 * key of an object, which made one small table most of a fingerprint's time. Replaced in place
 * rather than by a JSON.stringify replacer, which is called for every value of every row.
 */
function blobsHashed(rows: unknown[][]): unknown[][] {
  for (const row of rows) {
    for (let column = 0; column < row.length; column++) {
      const value = row[column];
      if (value instanceof Uint8Array) row[column] = `blob:${value.length}:${Bun.hash(value)}`;
    }
  }
  return rows;
}

/** One table's `rows:hash` (a row count for reference data). */
function tablePrint(db: Database, name: string): string {
  if (REFERENCE_TABLES.has(name)) return String(db.query(`SELECT count(*) FROM "${name}"`).values()[0]![0]);
  // A full scan reads rows in key order, so equal contents hash equal.
  const rows = db.query(`SELECT * FROM "${name}"`).values();
  return `${rows.length}:${Bun.hash(JSON.stringify(blobsHashed(rows)))}`;
}

/** Table name → `rows:hash`; two fingerprints are equal when no table changed. */
export function fingerprint(db: Database): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { name } of tablesOf(db)) result[name] = tablePrint(db, name);
  return result;
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/** Rows written on this connection so far (SQLite's total_changes(), trigger writes included). */
function writes(db: Database): number {
  return db.query<{ n: number }, []>('SELECT total_changes() AS n').get()!.n;
}

export interface Mark {
  writes: number;
  tables: Record<string, string>;
}

/** Where the watch's temporary triggers note the tables written to (the TEMP schema: never in a backup). */
const WRITTEN = 'temp.guard_rail_written_tables';

/**
 * Temporary triggers on every table that can take one: each write notes its table's name, so
 * only the tables written since are hashed again. Answers the tables that need hashing after
 * every write anyway (virtual tables and SQLite's own, which take no triggers).
 */
function watchWrites(db: Database, tables: TableInfo[]): string[] {
  db.run(`CREATE TABLE IF NOT EXISTS ${WRITTEN} (name TEXT PRIMARY KEY) WITHOUT ROWID`);
  const unwatched: string[] = [];
  for (const { name, watchable } of tables) {
    if (!watchable) {
      unwatched.push(name);
      continue;
    }
    const quoted = name.replaceAll("'", "''");
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      db.run(
        `CREATE TEMP TRIGGER IF NOT EXISTS "guard_rail_${name}_${event.toLowerCase()}" AFTER ${event} ON main."${name}"
         BEGIN INSERT OR IGNORE INTO ${WRITTEN} (name) VALUES ('${quoted}'); END`,
      );
    }
  }
  return unwatched;
}

/**
 * Watches one database across requests. Fingerprints cost milliseconds once the ZIP gazetteer
 * is loaded and grow with every row the fuzz adds, so after a write (SQLite's write counter
 * moved) only the tables the triggers saw written, and those no trigger can watch, are hashed
 * again; a request that wrote no row changed no table.
 */
export function databaseWatch(db: Database) {
  const tables = tablesOf(db);
  const unwatched = watchWrites(db, tables);
  const takeWritten = db.query<{ name: string }, []>(`DELETE FROM ${WRITTEN} RETURNING name`);
  let last: Mark = { writes: writes(db), tables: fingerprint(db) };
  const current = (): Mark => {
    if (last.writes === writes(db)) return last;
    const stale = new Set([...takeWritten.all().map((row) => row.name), ...unwatched]);
    const next = { ...last.tables };
    for (const name of stale) if (name in next) next[name] = tablePrint(db, name);
    // Read after clearing the notes: that delete is a write too.
    last = { writes: writes(db), tables: next };
    return last;
  };
  return {
    /** The state before a request. */
    mark: current,
    /** The tables changed since the mark. */
    changedSince: (mark: Mark): string[] => (writes(db) === mark.writes ? [] : changedTables(mark.tables, current().tables)),
  };
}
