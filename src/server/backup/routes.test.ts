// GET /api/admin/backup: only with the admin session; the answer is a whole, sound copy of the
// database as an attachment, its temporary file is gone, and the download is in the audit log.
import { afterEach, describe, expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminAuditLog, users } from '../db/schema';
import { openDatabase } from '../db/client';
import { createTestApp } from '../testing/harness';
import { snapshotStream } from './backup';
import { backupFileName } from './routes';

const ADMIN_PASSWORD = 'backup-admin-password';
const downloads = () => readdirSync(tmpdir()).filter((name) => name.startsWith('vetrelief-download-'));

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

describe('GET /api/admin/backup', () => {
  test('without the admin session: 401, signed in as a user or not', async () => {
    const t = createTestApp({ ADMIN_PASSWORD });
    const visitor = t.client();
    expect((await visitor.get('/api/admin/backup')).status).toBe(401);
    const clinic = t.client();
    await clinic.post('/api/register', { email: 'c@example.com', password: 'secret12', firstName: 'C', lastName: 'L', userType: 'clinic' });
    const answer = await clinic.get('/api/admin/backup');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('ADMIN_UNAUTHENTICATED');
  });

  test('with it: the database as an attachment, sound and complete; no file left; audited', async () => {
    const t = createTestApp({ ADMIN_PASSWORD });
    const before = downloads();
    const vet = t.client();
    expect(
      (await vet.post('/api/register', { email: 'v@example.com', password: 'secret12', firstName: 'V', lastName: 'T', userType: 'relief_vet' })).status,
    ).toBe(201);
    const admin = t.client();
    expect((await admin.post('/api/admin/auth', { password: ADMIN_PASSWORD })).status).toBe(200);

    const response = await t.app.handle(
      new Request('http://localhost/api/admin/backup', { headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${backupFileName(t.deps.clock())}"`);
    expect(backupFileName(Date.parse('2026-05-14T03:15:59Z'))).toBe('vetrelief-20260514-0315.db');
    const bytes = new Uint8Array(await response.arrayBuffer());

    const copy = Database.deserialize(bytes);
    expect(copy.query('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
    expect(copy.query('SELECT email FROM users').all()).toEqual([{ email: 'v@example.com' }]);
    copy.close();
    expect(downloads()).toEqual(before);
    const logged = t.deps.db.select().from(adminAuditLog).all().at(-1)!;
    expect(logged).toMatchObject({ action: 'backup.download', target: backupFileName(t.deps.clock()), detail: { bytes: bytes.length } });
    expect(t.deps.db.select().from(users).all()).toHaveLength(1);
  });
});

describe('snapshotStream on a database file', () => {
  test('writes beside the database, unlinks at once, and streams the whole copy (a megabyte: many chunks)', async () => {
    folder = mkdtempSync(join(tmpdir(), 'vetrelief-snapshot-'));
    const db = openDatabase(join(folder, 'vetrelief.db'));
    db.$client.exec(
      'CREATE TABLE probe (note BLOB); WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000) INSERT INTO probe SELECT randomblob(200) FROM n',
    );
    const { bytes, stream } = await snapshotStream(db.$client);
    expect(readdirSync(folder).filter((name) => name.includes('download'))).toEqual([]);
    const copy = Database.deserialize(new Uint8Array(await new Response(stream).arrayBuffer()));
    expect(copy.serialize().length).toBe(bytes);
    expect(copy.query('SELECT count(*) AS n FROM probe').get()).toEqual({ n: 5000 });
    copy.close();
    db.$client.close();
  });
});
