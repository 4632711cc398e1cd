// snapshotOffThread on a database file: the copy holds exactly the committed rows (a writer's open
// transaction left out), and the server's thread keeps turning while it is written.
import { afterEach, expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import { snapshotOffThread } from './snapshot-thread';

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('a consistent copy written by a worker while this thread keeps answering', async () => {
  folder = mkdtempSync(join(tmpdir(), 'vetrelief-snapshot-'));
  const db = openDatabase(join(folder, 'vetrelief.db'), { synchronous: 'normal' });
  const sqlite = db.$client;
  sqlite.exec('CREATE TABLE probe (id INTEGER PRIMARY KEY, note TEXT NOT NULL)');
  const insert = sqlite.prepare('INSERT INTO probe (note) VALUES (?)');
  sqlite.transaction(() => {
    for (let i = 0; i < 100_000; i++) insert.run(`row ${i} ${'x'.repeat(200)}`);
  })();
  // Another connection holds uncommitted rows: the copy must not see them.
  const writer = new Database(join(folder, 'vetrelief.db'));
  writer.exec('BEGIN IMMEDIATE');
  writer.run("INSERT INTO probe (note) VALUES ('uncommitted')");

  let ticks = 0;
  const timer = setInterval(() => ticks++, 1);
  await snapshotOffThread(sqlite, join(folder, 'copy.db'), true);
  clearInterval(timer);
  writer.exec('ROLLBACK');
  writer.close();
  insert.finalize();
  sqlite.close();

  expect(ticks).toBeGreaterThan(0);
  const copy = new Database(join(folder, 'copy.db'), { readonly: true });
  expect(copy.query('SELECT count(*) AS n FROM probe').get()).toEqual({ n: 100_000 });
  expect(copy.query('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
  copy.close();
}, 30_000);

test('a failure in the worker is an error naming it', async () => {
  folder = mkdtempSync(join(tmpdir(), 'vetrelief-snapshot-'));
  const db = openDatabase(join(folder, 'vetrelief.db'));
  await expect(snapshotOffThread(db.$client, join(folder, 'no-such-folder', 'copy.db'))).rejects.toThrow(/The snapshot failed: .*unable to open/);
  db.$client.close();
});
