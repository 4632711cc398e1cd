// `vetrelief --backup FILE`: a consistent copy of the database while a server keeps serving and
// writing. VACUUM INTO runs in one read transaction, so under WAL it sees a single commit and never
// blocks the server's writer; it takes no lock on the data folder (the server holds that).
import { Database } from 'bun:sqlite';
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { open, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { snapshotOffThread } from './snapshot-thread';
import { BackupError, countTables, DATABASE_FILE, fsyncPath, schemaVersionOf, type SchemaVersion } from './database-file';

export interface BackupSummary {
  file: string;
  bytes: number;
  tables: number;
  schema: SchemaVersion | null;
}

/** Writes a consistent snapshot of `source` to `file` (which must not exist) and flushes it to disk. */
export function snapshotTo(source: Database, file: string): void {
  source.run('VACUUM INTO ?', [file]);
  fsyncPath(file);
}

/** Backs up DATA_DIR's database to `file` through a separate read-only connection. */
export function backupDataFolder(dataDir: string, file: string, options: { force: boolean }): BackupSummary {
  const database = join(resolve(dataDir), DATABASE_FILE);
  if (!existsSync(database)) throw new BackupError(`No database to back up: ${database} does not exist. Is --data (or DATA_DIR) the server's data folder?`);
  const target = resolve(file);
  if (existsSync(target) && !options.force) throw new BackupError(`${target} already exists. Choose another name, or add --force to replace it.`);
  if (!existsSync(dirname(target))) throw new BackupError(`The folder ${dirname(target)} does not exist.`);

  // Written under a temporary name and renamed, so FILE is never a half-written backup.
  const partial = `${target}.partial-${process.pid}`;
  rmSync(partial, { force: true });
  const source = new Database(database, { readonly: true });
  try {
    // Waits out the moments a reader can be kept waiting under WAL (another connection's recovery).
    source.exec('PRAGMA busy_timeout = 10000');
    snapshotTo(source, partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw new BackupError(`Backing up ${database} failed: ${(error as Error).message}`);
  } finally {
    source.close();
  }

  const copy = new Database(partial, { readonly: true });
  const summary = { tables: countTables(copy), schema: schemaVersionOf(copy) };
  copy.close();
  renameSync(partial, target);
  fsyncPath(dirname(target));
  return { file: target, bytes: statSync(target).size, ...summary };
}

/** How much of a downloaded backup is read from disk at a time. */
const CHUNK_BYTES = 256 * 1024;

/**
 * A fresh snapshot of the server's own database as a stream, for the admin panel's download. It
 * is written beside the database (same disk, known room) and unlinked as soon as it is open, so
 * nothing is left behind however the download ends. VACUUM INTO runs on a worker thread with its
 * own connection (snapshot-thread.ts), so requests are answered meanwhile.
 */
export async function snapshotStream(source: Database): Promise<{ bytes: number; stream: ReadableStream<Uint8Array> }> {
  const onDisk = source.filename && source.filename !== ':memory:';
  const file = join(onDisk ? dirname(source.filename) : tmpdir(), `vetrelief-download-${crypto.randomUUID()}.db.tmp`);
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    await snapshotOffThread(source, file);
    handle = await open(file, 'r');
  } finally {
    await unlink(file).catch(() => {});
  }
  const { size } = await handle.stat();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = new Uint8Array(CHUNK_BYTES);
      const { bytesRead } = await handle.read(chunk, 0, CHUNK_BYTES, null);
      if (bytesRead > 0) return controller.enqueue(chunk.subarray(0, bytesRead));
      await handle.close();
      controller.close();
    },
    cancel: () => handle.close(),
  });
  return { bytes: size, stream };
}
