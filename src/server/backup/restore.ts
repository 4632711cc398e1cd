// `vetrelief --restore FILE`: replaces the data folder's database with a backup, only when no
// server holds the folder, only with a sound file whose schema this binary can migrate, and
// keeping the database it replaces (`vetrelief.db.before-restore-<time>`) so it can be undone.
import { Database } from 'bun:sqlite';
import { copyFileSync, existsSync, linkSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DataFolderLocked, lockDataFolder } from '../data-lock';
import {
  BackupError,
  binarySchema,
  DATABASE_FILE,
  describeSchema,
  fsyncPath,
  hasSqliteHeader,
  isKnownSchema,
  pendingMigrations,
  type SchemaVersion,
  schemaVersionOf,
} from './database-file';

export interface RestoreSummary {
  database: string;
  /** Where the replaced database was kept; null when the folder had none. */
  previous: string | null;
  bytes: number;
  schema: SchemaVersion;
  /** Migrations the next start applies to bring the restored database up to this binary. */
  pending: number;
}

/** Checks a database file: SQLite, integrity_check ok, and a schema this binary knows. */
export function checkBackup(path: string, shownAs = path): SchemaVersion {
  let sqlite: Database;
  try {
    sqlite = new Database(path, { readwrite: true, create: false });
  } catch (error) {
    throw new BackupError(`${shownAs} cannot be opened as a SQLite database: ${(error as Error).message}`);
  }
  try {
    let problems: string[];
    try {
      problems = sqlite
        .query<{ integrity_check: string }, []>('PRAGMA integrity_check')
        .all()
        .map((row) => row.integrity_check);
    } catch (error) {
      problems = [(error as Error).message];
    }
    if (problems.join() !== 'ok') throw new BackupError(`${shownAs} failed SQLite's integrity check: ${problems.slice(0, 5).join('; ')}`);
    const schema = schemaVersionOf(sqlite);
    if (!schema) throw new BackupError(`${shownAs} is a SQLite database but not a VetRelief one (it has no migrations table).`);
    const binary = binarySchema();
    if (schema.latest !== null && binary.latest !== null && schema.latest > binary.latest) {
      throw new BackupError(
        `${shownAs} has a newer schema, ${describeSchema(schema)}, than this binary's, ${describeSchema(binary)}. Restore it with the VetRelief version that wrote it, or a newer one.`,
      );
    }
    if (!isKnownSchema(schema)) throw new BackupError(`${shownAs} has a schema this binary does not know: ${describeSchema(schema)}.`);
    return schema;
  } finally {
    sqlite.close();
  }
}

/** 20260514-031502 (UTC), for the kept database's name. */
function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
}

/** Folds the old database's WAL into it, so the kept copy is whole on its own; best effort. */
function checkpoint(database: string): void {
  try {
    const sqlite = new Database(database, { readwrite: true, create: false });
    sqlite.exec('PRAGMA busy_timeout = 5000');
    sqlite.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    sqlite.close();
  } catch {
    // A database too damaged to checkpoint keeps its WAL beside the kept copy instead (below).
  }
}

/** Keeps the current database under a new name (a hard link: vetrelief.db never goes missing). */
function keepPrevious(database: string, now: Date): string {
  for (let attempt = 1; ; attempt++) {
    const previous = `${database}.before-restore-${stamp(now)}${attempt > 1 ? `-${attempt}` : ''}`;
    try {
      linkSync(database, previous);
      return previous;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** Restores `file` as DATA_DIR's database; throws BackupError, with nothing changed, when it refuses. */
export function restoreDataFolder(dataDir: string, file: string, now = new Date(), shownAs = resolve(file)): RestoreSummary {
  const source = resolve(file);
  if (!existsSync(source)) throw new BackupError(`${shownAs} does not exist.`);
  if (!hasSqliteHeader(source)) throw new BackupError(`${shownAs} is not a SQLite database.`);
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });

  let lock: ReturnType<typeof lockDataFolder>;
  try {
    // Held to the end, so no server starts on a half-restored folder.
    lock = lockDataFolder(folder);
  } catch (error) {
    if (!(error instanceof DataFolderLocked)) throw error;
    throw new BackupError(
      `Refusing to restore: a VetRelief server (pid ${error.pid}) is using the data folder ${folder}. Stop it first, then run --restore again.`,
    );
  }
  const database = join(folder, DATABASE_FILE);
  const incoming = `${database}.restore-${process.pid}.tmp`;
  try {
    // The copy in the data folder is what gets checked and renamed into place: same disk, atomic.
    copyFileSync(source, incoming);
    fsyncPath(incoming);
    let schema: SchemaVersion;
    try {
      schema = checkBackup(incoming, shownAs);
    } finally {
      for (const suffix of ['-wal', '-shm', '-journal']) rmSync(incoming + suffix, { force: true });
    }

    let previous: string | null = null;
    if (existsSync(database)) {
      checkpoint(database);
      previous = keepPrevious(database, now);
      // A WAL left with content belongs to the kept copy; SQLite opens it under that name.
      const wal = `${database}-wal`;
      if (existsSync(wal) && statSync(wal).size > 0) renameSync(wal, `${previous}-wal`);
    }
    // A stale WAL would be replayed into the restored database: gone before it moves in.
    for (const suffix of ['-wal', '-shm']) rmSync(database + suffix, { force: true });
    renameSync(incoming, database);
    fsyncPath(folder);
    return { database, previous, bytes: statSync(database).size, schema, pending: pendingMigrations(schema) };
  } finally {
    rmSync(incoming, { force: true });
    lock.release();
  }
}
