// Opens the SQLite database with the pragmas the whole product relies on.
import { Database } from 'bun:sqlite';
import { drizzle, type BunSQLiteDatabase } from 'drizzle-orm/bun-sqlite';
import { attachGroupCommit, createGroupCommit, type Flush } from './group-commit';
import { cacheStatements } from './statement-cache';
import * as schema from './schema';

/** `$client`, the raw connection, is for what has no drizzle form: PRAGMAs, migrations, closing, fastSelect. */
export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

/**
 * When a commit reaches the disk. `group`: commits go to the WAL at once and the WAL is fsynced
 * off the main thread; answers, live pushes and jobs wait until what they follow is on disk
 * (db/group-commit.ts), so a power cut loses nothing acknowledged. `full`: SQLite fsyncs each
 * commit on the main thread before it returns (as safe, slower under load). `normal`: the WAL is
 * fsynced only at checkpoints — a killed process loses nothing, a power cut the last commits.
 */
export type Synchronous = 'group' | 'full' | 'normal';

export interface DatabaseOptions {
  /** `group` unless the operator chooses (SQLITE_SYNCHRONOUS). */
  synchronous?: Synchronous;
  /** How group commit makes the WAL durable: fsync unless a test watches it. */
  flush?: Flush;
}

/** Opens (or creates) the database file; `:memory:` gives a throwaway database for tests. */
export function openDatabase(path: string, options: DatabaseOptions = {}): Db {
  return withPragmas(new Database(path, { create: true, strict: true }), options);
}

/** A copy of a serialised database (tests: one migrated template copied per test). */
export function databaseFrom(bytes: Uint8Array, options: DatabaseOptions = {}): Db {
  return withPragmas(Database.deserialize(bytes, { strict: true }), options);
}

function withPragmas(sqlite: Database, { synchronous = 'group', flush }: DatabaseOptions): Db {
  const journal = sqlite.query<{ journal_mode: string }, []>('PRAGMA journal_mode = WAL').get()?.journal_mode;
  // Acknowledged means durable unless the operator opts out; see docs/decisions/0015-durable-writes.md
  // and 0021-group-commit.md. Under `group` SQLite itself does not wait for the disk.
  sqlite.exec(`PRAGMA synchronous = ${synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
  sqlite.exec('PRAGMA foreign_keys = ON');
  sqlite.exec('PRAGMA busy_timeout = 5000');
  cacheStatements(sqlite);
  const db = drizzle({ client: sqlite, schema });
  // An in-memory database has no WAL file and nothing to make durable.
  if (synchronous === 'group' && journal === 'wal') attachGroupCommit(db, createGroupCommit(sqlite, `${sqlite.filename}-wal`, flush));
  return db;
}
