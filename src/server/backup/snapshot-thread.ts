// A consistent snapshot of the server's database written by another thread, so requests keep
// being answered while it is written: a worker opens its own read-only connection and runs
// VACUUM INTO there (one read transaction: under WAL it sees a single commit and never blocks
// the server's writer). The worker's source is inline (a Blob URL), so the compiled binary needs
// no file beside it. A database with no file (tests' in-memory ones) is copied on this thread.
import type { Database } from 'bun:sqlite';
import { runInlineWorker } from '../lib/inline-worker';

const WORKER_SOURCE = `
import { Database } from 'bun:sqlite';
import { closeSync, fsyncSync, openSync } from 'node:fs';
self.onmessage = ({ data }) => {
  let source;
  try {
    source = new Database(data.source, { readonly: true });
    source.exec('PRAGMA busy_timeout = 10000');
    // VACUUM INTO syncs its output as this connection's setting says (FULL by default): hundreds of
    // MB flushed at once, which the server's own WAL flushes on the same disk queue behind.
    source.exec('PRAGMA synchronous = OFF');
    source.run('VACUUM INTO ?', [data.target]);
    // Flushed here when asked (an fsync of a large file takes seconds the server's thread must not wait).
    if (data.durable) {
      const fd = openSync(data.target, 'r');
      fsyncSync(fd);
      closeSync(fd);
    }
    postMessage({ ok: true });
  } catch (error) {
    postMessage({ ok: false, message: String(error && error.message || error) });
  } finally {
    if (source) source.close();
  }
};`;

/**
 * Writes a snapshot of `source` to `target` (which must not exist); `durable` flushes it to disk.
 * A temporary snapshot that is copied elsewhere needs no flush: each flush of hundreds of MB
 * holds up the server's own WAL flushes on the same disk.
 */
export async function snapshotOffThread(source: Database, target: string, durable = false): Promise<void> {
  if (!source.filename || source.filename === ':memory:') {
    source.run('VACUUM INTO ?', [target]);
    return;
  }
  try {
    await runInlineWorker(WORKER_SOURCE, { source: source.filename, target, durable });
  } catch (error) {
    throw new Error(`The snapshot failed: ${(error as Error).message}`);
  }
}
