// A bare migrated database for tests of the storage layer itself (no app, no gazetteer).
import { type Db, openDatabase } from '../db/client';
import { migrate } from '../db/migrate';

export function migratedDatabase(): Db {
  const db = openDatabase(':memory:');
  migrate(db.$client);
  return db;
}
