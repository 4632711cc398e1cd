// Group commit: a wait resolves only after an fsync that started after the commits it covers;
// commits that land while an fsync is under way share the next one; a count read inside an
// open transaction is never taken as flushed. On a real file the WAL itself is fsynced.
import { afterEach, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './client';
import { createGroupCommit, type Flush, fdatasyncFile, groupCommitOf, whenDurable } from './group-commit';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function fileDatabase(flush?: Flush) {
  const folder = mkdtempSync(join(tmpdir(), 'vetrelief-group-'));
  folders.push(folder);
  const path = join(folder, 'vetrelief.db');
  const db = openDatabase(path, { flush });
  db.$client.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
  return { db, path };
}

/** A flush the test ends by hand, recording the order each started in. */
function manualFlush() {
  const started: { path: string; end: () => void; fail: (error: Error) => void }[] = [];
  const flush: Flush = (path) =>
    new Promise<void>((resolve, reject) => {
      started.push({ path, end: resolve, fail: reject });
    });
  return { flush, started };
}

/** Whether a promise has settled, after the microtasks queued so far have run. */
async function settled(promise: Promise<unknown> | undefined): Promise<boolean> {
  let done = false;
  promise?.then(
    () => (done = true),
    () => (done = true),
  );
  await Bun.sleep(0);
  return done;
}

const insert = (db: ReturnType<typeof openDatabase>, body = 'x') => db.$client.run('INSERT INTO notes (body) VALUES (?)', [body]);

describe('group commit', () => {
  test('a commit is waited for until an fsync of the WAL file ends; then nothing is pending', async () => {
    const paths: string[] = [];
    const fdatasync = fdatasyncFile();
    const { db, path } = fileDatabase((walPath) => {
      paths.push(walPath);
      return fdatasync(walPath);
    });
    // The table's creation is a commit too: flush it first.
    await whenDurable(db);
    paths.length = 0;
    insert(db);
    const waiting = whenDurable(db);
    expect(waiting).toBeInstanceOf(Promise);
    await waiting;
    expect(paths).toEqual([`${path}-wal`]);
    expect(whenDurable(db)).toBeUndefined();
  });

  test('a commit made while an fsync is under way gets its own at once; commits before one start share it', async () => {
    const { flush, started } = manualFlush();
    const { db } = fileDatabase(flush);
    insert(db, 'a');
    const a = whenDurable(db);
    expect(started).toHaveLength(1);
    insert(db, 'b');
    insert(db, 'c');
    // b and c were written after the first fsync started: it cannot cover them, a second can.
    const b = whenDurable(db);
    const c = whenDurable(db);
    expect(started).toHaveLength(2);
    expect(c).toBe(b!);
    started[0]!.end();
    expect(await settled(a)).toBe(true);
    expect(await settled(b)).toBe(false);
    started[1]!.end();
    expect(await settled(b)).toBe(true);
    expect(whenDurable(db)).toBeUndefined();
    expect(groupCommitOf(db)!.flushes).toBe(2);
  });

  test('a later fsync that ends first makes the earlier commits durable too', async () => {
    const { flush, started } = manualFlush();
    const { db } = fileDatabase(flush);
    insert(db, 'a');
    const a = whenDurable(db);
    insert(db, 'b');
    const b = whenDurable(db);
    started[1]!.end();
    expect(await settled(b)).toBe(true);
    // a still waits on its own fsync, but nothing new needs one.
    expect(whenDurable(db)).toBeUndefined();
    started[0]!.end();
    expect(await settled(a)).toBe(true);
  });

  test('at most four fsyncs at once; the commits past that share the one that starts when a slot frees', async () => {
    const { flush, started } = manualFlush();
    const { db } = fileDatabase(flush);
    const waits = [];
    for (let i = 0; i < 6; i++) {
      insert(db, String(i));
      waits.push(whenDurable(db));
    }
    expect(started).toHaveLength(4);
    expect(waits[5]).toBe(waits[4]!);
    started[3]!.end();
    await settled(waits[3]);
    expect(started).toHaveLength(5);
    for (const flushStarted of started) flushStarted.end();
    for (const wait of waits) expect(await settled(wait)).toBe(true);
    expect(whenDurable(db)).toBeUndefined();
  });

  test('a wait that arrives while an fsync covering its commits is under way joins it', async () => {
    const { flush, started } = manualFlush();
    const { db } = fileDatabase(flush);
    insert(db);
    const first = whenDurable(db);
    const second = whenDurable(db);
    expect(second).toBe(first!);
    started[0]!.end();
    await first;
    expect(started).toHaveLength(1);
  });

  test('a count read inside an open transaction is not taken as flushed', async () => {
    const { flush, started } = manualFlush();
    const { db } = fileDatabase(flush);
    db.$client.exec('BEGIN');
    insert(db, 'uncommitted');
    const during = whenDurable(db);
    started[0]!.end();
    await during;
    db.$client.exec('COMMIT');
    // The commit came after that fsync started: it needs one of its own.
    const after = whenDurable(db);
    expect(after).toBeInstanceOf(Promise);
    expect(started).toHaveLength(2);
    started[1]!.end();
    await after;
    expect(whenDurable(db)).toBeUndefined();
  });

  test('a failed fsync fails the waits it covered, and the next wait tries again', async () => {
    const { flush, started } = manualFlush();
    const { db } = fileDatabase(flush);
    insert(db);
    const failing = whenDurable(db);
    started[0]!.fail(new Error('EIO'));
    await expect(failing!).rejects.toThrow('EIO');
    const retry = whenDurable(db);
    expect(retry).toBeInstanceOf(Promise);
    started[1]!.end();
    await retry;
  });

  test('reads alone never wait', async () => {
    const { flush, started } = manualFlush();
    const { db } = fileDatabase(flush);
    insert(db);
    const waiting = whenDurable(db);
    started[0]!.end();
    await waiting;
    db.$client.query('SELECT * FROM notes').all();
    expect(whenDurable(db)).toBeUndefined();
  });

  test('an in-memory database has no group commit and nothing to wait for', () => {
    const db = openDatabase(':memory:');
    db.$client.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
    insert(db);
    expect(groupCommitOf(db)).toBeUndefined();
    expect(whenDurable(db)).toBeUndefined();
  });

  test('createGroupCommit counts the changes of the connection it is given', async () => {
    const { flush, started } = manualFlush();
    const db = openDatabase(':memory:');
    db.$client.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
    const group = createGroupCommit(db.$client, '/nowhere-wal', flush);
    insert(db);
    const waiting = group.whenDurable();
    expect(started.map((s) => s.path)).toEqual(['/nowhere-wal']);
    started[0]!.end();
    await waiting;
    expect(group.whenDurable()).toBeUndefined();
  });
});
