// What a VetRelief database file is, for backup and restore: its name in the data folder, the
// SQLite header, and its schema version — the migrations it has applied (migrate.ts's table),
// compared with the ones embedded in this binary.
import type { Database } from 'bun:sqlite';
import { closeSync, fsyncSync, openSync, readSync } from 'node:fs';
import { migrations as embedded } from '../db/migrations.generated';

export const DATABASE_FILE = 'vetrelief.db';

/** The bookkeeping table migrate.ts writes one row into per applied migration. */
const MIGRATIONS_TABLE = '__drizzle_migrations';

/** A refusal the operator can act on: printed as is, exit code 1. */
export class BackupError extends Error {}

export interface SchemaVersion {
  /** How many migrations the database has applied. */
  applied: number;
  /** The `when` of the last applied migration; null before the first. */
  latest: number | null;
  /** Its tag when this binary knows it ('0015_referrals_admin'). */
  tag: string | null;
}

/** The schema this binary migrates databases to. */
export function binarySchema(): SchemaVersion {
  const last = embedded.at(-1);
  return { applied: embedded.length, latest: last?.when ?? null, tag: last?.tag ?? null };
}

/** The database's schema version; null when it has no migrations table (not a VetRelief database). */
export function schemaVersionOf(sqlite: Database): SchemaVersion | null {
  const table = sqlite.query<{ name: string }, [string]>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name = ?").get(MIGRATIONS_TABLE);
  if (!table) return null;
  const row = sqlite
    .query<{ applied: number; latest: number | null }, []>(`SELECT count(*) AS applied, max(created_at) AS latest FROM ${MIGRATIONS_TABLE}`)
    .get()!;
  const latest = row.latest === null ? null : Number(row.latest);
  return { applied: row.applied, latest, tag: embedded.find((migration) => migration.when === latest)?.tag ?? null };
}

/** '0015_referrals_admin (16 migrations)', or the date of a migration this binary does not know. */
export function describeSchema(version: SchemaVersion): string {
  const count = `${version.applied} migration${version.applied === 1 ? '' : 's'}`;
  if (version.latest === null) return 'empty (no migrations applied)';
  if (version.tag) return `${version.tag} (${count})`;
  return `an unknown migration of ${new Date(version.latest).toISOString()} (${count})`;
}

/** The migrations this binary would apply to a database of that version. */
export function pendingMigrations(version: SchemaVersion): number {
  return embedded.filter((migration) => version.latest === null || migration.when > version.latest).length;
}

/** Whether `version` is this binary's or an older one it knows, so start-up can migrate it. */
export function isKnownSchema(version: SchemaVersion): boolean {
  return version.latest === null || embedded.some((migration) => migration.when === version.latest);
}

export function countTables(sqlite: Database): number {
  return sqlite.query<{ n: number }, []>("SELECT count(*) AS n FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").get()!.n;
}

/** Whether the file starts with SQLite's 16-byte header. */
export function hasSqliteHeader(path: string): boolean {
  const fd = openSync(path, 'r');
  try {
    const header = Buffer.alloc(16);
    return readSync(fd, header, 0, 16, 0) === 16 && header.toString('latin1') === 'SQLite format 3\0';
  } finally {
    closeSync(fd);
  }
}

/** Flushes a file (or a folder, after a rename in it) to the disk. */
export function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
