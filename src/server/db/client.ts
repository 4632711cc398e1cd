// Opens the SQLite database with the pragmas the whole product relies on.
import { Database } from 'bun:sqlite';
import { drizzle, type BunSQLiteDatabase } from 'drizzle-orm/bun-sqlite';
import * as schema from './schema';

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

/** Opens (or creates) the database file; `:memory:` gives a throwaway database for tests. */
export function openDatabase(path: string): Db {
  const sqlite = new Database(path, { create: true, strict: true });
  sqlite.exec('PRAGMA journal_mode = WAL');
  // NORMAL is durable under WAL for application crashes; see DESIGN.md (kill -9 tests).
  sqlite.exec('PRAGMA synchronous = NORMAL');
  sqlite.exec('PRAGMA foreign_keys = ON');
  sqlite.exec('PRAGMA busy_timeout = 5000');
  return drizzle({ client: sqlite, schema });
}
