// Backup and restore as an operator runs them against the compiled binary: `--backup` from a
// second process while the server takes a steady stream of registrations, `--restore` of that
// file into a new folder, and a server started there holds every account acknowledged before the
// backup began. `--restore` into the folder of a running server is refused. The binary copied
// alone to an empty folder encrypts a scheduled backup on its worker thread (an entry point of its
// own inside the binary), and `--restore` opens it.
import { afterAll, expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BINARY, startServer, type RunningServer } from './support';

const running: RunningServer[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const server of running) if (server.process.exitCode === null) await server.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

// The cheapest password hash: the load is writes, not argon2.
const FAST = { PASSWORD_HASH_MEMORY_KIB: '8', PASSWORD_HASH_TIME_COST: '1', RATE_LIMIT_PER_IP: '1000000', LOG_LEVEL: 'silent' };

async function run(args: string[], env: Record<string, string> = {}, binary = BINARY): Promise<{ code: number; stdout: string; stderr: string }> {
  const child = Bun.spawn([binary, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, stdout: 'pipe', stderr: 'pipe' });
  const giveUp = setTimeout(() => child.kill('SIGKILL'), 15_000);
  const [code, stdout, stderr] = await Promise.all([child.exited, new Response(child.stdout).text(), new Response(child.stderr).text()]);
  clearTimeout(giveUp);
  return { code, stdout, stderr };
}

test('a backup taken under write load restores into a new folder with every account acknowledged before it', async () => {
  const server = await startServer([], FAST);
  running.push(server);
  const scratch = mkdtempSync(join(tmpdir(), 'vetrelief-backup-e2e-'));
  folders.push(scratch);
  const file = join(scratch, 'nightly.db');

  // Four writers register accounts one after another; an e-mail counts once its 201 arrived.
  const acknowledged: string[] = [];
  const failures: string[] = [];
  let writing = true;
  let next = 0;
  const writer = async () => {
    while (writing) {
      const email = `load-${next++}@example.com`;
      const response = await fetch(`${server.url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'secret12', firstName: 'Load', lastName: 'Test', userType: next % 2 ? 'clinic' : 'relief_vet' }),
      });
      if (response.status === 201) acknowledged.push(email);
      else failures.push(`${email}: ${response.status} ${await response.text()}`);
    }
  };
  const writers = Array.from({ length: 4 }, writer);

  // Under way: more than 50 acknowledged (a time, not a count, measured the machine's disk).
  const underWay = Date.now();
  while (acknowledged.length <= 50 && failures.length === 0 && Date.now() - underWay < 30_000) await Bun.sleep(20);
  const beforeBackup = [...acknowledged];
  const backup = await run(['--backup', file, '--data', server.dataDir]);
  const afterBackup = acknowledged.length;
  await Bun.sleep(700);
  writing = false;
  await Promise.all(writers);

  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  expect(backup.stdout).toContain(`Backup written to ${file}`);
  expect(backup.stdout).toMatch(/\d+ tables, schema \d{4}_\w+ \(\d+ migrations\)/);
  // The server kept serving through it: no write failed, and writes went on after it.
  expect(failures).toEqual([]);
  expect(beforeBackup.length).toBeGreaterThan(50);
  expect(acknowledged.length).toBeGreaterThan(afterBackup);

  // Restoring into the running server's folder is refused and changes nothing.
  const refused = await run(['--restore', file, '--data', server.dataDir]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(`pid ${server.process.pid}`);
  expect((await fetch(`${server.url}/api/config`)).ok).toBe(true);

  // Into a new folder: the restored database holds every account acknowledged before the backup.
  const restoredDir = join(scratch, 'restored');
  const restore = await run(['--restore', file, '--data', restoredDir]);
  expect(restore.stderr).toBe('');
  expect(restore.code).toBe(0);
  expect(restore.stdout).toContain('integrity check ok');
  expect(existsSync(join(restoredDir, 'vetrelief.lock'))).toBe(false);

  const copy = new Database(join(restoredDir, 'vetrelief.db'), { readonly: true });
  expect(copy.query('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
  const present = new Set(
    copy
      .query<{ email: string }, []>("SELECT email FROM users WHERE email LIKE 'load-%'")
      .all()
      .map((row) => row.email),
  );
  copy.close();
  expect(beforeBackup.filter((email) => !present.has(email))).toEqual([]);
  // Nothing that was never acknowledged by the end is in it, either.
  expect(present.size).toBeLessThanOrEqual(acknowledged.length);

  // A server started on the restored folder serves those accounts.
  const restored = await startServer(['--data', restoredDir], FAST);
  running.push(restored);
  const login = await fetch(`${restored.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: beforeBackup.at(-1), password: 'secret12' }),
  });
  expect(login.status).toBe(200);
  expect(await restored.stop()).toBe(0);
}, 90_000);

test('--backup refuses to overwrite a file and names a folder without a database', async () => {
  const scratch = mkdtempSync(join(tmpdir(), 'vetrelief-backup-e2e-'));
  folders.push(scratch);
  const missing = await run(['--backup', join(scratch, 'x.db'), '--data', join(scratch, 'empty')]);
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain('No database to back up');
  await Bun.write(join(scratch, 'x.db'), 'keep me');
  const server = await startServer([], FAST);
  running.push(server);
  const exists = await run(['--backup', join(scratch, 'x.db'), '--data', server.dataDir]);
  expect(exists.code).toBe(1);
  expect(exists.stderr).toContain('--force');
  expect(await Bun.file(join(scratch, 'x.db')).text()).toBe('keep me');
}, 30_000);

test('the admin panel downloads a sound backup from the running binary', async () => {
  const server = await startServer([], { ...FAST, ADMIN_PASSWORD: 'download-admin' });
  running.push(server);
  await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'kept@example.com', password: 'secret12', firstName: 'Kept', lastName: 'User', userType: 'clinic' }),
  });
  expect((await fetch(`${server.url}/api/admin/backup`)).status).toBe(401);
  const auth = await fetch(`${server.url}/api/admin/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'download-admin' }),
  });
  expect(auth.status).toBe(200);
  const cookie = auth.headers.get('set-cookie')!.split(';')[0]!;

  const download = await fetch(`${server.url}/api/admin/backup`, { headers: { cookie } });
  expect(download.status).toBe(200);
  expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="vetrelief-\d{8}-\d{4}\.db"$/);
  const bytes = new Uint8Array(await download.arrayBuffer());
  const copy = Database.deserialize(bytes);
  expect(copy.query('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
  expect(copy.query('SELECT email FROM users').all()).toEqual([{ email: 'kept@example.com' }]);
  copy.close();
  expect(readdirSync(server.dataDir).filter((name) => name.includes('download'))).toEqual([]);
}, 60_000);

test('the binary alone in a folder writes an encrypted scheduled backup that --restore opens', async () => {
  const scratch = mkdtempSync(join(tmpdir(), 'vetrelief-backup-e2e-'));
  folders.push(scratch);
  const binary = join(scratch, 'vetrelief');
  copyFileSync(BINARY, binary);
  const backups = join(scratch, 'backups');
  const passphrase = { BACKUP_PASSPHRASE: 'correct horse battery staple' };
  const server = await startServer([], { ...FAST, ...passphrase, ADMIN_PASSWORD: 'backup-admin', BACKUP_EVERY: '6h', BACKUP_DIR: backups }, scratch, binary);
  running.push(server);
  const json = { 'content-type': 'application/json' };
  await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'kept@example.com', password: 'secret12', firstName: 'Kept', lastName: 'User', userType: 'clinic' }),
  });
  const auth = await fetch(`${server.url}/api/admin/auth`, { method: 'POST', headers: json, body: JSON.stringify({ password: 'backup-admin' }) });
  const cookie = auth.headers.get('set-cookie')!.split(';')[0]!;

  const ran = await fetch(`${server.url}/api/admin/jobs/scheduled-backup/run`, { method: 'POST', headers: { cookie } });
  expect(await ran.text()).toContain('"bytes"');
  expect(ran.status).toBe(200);
  const [name, checksum] = readdirSync(backups).sort();
  expect(name).toMatch(/^vetrelief-.*\.db\.age$/);
  expect(checksum).toBe(`${name}.sha256`);
  expect(await Bun.file(join(backups, name!)).text()).toStartWith('age-encryption.org/v1\n-> scrypt ');

  const restoredDir = join(scratch, 'restored');
  const restore = await run(['--restore', join(backups, name!), '--data', restoredDir], passphrase, binary);
  expect(restore.stderr).toBe('');
  expect(restore.code).toBe(0);
  const copy = new Database(join(restoredDir, 'vetrelief.db'), { readonly: true });
  expect(copy.query('SELECT email FROM users').all()).toEqual([{ email: 'kept@example.com' }]);
  copy.close();
}, 60_000);
