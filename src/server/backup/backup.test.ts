// backupDataFolder and restoreDataFolder on real files: the copy is one consistent commit and
// leaves the server's lock alone; a restore refuses a damaged file, a newer schema, a file that
// is not a VetRelief database and a folder a live server holds, and keeps what it replaces.
import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCK_FILE, lockDataFolder } from '../data-lock';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations.generated';
import { backupDataFolder } from './backup';
import { BackupError, binarySchema, DATABASE_FILE } from './database-file';
import { restoreDataFolder } from './restore';

let root: string;
let dataDir: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'vetrelief-backup-'));
  dataDir = join(root, 'data');
  mkdirSync(dataDir);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A migrated database in `folder` (up to migration `upTo`) with `rows` rows in a probe table of its own. */
function makeDatabase(folder: string, rows: number, upTo = migrations.length) {
  const db = openDatabase(join(folder, DATABASE_FILE));
  migrate(db.$client, migrations.slice(0, upTo));
  db.$client.exec('CREATE TABLE IF NOT EXISTS backup_probe (id INTEGER PRIMARY KEY, note TEXT NOT NULL)');
  const insert = db.$client.prepare('INSERT INTO backup_probe (note) VALUES (?)');
  for (let i = 0; i < rows; i++) insert.run(`row ${i} ${'x'.repeat(200)}`);
  // An unfinalised statement would keep the connection (and its WAL) alive past close().
  insert.finalize();
  return db.$client;
}

function probeCount(path: string): number {
  const sqlite = new Database(path, { readonly: true });
  const { n } = sqlite.query<{ n: number }, []>('SELECT count(*) AS n FROM backup_probe').get()!;
  sqlite.close();
  return n;
}

function readdir(folder: string): string[] {
  return readdirSync(folder).sort();
}

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof BackupError) return error.message;
    throw error;
  }
  throw new Error('expected a BackupError');
}

describe('--backup', () => {
  test('copies every committed row while a writer holds an open transaction, and leaves its uncommitted rows out', () => {
    const server = makeDatabase(dataDir, 100);
    server.exec('BEGIN IMMEDIATE');
    server.run("INSERT INTO backup_probe (note) VALUES ('uncommitted')");
    const done = backupDataFolder(dataDir, join(root, 'copy.db'), { force: false });
    server.exec('COMMIT');
    expect(probeCount(join(root, 'copy.db'))).toBe(100);
    expect(done).toMatchObject({ file: join(root, 'copy.db'), bytes: statSync(join(root, 'copy.db')).size, schema: binarySchema() });
    expect(done.tables).toBeGreaterThan(20);
    server.close();
  });

  test('does not take the data folder lock, and leaves the server its own', () => {
    const server = makeDatabase(dataDir, 3);
    const lock = lockDataFolder(dataDir);
    backupDataFolder(dataDir, join(root, 'copy.db'), { force: false });
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    lock.release();
    server.close();
  });

  test('refuses to overwrite a file unless forced; no partial file is left', () => {
    makeDatabase(dataDir, 5).close();
    const target = join(root, 'copy.db');
    writeFileSync(target, 'precious');
    expect(refusal(() => backupDataFolder(dataDir, target, { force: false }))).toContain('already exists');
    expect(readFileSync(target, 'utf8')).toBe('precious');
    backupDataFolder(dataDir, target, { force: true });
    expect(probeCount(target)).toBe(5);
    expect(readdir(root)).toEqual(['copy.db', 'data']);
  });

  test('a folder without a database, or a missing target folder, is a clear refusal', () => {
    expect(refusal(() => backupDataFolder(dataDir, join(root, 'copy.db'), { force: false }))).toContain('No database to back up');
    makeDatabase(dataDir, 1).close();
    expect(refusal(() => backupDataFolder(dataDir, join(root, 'nowhere', 'copy.db'), { force: false }))).toContain('does not exist');
  });
});

describe('--restore', () => {
  function backupWith(rows: number, upTo?: number): string {
    const source = join(root, `source-${rows}`);
    mkdirSync(source);
    makeDatabase(source, rows, upTo).close();
    const file = join(root, `backup-${rows}.db`);
    backupDataFolder(source, file, { force: false });
    return file;
  }

  test('into an empty folder: the database is the backup, nothing else kept', () => {
    const file = backupWith(7);
    const fresh = join(root, 'fresh');
    const done = restoreDataFolder(fresh, file);
    expect(done).toMatchObject({ database: join(fresh, DATABASE_FILE), previous: null, pending: 0, schema: binarySchema() });
    expect(probeCount(join(fresh, DATABASE_FILE))).toBe(7);
    expect(readdir(fresh)).toEqual([DATABASE_FILE]);
  });

  test('over a database: the previous one is kept whole (its WAL folded in), stale WAL and SHM are gone', () => {
    const file = backupWith(7);
    // Left as a killed server leaves it: the last rows only in the WAL.
    const old = makeDatabase(dataDir, 0);
    old.exec('PRAGMA wal_autocheckpoint = 0');
    const insert = old.prepare("INSERT INTO backup_probe (note) VALUES ('in the wal')");
    for (let i = 0; i < 11; i++) insert.run();
    expect(statSync(join(dataDir, `${DATABASE_FILE}-wal`)).size).toBeGreaterThan(0);

    const done = restoreDataFolder(dataDir, file, new Date('2026-05-14T03:15:02.123Z'));
    old.close();
    expect(done.previous).toBe(join(dataDir, `${DATABASE_FILE}.before-restore-20260514-031502`));
    expect(probeCount(join(dataDir, DATABASE_FILE))).toBe(7);
    expect(probeCount(done.previous!)).toBe(11);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    // A second restore in the same second keeps both earlier databases.
    const again = restoreDataFolder(dataDir, file, new Date('2026-05-14T03:15:02.900Z'));
    expect(again.previous).toBe(`${done.previous}-2`);
    expect(probeCount(again.previous!)).toBe(7);
  });

  test('an older schema is accepted; the next start applies the rest', () => {
    const file = backupWith(2, 10);
    const done = restoreDataFolder(join(root, 'fresh'), file);
    expect(done.pending).toBe(migrations.length - 10);
    const db = openDatabase(done.database);
    expect(migrate(db.$client)).toHaveLength(migrations.length - 10);
    db.$client.close();
  });

  test('a corrupted file fails the integrity check; the folder is untouched', () => {
    const current = makeDatabase(dataDir, 4);
    current.close();
    const before = readFileSync(join(dataDir, DATABASE_FILE));
    const file = backupWith(500);
    // Scribble over pages in the middle; the header stays, so it still looks like SQLite.
    const fd = openSync(file, 'r+');
    const size = statSync(file).size;
    writeSync(fd, Buffer.alloc(8192, 0x5a), 0, 8192, Math.floor(size / 2 / 4096) * 4096);
    closeSync(fd);

    expect(refusal(() => restoreDataFolder(dataDir, file))).toContain('integrity check');
    expect(readFileSync(join(dataDir, DATABASE_FILE))).toEqual(before);
    expect(probeCount(join(dataDir, DATABASE_FILE))).toBe(4);
    expect(readdir(dataDir).filter((name) => name.includes('restore'))).toEqual([]);
  });

  test('a newer schema is refused, naming both versions', () => {
    const file = backupWith(1);
    const sqlite = new Database(file);
    sqlite.run('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)', ['future', migrations.at(-1)!.when + 60_000]);
    sqlite.close();
    const message = refusal(() => restoreDataFolder(join(root, 'fresh'), file));
    expect(message).toContain('newer schema');
    expect(message).toContain(`(${migrations.length + 1} migrations)`);
    expect(message).toContain(`${migrations.at(-1)!.tag} (${migrations.length} migrations)`);
    expect(existsSync(join(root, 'fresh', DATABASE_FILE))).toBe(false);
  });

  test('a file that is not SQLite, or SQLite without VetRelief migrations, is refused', () => {
    writeFileSync(join(root, 'notes.txt'), 'hello');
    expect(refusal(() => restoreDataFolder(dataDir, join(root, 'notes.txt')))).toContain('not a SQLite database');
    const other = new Database(join(root, 'other.db'), { create: true });
    other.exec('CREATE TABLE t (x)');
    other.close();
    expect(refusal(() => restoreDataFolder(dataDir, join(root, 'other.db')))).toContain('not a VetRelief one');
    expect(refusal(() => restoreDataFolder(dataDir, join(root, 'missing.db')))).toContain('does not exist');
    expect(readdir(dataDir)).toEqual([]);
  });

  test('refused while a live server holds the data folder; the server keeps its database and lock', () => {
    const current = makeDatabase(dataDir, 4);
    current.close();
    const file = backupWith(9);
    const server = Bun.spawn(['sleep', '30']);
    writeFileSync(join(dataDir, LOCK_FILE), String(server.pid));
    try {
      const message = refusal(() => restoreDataFolder(dataDir, file));
      expect(message).toContain(`pid ${server.pid}`);
      expect(message).toContain(dataDir);
      expect(probeCount(join(dataDir, DATABASE_FILE))).toBe(4);
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).toBe(String(server.pid));
    } finally {
      server.kill();
    }
  });
});
