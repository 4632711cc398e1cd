// Group commit: commits are written to the WAL without waiting for the disk (SQLite's
// `synchronous = NORMAL`), and the WAL file is fsynced off the main thread; whatever tells the
// outside world about a change (an HTTP answer, a live push, a job) first waits until every
// commit made so far is on disk. One fsync covers every commit written before it started, so
// writes that land together share it, and the server keeps serving while the disk works.
// See docs/decisions/0021-group-commit.md.
import type { Database } from 'bun:sqlite';
import { fdatasync, open } from 'node:fs';
import { promisify } from 'node:util';
import type { Db } from './client';

/** Makes a file's written bytes durable. */
export type Flush = (path: string) => Promise<void>;

/**
 * fdatasync, as SQLite's own FULL does on Linux, run in the runtime's thread pool so the server
 * keeps serving. One descriptor per path, kept open (a plain number: nothing closes it behind our
 * back): the WAL file keeps its inode while the database is open (SQLite deletes it only when the
 * last connection closes), and one hop to the pool per flush instead of three (open, sync, close)
 * matters on a busy machine.
 */
export function fdatasyncFile(): Flush {
  const descriptors = new Map<string, Promise<number>>();
  return async (path) => {
    let fd = descriptors.get(path);
    if (!fd) {
      fd = openAsync(path, 'r');
      descriptors.set(path, fd);
      // A failed open is tried again next time.
      fd.catch(() => descriptors.delete(path));
    }
    await fdatasyncAsync(await fd);
  };
}

const openAsync = promisify(open);
const fdatasyncAsync = promisify(fdatasync);

/** fsyncs under way at once at most; past it, the commits that arrive share the next. */
const MAX_IN_FLIGHT = 4;

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
  /** The fsync started last, while under way, and the count it covers (-1: started inside a transaction). */
  let latest: { run: Promise<void>; covers: number } | null = null;
  let inFlight = 0;
  /** The fsync that starts when a slot frees, shared by everyone who asks meanwhile. */
  let queued: Promise<void> | null = null;
  let flushes = 0;

  function start(): Promise<void> {
    const covers = sqlite.inTransaction ? -1 : count();
    flushes++;
    inFlight++;
    const run = flush(walPath).then(() => {
      // Everything written before this fsync started is on disk, whichever fsync ends first.
      if (covers > flushedThrough) flushedThrough = covers;
    });
    const entry = { run, covers };
    latest = entry;
    const done = () => {
      inFlight--;
      if (latest === entry) latest = null;
    };
    run.then(done, done);
    return run;
  }

  return {
    changes: count,
    whenDurable() {
      const now = count();
      if (now <= flushedThrough) return undefined;
      // The fsync started last began after every change counted now: it covers them.
      if (latest && now <= latest.covers) return latest.run;
      // Otherwise one starts now rather than after the one under way: a write waits for one
      // flush, not two (each wake-up of the thread costs most on a busy machine).
      if (inFlight < MAX_IN_FLIGHT) return start();
      if (!queued) {
        // At the limit, `latest` is under way (it is the last to have started).
        queued = latest!.run
          .then(
            () => {},
            () => {},
          )
          .then(() => {
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
