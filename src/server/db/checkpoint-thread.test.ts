import { afterEach, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withoutAutoCheckpoint } from './checkpoint-thread';
import { openDatabase } from './client';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const autoCheckpoint = (db: ReturnType<typeof openDatabase>) =>
  db.$client.query<{ wal_autocheckpoint: number }, []>('PRAGMA wal_autocheckpoint').get()!.wal_autocheckpoint;

test('a large write runs with automatic checkpoints off; a worker then copies its WAL into the file, and the setting comes back', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'vetrelief-checkpoint-'));
  folders.push(folder);
  const file = join(folder, 'vetrelief.db');
  const db = openDatabase(file, { synchronous: 'normal' });
  db.$client.exec('CREATE TABLE notes (body TEXT)');
  const insert = db.$client.prepare('INSERT INTO notes (body) VALUES (?)');
  const during = await withoutAutoCheckpoint(db.$client, () => {
    // 5,000 pages of WAL: with the default setting, this commit would copy them on this thread.
    db.$client.transaction(() => {
      for (let i = 0; i < 5000; i++) insert.run('x'.repeat(4000));
    })();
    return { setting: autoCheckpoint(db), fileBytes: statSync(file).size };
  });
  expect(during.setting).toBe(0);
  // Nothing reached the file on this thread: it was still the empty table's.
  expect(during.fileBytes).toBeLessThan(100_000);
  // The worker's checkpoint did: the rows are in the database file itself.
  expect(statSync(file).size).toBeGreaterThan(5000 * 4000);
  expect(autoCheckpoint(db)).toBe(1000);
  expect(db.$client.query<{ n: number }, []>('SELECT count(*) AS n FROM notes').get()!.n).toBe(5000);
  db.$client.close();
});

test('a database with no file writes as it is', async () => {
  const db = openDatabase(':memory:');
  expect(await withoutAutoCheckpoint(db.$client, () => 'written')).toBe('written');
});
