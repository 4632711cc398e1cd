// Opens the SQLite database with the pragmas the whole product relies on.
import { Database } from 'bun:sqlite';
import { drizzle, type BunSQLiteDatabase } from 'drizzle-orm/bun-sqlite';
import * as schema from './schema';

/** `$client`, the raw connection, is for what has no drizzle form: PRAGMAs, migrations, closing, fastSelect. */
export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

/**
 * When a commit reaches the disk. `full`: every commit is fsynced before it is acknowledged, so a
 * power cut or a kernel panic loses nothing acknowledged. `normal`: WAL is fsynced only at
 * checkpoints — a killed process still loses nothing, but a power cut can lose the last commits.
 */
export type Synchronous = 'full' | 'normal';

export interface DatabaseOptions {
  /** `full` unless the operator opts out (SQLITE_SYNCHRONOUS=normal). */
  synchronous?: Synchronous;
}

/** Opens (or creates) the database file; `:memory:` gives a throwaway database for tests. */
export function openDatabase(path: string, options: DatabaseOptions = {}): Db {
  return withPragmas(new Database(path, { create: true, strict: true }), options);
}

/** A copy of a serialised database (tests: one migrated template copied per test). */
export function databaseFrom(bytes: Uint8Array, options: DatabaseOptions = {}): Db {
  return withPragmas(Database.deserialize(bytes, { strict: true }), options);
}

function withPragmas(sqlite: Database, { synchronous = 'full' }: DatabaseOptions): Db {
  sqlite.exec('PRAGMA journal_mode = WAL');
  // Acknowledged means durable by default; see docs/decisions/0015-durable-writes.md.
  sqlite.exec(`PRAGMA synchronous = ${synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  sqlite.exec('PRAGMA foreign_keys = ON');
  sqlite.exec('PRAGMA busy_timeout = 5000');
  return drizzle({ client: sqlite, schema });
}
