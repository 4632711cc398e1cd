// Group commit: commits are written to the WAL without waiting for the disk (SQLite's
// `synchronous = NORMAL`), and the WAL file is fsynced off the main thread; whatever tells the
// outside world about a change (an HTTP answer, a live push, a job) first waits until every
// commit made so far is on disk. One fsync covers every commit written before it started, so
// writes that land together share it, and the server keeps serving while the disk works.
// See docs/decisions/0021-group-commit.md.
import type { Database } from 'bun:sqlite';
import { type FileHandle, open } from 'node:fs/promises';
import type { Db } from './client';

/** Makes a file's written bytes durable. */
export type Flush = (path: string) => Promise<void>;

/**
 * fdatasync, as SQLite's own FULL does on Linux, run in Bun's thread pool so the server keeps
 * serving. One descriptor per path, kept open: the WAL file keeps its inode while the database is
 * open (SQLite deletes it only when the last connection closes), and one hop to the pool per
 * flush instead of three (open, sync, close) matters on a busy machine.
 */
export function fdatasyncFile(): Flush {
  const handles = new Map<string, Promise<FileHandle>>();
  return async (path) => {
    let handle = handles.get(path);
    if (!handle) {
      handle = open(path, 'r');
      handles.set(path, handle);
      // A failed open is tried again next time.
      handle.catch(() => handles.delete(path));
    }
    await (await handle).datasync();
  };
}

export interface GroupCommit {
  /** Resolves once every commit made so far is on disk; undefined when all of them already are. */
  whenDurable(): Promise<void> | undefined;
  /** Changes made on the connection so far (SQLite's total_changes()): a request that moved it wrote. */
  changes(): number;
  /** fsyncs started so far (tests and the benchmark's report). */
  readonly flushes: number;
}

/**
 * Durability for one connection. "Made so far" is read from SQLite's total_changes(), which every
 * INSERT, UPDATE and DELETE on the connection moves (rolled-back ones too: they cost a flush, no
 * more). A count read inside an open transaction may include changes not yet committed, so such
 * a count is never taken as flushed.
 */
export function createGroupCommit(sqlite: Database, walPath: string, flush: Flush = fdatasyncFile()): GroupCommit {
  const changes = sqlite.query<{ n: number }, []>('SELECT total_changes() AS n');
  const count = () => changes.get()!.n;
  /** Every change counted up to here is on disk. */
  let flushedThrough = 0;
  /** The fsync under way and the count it covers (-1: it started inside a transaction). */
  let inFlight: Promise<void> | null = null;
  let inFlightCovers = -1;
  /** The fsync that starts when the one under way ends, shared by everyone who asks meanwhile. */
  let queued: Promise<void> | null = null;
  let flushes = 0;

  function start(): Promise<void> {
    const covers = sqlite.inTransaction ? -1 : count();
    flushes++;
    const run = flush(walPath).then(() => {
      if (covers > flushedThrough) flushedThrough = covers;
    });
    inFlight = run;
    inFlightCovers = covers;
    const clear = () => {
      if (inFlight === run) inFlight = null;
    };
    run.then(clear, clear);
    return run;
  }

  return {
    changes: count,
    whenDurable() {
      const now = count();
      if (now <= flushedThrough) return undefined;
      // The fsync under way started after every change counted now: it covers them.
      if (inFlight && now <= inFlightCovers) return inFlight;
      if (!inFlight) return start();
      // It started before some of them: the next one, after it, covers them.
      if (!queued) {
        const after = inFlight.then(
          () => {},
          () => {},
        );
        queued = after.then(() => {
          queued = null;
          return start();
        });
      }
      return queued;
    },
    get flushes() {
      return flushes;
    },
  };
}

/** The group commit of each database opened with one (db/client.ts); none for in-memory ones. */
const groupCommits = new WeakMap<Db, GroupCommit>();

export function attachGroupCommit(db: Db, groupCommit: GroupCommit): void {
  groupCommits.set(db, groupCommit);
}

export function groupCommitOf(db: Db): GroupCommit | undefined {
  return groupCommits.get(db);
}

/**
 * Resolves once every commit made so far on `db` is on disk; undefined when there is nothing to
 * wait for (all flushed, or a database without group commit), so a caller can stay synchronous.
 */
export function whenDurable(db: Db): Promise<void> | undefined {
  return groupCommits.get(db)?.whenDurable();
}
