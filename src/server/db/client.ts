// Opens the SQLite database with the pragmas the whole product relies on.
import { Database } from 'bun:sqlite';
import { drizzle, type BunSQLiteDatabase } from 'drizzle-orm/bun-sqlite';
import * as schema from './schema';

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

/** Opens (or creates) the database file; `:memory:` gives a throwaway database for tests. */
export function openDatabase(path: string): Db {
  return withPragmas(new Database(path, { create: true, strict: true }));
}

/** A copy of a serialised database (tests: one migrated template copied per test). */
export function databaseFrom(bytes: Uint8Array): Db {
  return withPragmas(Database.deserialize(bytes, { strict: true }));
}

function withPragmas(sqlite: Database): Db {
  sqlite.exec('PRAGMA journal_mode = WAL');
  // NORMAL is durable under WAL for application crashes; see DESIGN.md (kill -9 tests).
  sqlite.exec('PRAGMA synchronous = NORMAL');
  sqlite.exec('PRAGMA foreign_keys = ON');
  sqlite.exec('PRAGMA busy_timeout = 5000');
  return drizzle({ client: sqlite, schema });
}
