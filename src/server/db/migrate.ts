// Applies the embedded migrations that the database has not seen yet, each in its own
// transaction, recording them in drizzle's own bookkeeping table.
import type { Database } from 'bun:sqlite';
import { migrations as embedded, type EmbeddedMigration } from './migrations.generated';

const BOOKKEEPING = '__drizzle_migrations';

/** Runs pending migrations; returns the tags applied. */
export function migrate(sqlite: Database, migrations: EmbeddedMigration[] = embedded): string[] {
  sqlite.exec(`CREATE TABLE IF NOT EXISTS ${BOOKKEEPING} (id INTEGER PRIMARY KEY AUTOINCREMENT, hash TEXT NOT NULL, created_at NUMERIC)`);
  const last = sqlite.query<{ created_at: number }, []>(`SELECT created_at FROM ${BOOKKEEPING} ORDER BY created_at DESC LIMIT 1`).get();
  const pending = migrations.filter((migration) => !last || migration.when > Number(last.created_at));

  const record = sqlite.prepare(`INSERT INTO ${BOOKKEEPING} (hash, created_at) VALUES (?, ?)`);
  for (const migration of pending) {
    const statements = migration.sql
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
    sqlite
      .transaction(() => {
        for (const statement of statements) sqlite.exec(statement);
        record.run(new Bun.CryptoHasher('sha256').update(migration.sql).digest('hex'), migration.when);
      })
      .immediate();
  }
  return pending.map((migration) => migration.tag);
}
