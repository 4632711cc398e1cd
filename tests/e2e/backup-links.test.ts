// Links already sent survive a backup restored elsewhere, on the compiled binary: a vet gets an
// alert e-mail (through a real SMTP server) with its unsubscribe link and has a calendar feed
// link; `--backup` while the server runs, `--restore` into a fresh folder (which makes itself a
// new session secret), a server started there: the e-mailed unsubscribe link and the calendar
// link both still work.
import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { startMailbox } from './mailbox';
import { BINARY, type RunningServer, startServer } from './support';

const CLINIC = { email: 'clinic@example.com', password: 'secret12' };
const VET = { email: 'vet@example.com', password: 'secret12' };
const DAY_MS = 86_400_000;

const running: RunningServer[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const server of running) if (server.process.exitCode === null) await server.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function scratchFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'vetrelief-backup-links-'));
  folders.push(folder);
  return folder;
}

/** A data folder migrated by the app: a clinic in Denver and a vet in Boulder, both with profiles. */
async function preparedDataFolder(): Promise<string> {
  const folder = scratchFolder();
  const db = openDatabase(join(folder, 'vetrelief.db'));
  migrate(db.$client);
  const sql = db.$client;
  const hash = await Bun.password.hash(CLINIC.password, { algorithm: 'argon2id', memoryCost: 8, timeCost: 1 });
  const user = sql.query<{ id: number }, [string, string, string]>(
    "INSERT INTO users (email, password_hash, first_name, last_name, user_type, onboarding_completed) VALUES (?, ?, 'Sam', 'Lee', ?, 1) RETURNING id",
  );
  const clinicId = user.get(CLINIC.email, hash, 'clinic')!.id;
  sql
    .query(
      `INSERT INTO clinic_profiles (user_id, clinic_name, address, city, state, zip_code, phone, latitude, longitude, practice_types)
       VALUES (?, 'Harbor Vet', '1550 Larimer St', 'Denver', 'CO', '80202', '303-555-0100', 39.7487, -104.9995, '["small_animal"]')`,
    )
    .run(clinicId);
  sql.query("INSERT INTO subscriptions (clinic_id, status, amount) VALUES (?, 'active', 4900)").run(clinicId);
  const vetId = user.get(VET.email, hash, 'relief_vet')!.id;
  sql
    .query(
      `INSERT INTO vet_profiles (user_id, first_name, last_name, license_number, years_experience, address, city, state, zip_code, phone,
                                 latitude, longitude, practice_types, hourly_rate)
       VALUES (?, 'Sam', 'Lee', 'CO-1', 5, '2100 Pearl St', 'Boulder', 'CO', '80302', '720-555-0100', 40.0176, -105.2797, '["general"]', 9000)`,
    )
    .run(vetId);
  sql.close();
  return folder;
}

async function signIn(server: RunningServer, account: typeof VET): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const child = Bun.spawn([BINARY, ...args], { env: { PATH: process.env.PATH ?? '' }, stdout: 'pipe', stderr: 'pipe' });
  const giveUp = setTimeout(() => child.kill('SIGKILL'), 15_000);
  const [code, stdout, stderr] = await Promise.all([child.exited, new Response(child.stdout).text(), new Response(child.stderr).text()]);
  clearTimeout(giveUp);
  return { code, stdout, stderr };
}

/** The same path and query on another server (the restored one listens elsewhere). */
const on = (server: RunningServer, link: string) => {
  const url = new URL(link);
  return `${server.url}${url.pathname}${url.search}`;
};

test('after --restore into a fresh folder, the e-mailed unsubscribe link and the calendar link still work', async () => {
  const mailbox = await startMailbox();
  try {
    const folder = await preparedDataFolder();
    const env = { SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, EMAIL_POLL_SECONDS: '1', LOG_LEVEL: 'silent' };
    const first = await startServer(['--data', folder], env);
    running.push(first);

    // The clinic posts a shift near the vet: the alert e-mail carries the unsubscribe link.
    const shiftDate = new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10);
    const posted = await fetch(`${first.url}/api/shifts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await signIn(first, CLINIC) },
      body: JSON.stringify({ shiftDate, startTime: '08:00', endTime: '18:00', hourlyRate: 7500, shiftType: 'regular_day', practiceTypes: ['small_animal'] }),
    });
    expect(posted.status).toBe(201);
    const unsubscribe = await mailbox.link(VET.email, /http:\/\/[^\s"<>]+\/api\/alerts\/unsubscribe\?token=[\w.%-]+/);
    const vet = await signIn(first, VET);
    const calendar = ((await (await fetch(`${first.url}/api/calendar`, { headers: { cookie: vet } })).json()) as { url: string }).url;
    expect((await fetch(on(first, calendar))).status).toBe(200);

    // Backed up while it runs, then the old server and its folder are gone from the picture.
    const file = join(scratchFolder(), 'nightly.db');
    expect((await run(['--backup', file, '--data', folder])).code).toBe(0);
    expect(await first.stop()).toBe(0);
    const fresh = join(scratchFolder(), 'restored');
    const restore = await run(['--restore', file, '--data', fresh]);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);

    const restored = await startServer(['--data', fresh], env);
    running.push(restored);
    // The new folder signs sessions with a secret of its own: the old one did not travel.
    expect(readFileSync(join(fresh, 'session-secret'), 'utf8')).not.toBe(readFileSync(join(folder, 'session-secret'), 'utf8'));

    const feed = await fetch(on(restored, calendar));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toStartWith('text/calendar');
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    // The link as clicked: to the page, whose button posts the token.
    const clicked = await fetch(on(restored, unsubscribe), { redirect: 'manual' });
    expect(clicked.status).toBe(303);
    const token = new URL(clicked.headers.get('location')!, restored.url).searchParams.get('token')!;
    const info = await fetch(`${restored.url}/api/alerts/unsubscribe/info?token=${encodeURIComponent(token)}`);
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ kind: 'shifts' });
    const done = await fetch(`${restored.url}/api/alerts/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ kind: 'shifts', mode: 'off' });
    const settings = await fetch(`${restored.url}/api/alert-settings`, { headers: { cookie: await signIn(restored, VET) } });
    expect(((await settings.json()) as { mode: string }).mode).toBe('off');
    expect(await restored.stop()).toBe(0);
  } finally {
    mailbox.close();
  }
}, 60_000);
