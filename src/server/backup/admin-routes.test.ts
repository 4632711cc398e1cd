// The admin panel's scheduled backups, with a real S3 API (s3rver) and a folder: the settings are
// shown without the secrets, every place's backups are listed newest first, one downloads as an
// attachment (audited), bad names are 400, missing ones 404; the overview shows a failing streak.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminBackups } from '../../shared/backups';
import type { Config } from '../config';
import { adminAuditLog } from '../db/schema';
import { createJobRunner } from '../jobs/runner';
import { createTestApp, type TestApp } from '../testing/harness';
import { S3RVER_KEY, startS3, type TestS3 } from '../testing/s3-server';
import { runScheduledBackup } from './scheduled';
import { scheduledBackupJob } from './scheduled.job';

const ADMIN_PASSWORD = 'backup-admin-password';
const SECRET = 'the-secret-access-key';
const PASSPHRASE = 'correct horse battery staple';

let s3: TestS3;
let root: string;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.close());
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'vetrelief-admin-backups-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

let prefixes = 0;

function app(overrides: Partial<Config> = {}) {
  const t = createTestApp({
    ADMIN_PASSWORD,
    BACKUP_EVERY: 6 * 3_600_000,
    BACKUP_DIR: join(root, 'backups'),
    BACKUP_S3_URL: `s3://${s3.bucket}/admin-${++prefixes}`,
    BACKUP_S3_ENDPOINT: s3.endpoint,
    BACKUP_S3_REGION: 'us-east-1',
    BACKUP_S3_ACCESS_KEY_ID: S3RVER_KEY.accessKeyId,
    BACKUP_S3_SECRET_ACCESS_KEY: S3RVER_KEY.secretAccessKey,
    ADMIN_EMAIL: 'ops@example.com',
    ...overrides,
  });
  // age's work factor lowered so that scrypt takes milliseconds here (scheduled.test.ts does the same).
  return { t, jobs: createJobRunner(t.deps, [{ ...scheduledBackupJob, run: (deps) => runScheduledBackup(deps, { scryptWorkFactor: 10 }) }]) };
}

async function admin(t: TestApp) {
  const client = t.client();
  expect((await client.post('/api/admin/auth', { password: ADMIN_PASSWORD })).status).toBe(200);
  return client;
}

describe('GET /api/admin/backups', () => {
  test('the settings without secrets, the state, and the backups of both places newest first', async () => {
    const { t, jobs } = app({ BACKUP_S3_SECRET_ACCESS_KEY: SECRET, BACKUP_S3_ACCESS_KEY_ID: 'S3RVER', BACKUP_PASSPHRASE: PASSPHRASE });
    // s3rver checks the key id, not the secret: any secret signs for it.
    t.deps.config.BACKUP_S3_SECRET_ACCESS_KEY = S3RVER_KEY.secretAccessKey;
    await jobs.run('scheduled-backup').catch(() => {});
    t.deps.config.BACKUP_S3_SECRET_ACCESS_KEY = SECRET;
    const client = await admin(t);

    const answer = await client.get('/api/admin/backups');
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain(SECRET);
    expect(answer.text).not.toContain(PASSPHRASE);
    const body = answer.body as AdminBackups;
    expect(body.settings).toEqual({
      everyMs: 6 * 3_600_000,
      keep: 14,
      folder: join(root, 'backups'),
      s3: { url: `s3://${s3.bucket}/admin-${prefixes}/`, endpoint: s3.endpoint, region: 'us-east-1' },
      encrypted: true,
      adminEmail: 'ops@example.com',
    });
    expect(body.status).toMatchObject({ scheduled: true, lastName: 'vetrelief-2026-11-22T12-00-00Z.db.age', failures: 0, lastError: null });
    expect(body.status.nextAt).toBe('2026-11-22T18:00:00.000Z');
    expect(body.backups.map(({ name, where }) => `${where} ${name}`)).toEqual([
      'folder vetrelief-2026-11-22T12-00-00Z.db.age',
      's3 vetrelief-2026-11-22T12-00-00Z.db.age',
    ]);
    expect(body.backups[0]!.bytes).toBe(body.status.lastBytes!);
    expect(body.unreachable).toEqual([]);
  }, 30_000);

  test('a bucket that cannot be listed is named, the folder still listed; the overview shows the failing streak', async () => {
    const { t, jobs } = app({ BACKUP_S3_ENDPOINT: 'http://127.0.0.1:9' });
    await expect(jobs.run('scheduled-backup')).rejects.toThrow(/Uploading/);
    const client = await admin(t);
    const body = (await client.get('/api/admin/backups')).body as AdminBackups;
    expect(body.unreachable).toEqual([{ where: 's3', message: expect.stringContaining(`Listing s3://${s3.bucket}/admin-${prefixes}/ failed`) }]);
    // The folder copy was written before the upload failed.
    expect(body.backups.map((backup) => backup.where)).toEqual(['folder']);

    const overview = (await client.get('/api/admin/overview')).body;
    expect(overview.backups).toMatchObject({
      scheduled: true,
      lastSuccessAt: null,
      failures: 1,
      failingSince: '2026-11-22T12:00:00.000Z',
      nextAt: '2026-11-22T12:01:00.000Z',
      lastError: expect.stringContaining('Uploading vetrelief-2026-11-22T12-00-00Z.db'),
    });
  }, 30_000);
});

describe('GET /api/admin/backups/:where/:name', () => {
  test('streams the stored backup from either place as an attachment, audited', async () => {
    const { t, jobs } = app();
    await jobs.run('scheduled-backup');
    const client = await admin(t);
    const name = 'vetrelief-2026-11-22T12-00-00Z.db';
    const local = readFileSync(join(root, 'backups', name));
    for (const where of ['folder', 's3']) {
      const response = await client.get(`/api/admin/backups/${where}/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
      expect(response.headers.get('content-length')).toBe(String(local.length));
      const raw = await t.app.handle(
        new Request(`http://localhost/api/admin/backups/${where}/${name}`, {
          headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        }),
      );
      expect(Buffer.from(await raw.arrayBuffer())).toEqual(local);
    }
    const logged = t.deps.db.select().from(adminAuditLog).all().at(-1)!;
    expect(logged).toMatchObject({ action: 'backup.download', target: name, detail: { bytes: local.length, where: 's3' } });
  }, 30_000);

  test('401 without the admin session; 400 for a place or name that is not one; 404 for a missing backup or an unset place', async () => {
    const { t } = app({
      BACKUP_S3_URL: undefined,
      BACKUP_S3_ENDPOINT: undefined,
      BACKUP_S3_REGION: undefined,
      BACKUP_S3_ACCESS_KEY_ID: undefined,
      BACKUP_S3_SECRET_ACCESS_KEY: undefined,
    });
    const name = 'vetrelief-2026-11-22T12-00-00Z.db';
    expect((await t.client().get(`/api/admin/backups/folder/${name}`)).status).toBe(401);
    const client = await admin(t);
    for (const path of [`ftp/${name}`, 'folder/vetrelief.db', 'folder/..%2Fvetrelief.db', `folder/${name}.sha256`]) {
      const answer = await client.get(`/api/admin/backups/${path}`);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(answer.body.message).toBeString();
    }
    expect((await client.get(`/api/admin/backups/folder/${name}`)).body).toMatchObject({ code: 'BACKUP_NOT_FOUND' });
    const unset = await client.get(`/api/admin/backups/s3/${name}`);
    expect(unset.status).toBe(404);
    expect(unset.body.code).toBe('BACKUP_PLACE_NOT_CONFIGURED');
  });
});
