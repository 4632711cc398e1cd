// The backup's encryption and checksums on a worker thread: the age file round-trips through
// typage's Decrypter, its checksum is that of the bytes on disk, and encrypting tens of MB costs
// the server's own thread (the process's main thread) almost none of the CPU the process spends
// on it. CPU rather than a timer's lateness: each slice on the main thread was short (5–25 ms late
// at most, against 3–5 ms from the worker), so lateness alone would not tell the two apart.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Decrypter } from 'age-encryption';
import { testConfig } from '../config';
import { type AppDeps, consoleLogger } from '../context';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { encryptFileOffThread, sha256OfFileOffThread } from './off-thread';
import { runScheduledBackup } from './scheduled';

const PASSPHRASE = 'correct horse battery staple';
/** age's work factor lowered so that scrypt takes milliseconds; the format is the same. */
const LOG_N = 10;

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'vetrelief-off-thread-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A file of `bytes` that does not compress to nothing, as a database does not. */
function plainFile(bytes: number): { path: string; data: Uint8Array } {
  const data = new Uint8Array(bytes);
  for (let i = 0; i < bytes; i += 65_536) crypto.getRandomValues(data.subarray(i, Math.min(bytes, i + 65_536)));
  const path = join(folder, 'plain.db');
  writeFileSync(path, data);
  return { path, data };
}

const sha256 = (data: Uint8Array) => new Bun.CryptoHasher('sha256').update(data).digest('hex');

/** CPU time (ms) of one of this process's threads, from Linux's /proc; the main thread's id is the pid. */
function threadCpuMs(tid = process.pid): number {
  const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, fields 14 and 15 of the line (11 and 12 after the name), in ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

test('an age file typage decrypts to the same bytes; the checksum is the written file’s', async () => {
  const { path, data } = plainFile(3 * 1024 * 1024 + 17);
  const target = join(folder, 'backup.db.age');
  const check = await encryptFileOffThread(path, target, PASSPHRASE, LOG_N);

  const written = readFileSync(target);
  expect(check).toEqual({ sha256: sha256(written), bytes: written.byteLength });
  expect(new TextDecoder().decode(written.subarray(0, 32))).toStartWith('age-encryption.org/v1\n-> scrypt ');
  const decrypter = new Decrypter();
  decrypter.addPassphrase(PASSPHRASE);
  expect(await decrypter.decrypt(written)).toEqual(data);
  expect(readdirSync(folder).sort()).toEqual(['backup.db.age', 'plain.db']);
  expect(await sha256OfFileOffThread(target)).toEqual(check);
});

test('encrypting 64 MB costs the main thread almost none of the CPU it takes', async () => {
  const { path } = plainFile(64 * 1024 * 1024);
  const [mainBefore, processBefore] = [threadCpuMs(), process.cpuUsage()];
  await encryptFileOffThread(path, join(folder, 'backup.db.age'), PASSPHRASE, LOG_N);
  const mainMs = threadCpuMs() - mainBefore;
  const { user, system } = process.cpuUsage(processBefore);
  const processMs = (user + system) / 1000;

  // Measured: 0.4–0.5 s of CPU, 10 ms of it the main thread's; encrypted on the main thread, 90% was.
  expect(processMs).toBeGreaterThan(200);
  expect(mainMs).toBeLessThan(processMs / 4);
}, 60_000);

test('a source that is missing: the worker’s error, and nothing written', async () => {
  const target = join(folder, 'backup.db.age');
  await expect(encryptFileOffThread(join(folder, 'nothing.db'), target, PASSPHRASE, LOG_N)).rejects.toThrow(/ENOENT|no such file/i);
  expect(existsSync(target)).toBe(false);
  expect(readdirSync(folder)).toEqual([]);
});

test('a whole encrypted scheduled backup of a 48 MB database file costs the main thread a small part of its CPU', async () => {
  // A database in a file, as the server's, so the snapshot too runs on its worker.
  const db = openDatabase(join(folder, 'vetrelief.db'));
  migrate(db.$client);
  db.$client.run('CREATE TABLE ballast (bytes BLOB)');
  const insert = db.$client.prepare('INSERT INTO ballast (bytes) VALUES (?)');
  for (let i = 0; i < 768; i++) insert.run(crypto.getRandomValues(new Uint8Array(65_536)));
  const config = testConfig({ BACKUP_EVERY: 6 * 3_600_000, BACKUP_DIR: join(folder, 'backups'), BACKUP_PASSPHRASE: PASSPHRASE });
  const deps = { config, db, clock: Date.now, log: consoleLogger(true) } as unknown as AppDeps;

  const [mainBefore, processBefore] = [threadCpuMs(), process.cpuUsage()];
  const summary = await runScheduledBackup(deps, { scryptWorkFactor: LOG_N });
  const mainMs = threadCpuMs() - mainBefore;
  const { user, system } = process.cpuUsage(processBefore);
  db.$client.close();

  expect(summary?.bytes).toBeGreaterThan(48 * 1024 * 1024);
  expect(readdirSync(join(folder, 'backups'))).toHaveLength(2);
  // Measured: 0.6–0.7 s of CPU in all, 10 ms of it the main thread's (encrypting there: 390 of 570 ms).
  expect(mainMs).toBeLessThan((user + system) / 1000 / 4);
}, 60_000);
