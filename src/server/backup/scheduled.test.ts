// Scheduled backups against a real S3 API (s3rver on 127.0.0.1, through Bun's S3 client) and a
// local folder, driven by the harness clock: a backup lands when due, each place keeps
// BACKUP_KEEP, encryption round-trips through --restore, a wrong passphrase is refused, and an
// unreachable bucket is retried with back-off, shown in the job list and e-mailed once a streak.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import { emailOutbox } from '../db/schema';
import { createJobRunner } from '../jobs/runner';
import { listJobs } from '../jobs/service';
import { BOULDER, clinic, postShift, vet } from '../testing/marketplace';
import { createTestApp, type TestApp } from '../testing/harness';
import { S3RVER_KEY, startS3, type TestS3 } from '../testing/s3-server';
import { runMaintenance } from './cli';
import { DATABASE_FILE } from './database-file';
import { readScheduleState } from './schedule-state';
import { runScheduledBackup } from './scheduled';
import { scheduledBackupJob } from './scheduled.job';
import { backupSettings } from './settings';
import { s3Client } from './s3-store';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const PASSPHRASE = 'correct horse battery staple';

let s3: TestS3;
let root: string;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.close());
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'vetrelief-scheduled-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

let prefixes = 0;

/** A test app backing up every 6 h to a fresh prefix of the bucket and a fresh folder. */
function backedUpApp(overrides: Partial<Config> = {}) {
  const prefix = `nightly-${++prefixes}`;
  const t = createTestApp({
    BACKUP_EVERY: 6 * HOUR_MS,
    BACKUP_DIR: join(root, 'backups'),
    BACKUP_S3_URL: `s3://${s3.bucket}/${prefix}`,
    BACKUP_S3_ENDPOINT: s3.endpoint,
    BACKUP_S3_REGION: 'us-east-1',
    BACKUP_S3_ACCESS_KEY_ID: S3RVER_KEY.accessKeyId,
    BACKUP_S3_SECRET_ACCESS_KEY: S3RVER_KEY.secretAccessKey,
    ADMIN_EMAIL: 'ops@example.com',
    ...overrides,
  });
  // age's work factor lowered from 2^18 so that scrypt takes milliseconds here; the format is the same.
  const jobs = createJobRunner(t.deps, [{ ...scheduledBackupJob, run: (deps) => runScheduledBackup(deps, { scryptWorkFactor: 10 }) }]);
  return { t, jobs, prefix, settings: () => backupSettings(t.deps.config) };
}

const bucket = () => s3Client({ bucket: s3.bucket, prefix: '', endpoint: s3.endpoint, region: 'us-east-1', ...S3RVER_KEY });

async function objectsUnder(prefix: string): Promise<string[]> {
  const listed = await bucket().list({ prefix: `${prefix}/` });
  return (listed.contents ?? []).map((object) => object.key.slice(prefix.length + 1)).sort();
}

const folderFiles = () => (existsSync(join(root, 'backups')) ? readdirSync(join(root, 'backups')).sort() : []);

/** Rows in every table of a database. */
function rowCounts(sqlite: Database): Record<string, number> {
  const tables = sqlite.query<{ name: string }, []>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all();
  return Object.fromEntries(tables.map(({ name }) => [name, sqlite.query<{ n: number }, []>(`SELECT count(*) AS n FROM "${name}"`).get()!.n]));
}

/** A little of everything: a clinic, a vet and shifts. */
async function someData(t: TestApp) {
  const owner = await clinic(t);
  await vet(t, BOULDER);
  for (let i = 0; i < 3; i++) await postShift(owner);
}

const adminMail = (t: TestApp) => t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'ops@example.com')).all();

describe('the scheduled backup', () => {
  test('lands in the folder and the bucket when due, with its checksum; not again until BACKUP_EVERY has passed', async () => {
    const { t, jobs, prefix } = backedUpApp();
    await someData(t);

    const first = await jobs.run('scheduled-backup');
    const name = 'vetrelief-2026-11-22T12-00-00Z.db';
    expect(first).toMatchObject({ places: 2, pruned: 0 });
    expect(await objectsUnder(prefix)).toEqual([name, `${name}.sha256`]);
    expect(folderFiles()).toEqual([name, `${name}.sha256`]);

    // The checksum beside it is the sha256 of the uploaded bytes, in sha256sum's format.
    const uploaded = await bucket().file(`${prefix}/${name}`).bytes();
    expect(uploaded.byteLength).toBe(first!.bytes!);
    const sha256 = new Bun.CryptoHasher('sha256').update(uploaded).digest('hex');
    expect(await bucket().file(`${prefix}/${name}.sha256`).text()).toBe(`${sha256}  ${name}\n`);
    expect(readFileSync(join(root, 'backups', name))).toEqual(Buffer.from(uploaded));

    // Polled again before 6 h: nothing new.
    t.advance(6 * HOUR_MS - MINUTE_MS);
    expect(await jobs.run('scheduled-backup')).toBeUndefined();
    expect(await objectsUnder(prefix)).toHaveLength(2);

    t.advance(MINUTE_MS);
    await jobs.run('scheduled-backup');
    expect(await objectsUnder(prefix)).toContain('vetrelief-2026-11-22T18-00-00Z.db');
    expect(listJobs(t.deps, [scheduledBackupJob])[0]).toMatchObject({ lastError: null, lastSummary: { places: 2 } });
  }, 30_000);

  test('off unless BACKUP_EVERY is set: the job does nothing', async () => {
    const { jobs, prefix } = backedUpApp({ BACKUP_EVERY: undefined });
    expect(await jobs.run('scheduled-backup')).toBeUndefined();
    expect(await objectsUnder(prefix)).toEqual([]);
    expect(folderFiles()).toEqual([]);
  });

  test('each place keeps the newest BACKUP_KEEP, checksums included', async () => {
    const { t, jobs, prefix } = backedUpApp({ BACKUP_KEEP: 3 });
    for (let run = 0; run < 5; run++) {
      await jobs.run('scheduled-backup');
      t.advance(6 * HOUR_MS);
    }
    const kept = ['vetrelief-2026-11-23T00-00-00Z.db', 'vetrelief-2026-11-23T06-00-00Z.db', 'vetrelief-2026-11-23T12-00-00Z.db'];
    const withChecksums = kept.flatMap((name) => [name, `${name}.sha256`]).sort();
    expect(await objectsUnder(prefix)).toEqual(withChecksums);
    expect(folderFiles()).toEqual(withChecksums);
  }, 60_000);

  test('encrypted with BACKUP_PASSPHRASE (age): --restore from the bucket gives the same rows; a wrong passphrase is refused', async () => {
    const { t, jobs, prefix, settings } = backedUpApp({ BACKUP_PASSPHRASE: PASSPHRASE, BACKUP_DIR: undefined });
    await someData(t);
    await jobs.run('scheduled-backup');
    const name = 'vetrelief-2026-11-22T12-00-00Z.db.age';
    expect(await objectsUnder(prefix)).toEqual([name, `${name}.sha256`]);
    const stored = await bucket().file(`${prefix}/${name}`).bytes();
    expect(new TextDecoder().decode(stored.subarray(0, 40))).toStartWith('age-encryption.org/v1\n-> scrypt ');
    expect(new TextDecoder().decode(stored)).not.toContain('SQLite format 3');

    const url = `s3://${s3.bucket}/${prefix}/${name}`;
    const wrong = { ...settings(), passphrase: 'not the passphrase at all' };
    const errors: string[] = [];
    expect(
      await runMaintenance(
        { kind: 'restore', dataDir: join(root, 'wrong'), file: url, settings: wrong },
        () => {},
        (line) => errors.push(line),
      ),
    ).toBe(1);
    expect(errors).toEqual([`The passphrase does not open ${url}: BACKUP_PASSPHRASE is not the one it was written with.`]);
    expect(readdirSync(join(root, 'wrong'))).toEqual([]);

    const lines: string[] = [];
    expect(await runMaintenance({ kind: 'restore', dataDir: join(root, 'data'), file: url, settings: settings() }, (line) => lines.push(line))).toBe(0);
    expect(lines[0]).toStartWith(`Restored ${url} as ${join(root, 'data', DATABASE_FILE)}`);
    const restored = new Database(join(root, 'data', DATABASE_FILE), { readonly: true });
    // The restored copy was taken before this run's own bookkeeping (job_runs, the schedule) was written.
    const [live, copy] = [rowCounts(t.deps.db.$client), rowCounts(restored)];
    for (const counts of [live, copy]) for (const table of ['job_runs', 'app_settings']) delete counts[table];
    expect(copy).toEqual(live);
    expect(copy.shifts).toBe(3);
    restored.close();
    expect(readdirSync(join(root, 'data')).filter((file) => file.startsWith('.'))).toEqual([]);
  }, 60_000);

  test('--restore latest takes the newest of the folder and the bucket; --list-backups shows them', async () => {
    const { t, jobs, prefix, settings } = backedUpApp();
    await jobs.run('scheduled-backup');
    t.advance(6 * HOUR_MS);
    await someData(t);
    await jobs.run('scheduled-backup');

    const listed: string[] = [];
    expect(await runMaintenance({ kind: 'list-backups', settings: settings() }, (line) => listed.push(line), console.error, t.deps.clock())).toBe(0);
    expect(listed[0]).toBe(`${join(root, 'backups')}/: 2 backups`);
    expect(listed[1]).toMatch(/^ {2}vetrelief-2026-11-22T18-00-00Z\.db +[\d.]+ (KB|MB) +0 min ago$/);
    expect(listed[2]).toMatch(/^ {2}vetrelief-2026-11-22T12-00-00Z\.db +[\d.]+ (KB|MB) +6 h ago$/);
    expect(listed[3]).toBe(`s3://${s3.bucket}/${prefix}/: 2 backups`);

    const lines: string[] = [];
    expect(await runMaintenance({ kind: 'restore', dataDir: join(root, 'data'), file: 'latest', settings: settings() }, (line) => lines.push(line))).toBe(0);
    expect(lines[0]).toStartWith(`Restored ${join(root, 'backups')}/vetrelief-2026-11-22T18-00-00Z.db as`);
    const restored = new Database(join(root, 'data', DATABASE_FILE), { readonly: true });
    expect(rowCounts(restored).shifts).toBe(3);
    restored.close();
  }, 60_000);

  test('an unreachable bucket: retried with back-off, shown in the job list, the operator e-mailed once; told again once it works', async () => {
    const { t, jobs, prefix } = backedUpApp({ BACKUP_S3_ENDPOINT: 'http://127.0.0.1:9', BACKUP_DIR: undefined });

    await expect(jobs.run('scheduled-backup')).rejects.toThrow(/Uploading vetrelief-2026-11-22T12-00-00Z\.db to s3:\/\/.* failed/);
    expect(listJobs(t.deps, [scheduledBackupJob])[0]!.lastError).toMatch(/Uploading .* failed/);
    expect(adminMail(t)).toHaveLength(1);
    expect(adminMail(t)[0]).toMatchObject({ subject: 'VetRelief: scheduled backups are failing' });
    expect(adminMail(t)[0]!.textBody).toContain('Uploading vetrelief-2026-11-22T12-00-00Z.db');

    // Before the retry is due (1 minute, then 2, 4 …) nothing is attempted, and the job still shows the failure.
    await expect(jobs.run('scheduled-backup')).rejects.toThrow(/Waiting to retry at 2026-11-22T12:01:00.000Z \(1 failed\)/);
    t.advance(MINUTE_MS);
    await expect(jobs.run('scheduled-backup')).rejects.toThrow(/Uploading/);
    expect(readScheduleState(t.deps.db)).toMatchObject({ failures: 2, nextAttemptAt: t.deps.clock() + 2 * MINUTE_MS });
    t.advance(2 * MINUTE_MS);
    await expect(jobs.run('scheduled-backup')).rejects.toThrow(/Uploading/);
    expect(adminMail(t)).toHaveLength(1);

    // The bucket is reachable again: the next retry succeeds, and the operator hears it.
    t.deps.config.BACKUP_S3_ENDPOINT = s3.endpoint;
    t.advance(4 * MINUTE_MS);
    await jobs.run('scheduled-backup');
    expect(await objectsUnder(prefix)).toEqual(['vetrelief-2026-11-22T12-07-00Z.db', 'vetrelief-2026-11-22T12-07-00Z.db.sha256']);
    expect(adminMail(t).map((mail) => mail.subject)).toEqual(['VetRelief: scheduled backups are failing', 'VetRelief: backups work again']);
    expect(listJobs(t.deps, [scheduledBackupJob])[0]!.lastError).toBeNull();

    // A new streak is a new e-mail.
    t.deps.config.BACKUP_S3_ENDPOINT = 'http://127.0.0.1:9';
    t.advance(6 * HOUR_MS);
    await expect(jobs.run('scheduled-backup')).rejects.toThrow(/Uploading/);
    expect(adminMail(t)).toHaveLength(3);
  }, 60_000);

  test('wrong credentials are a failure naming S3 answer', async () => {
    const { jobs } = backedUpApp({ BACKUP_S3_SECRET_ACCESS_KEY: 'not-the-secret', BACKUP_S3_ACCESS_KEY_ID: 'NOT-A-KEY', BACKUP_DIR: undefined });
    await expect(jobs.run('scheduled-backup')).rejects.toThrow(/InvalidAccessKeyId/);
  });
});

test('the job is registered with the runner', async () => {
  const { registeredJobs } = await import('../jobs/registry');
  expect(registeredJobs).toContain(scheduledBackupJob);
});
