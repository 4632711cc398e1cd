// Copies the write-ahead log into the database file on another thread. SQLite checkpoints on the
// connection that commits, once the WAL passes 1,000 pages: after a job that wrote a hundred MB in
// one go, that copy would fall on the server's thread (the job's, or the next request's). A job
// that writes that much turns automatic checkpoints off while it runs (withoutAutoCheckpoint) and
// then has a worker, on its own connection, copy the WAL (PASSIVE: it waits for no reader and no
// writer; the server keeps answering meanwhile). The worker's source is inline, as the backup's.
import type { Database } from 'bun:sqlite';
import { runInlineWorker } from '../lib/inline-worker';

const WORKER_SOURCE = `
import { Database } from 'bun:sqlite';
self.onmessage = ({ data }) => {
  let db;
  try {
    db = new Database(data.path);
    db.exec('PRAGMA busy_timeout = 10000');
    db.query('PRAGMA wal_checkpoint(PASSIVE)').all();
    postMessage({ ok: true });
  } catch (error) {
    postMessage({ ok: false, message: String(error && error.message || error) });
  } finally {
    if (db) db.close();
  }
};`;

/** Copies `sqlite`'s WAL into its file on a worker thread; a database with no file has none. */
export async function checkpointOffThread(sqlite: Database): Promise<void> {
  if (!sqlite.filename || sqlite.filename === ':memory:') return;
  await runInlineWorker(WORKER_SOURCE, { path: sqlite.filename });
}

/**
 * Runs `write` with the connection's automatic checkpoints off, then copies the WAL on a worker
 * (checkpointOffThread) before turning them back on, so that no commit on this thread makes the
 * copy meanwhile. A `write` that yields between its transactions lets requests commit meanwhile:
 * theirs wait for the same copy (a few more WAL pages), and none of them copies on this thread.
 */
export async function withoutAutoCheckpoint<T>(sqlite: Database, write: () => T | Promise<T>): Promise<T> {
  const pages = sqlite.query<{ wal_autocheckpoint: number }, []>('PRAGMA wal_autocheckpoint').get()!.wal_autocheckpoint;
  if (pages <= 0) return write();
  sqlite.exec('PRAGMA wal_autocheckpoint = 0');
  try {
    const result = await write();
    await checkpointOffThread(sqlite);
    return result;
  } finally {
    sqlite.exec(`PRAGMA wal_autocheckpoint = ${pages}`);
  }
}
