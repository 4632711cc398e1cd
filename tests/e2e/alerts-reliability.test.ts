// Alert e-mails survive a crash and an SMTP outage, on the compiled binary. A clinic posts a shift
// that matches 500 vets; the binary is SIGKILLed while the post fans out; restarted, with the SMTP
// server down for a while and then up: every vet gets exactly one e-mail, none lost, none
// doubled, in the order the outbox wrote them, and the database passes PRAGMA integrity_check.
import { Database } from 'bun:sqlite';
import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { freePort, type Mailbox, type RunningServer, startMailbox, startServer } from './support';

const VETS = 500;
const CLINIC = { email: 'clinic@example.com', password: 'secret12' };
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A data folder prepared with the app's own migrations: a subscribed clinic in Denver and 500 vets around it. */
async function preparedDataFolder(): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'vetrelief-alerts-'));
  folders.push(folder);
  const db = openDatabase(join(folder, 'vetrelief.db'));
  migrate(db.$client);
  const sql = db.$client;
  const hash = await Bun.password.hash(CLINIC.password, { algorithm: 'argon2id', memoryCost: 8, timeCost: 1 });
  sql.transaction(() => {
    const clinicId = sql
      .query<{ id: number }, [string, string]>(
        "INSERT INTO users (email, password_hash, first_name, last_name, user_type, onboarding_completed) VALUES (?, ?, 'Cara', 'Ng', 'clinic', 1) RETURNING id",
      )
      .get(CLINIC.email, hash)!.id;
    sql
      .query(
        `INSERT INTO clinic_profiles (user_id, clinic_name, address, city, state, zip_code, phone, latitude, longitude, practice_types)
         VALUES (?, 'Harbor Vet', '1550 Larimer St', 'Denver', 'CO', '80202', '303-555-0100', 39.7487, -104.9995, '["small_animal"]')`,
      )
      .run(clinicId);
    sql.query("INSERT INTO subscriptions (clinic_id, status, amount) VALUES (?, 'active', 4900)").run(clinicId);
    const user = sql.query<{ id: number }, [string]>(
      "INSERT INTO users (email, password_hash, first_name, last_name, user_type, onboarding_completed) VALUES (?, 'x', 'Vet', 'Many', 'relief_vet', 1) RETURNING id",
    );
    const profile = sql.query(
      `INSERT INTO vet_profiles (user_id, first_name, last_name, license_number, years_experience, address, city, state, zip_code, phone,
                                 latitude, longitude, practice_types, hourly_rate)
       VALUES (?, 'Vet', 'Many', 'CO-1', 5, '2100 Pearl St', 'Boulder', 'CO', '80302', '720-555-0100', ?, ?, '["general"]', 9000)`,
    );
    for (let i = 0; i < VETS; i++) profile.run(user.get(`vet${i}@example.com`)!.id, 40.0 + (i % 20) * 0.005, -105.27 + Math.floor(i / 20) * 0.005);
  })();
  sql.close();
  return folder;
}

async function signIn(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CLINIC) });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function until(condition: () => boolean, timeoutMs: number, pollMs = 50): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await Bun.sleep(pollMs);
  }
  return condition();
}

test('SIGKILL mid fan-out to 500 vets, then an SMTP outage: every vet gets exactly one e-mail, oldest first', async () => {
  const folder = await preparedDataFolder();
  const file = join(folder, 'vetrelief.db');
  const env = { EMAIL_POLL_SECONDS: '1', LOG_LEVEL: 'silent' };

  // First life: no SMTP server configured, so the mail only piles up in the outbox.
  const first = await startServer(['--data', folder], env);
  const cookie = await signIn(first);
  const reader = new Database(file, { readonly: true });
  const state = () =>
    reader
      .query<{ status: string | null; deliveries: number }, []>(
        'SELECT (SELECT status FROM alert_fanouts ORDER BY id DESC LIMIT 1) AS status, (SELECT count(*) FROM alert_deliveries) AS deliveries',
      )
      .get()!;
  const posted = await fetch(`${first.url}/api/shifts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      shiftDate: '2027-03-10',
      startTime: '08:00',
      endTime: '18:00',
      hourlyRate: 7500,
      shiftType: 'regular_day',
      practiceTypes: ['small_animal'],
    }),
  });
  expect(posted.status).toBe(201);
  // Killed as soon as the job has claimed the fan-out, before it is done.
  expect(await until(() => state().status === 'running', 10_000, 1)).toBe(true);
  first.process.kill('SIGKILL');
  await first.process.exited;
  const atKill = state();
  expect(atKill.deliveries).toBeLessThan(VETS);

  // Second life: the SMTP server is down at first.
  const smtpPort = await freePort();
  const second = await startServer(['--data', folder], { ...env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  let smtp: Mailbox | undefined;
  try {
    expect(await until(() => state().status === 'done', 20_000)).toBe(true);
    expect(state().deliveries).toBe(VETS);
    await Bun.sleep(2500);
    smtp = await startMailbox(smtpPort);
    const received = smtp.recipients;
    expect(await until(() => received.length >= VETS, 30_000)).toBe(true);
    // Nothing more comes.
    await Bun.sleep(1500);
    expect(received).toHaveLength(VETS);
    expect(new Set(received).size).toBe(VETS);
    const written = reader.query<{ to_address: string }, []>('SELECT to_address FROM email_outbox ORDER BY id').all();
    expect(received).toEqual(written.map((row) => row.to_address));
    const statuses = reader.query<{ status: string; n: number }, []>('SELECT status, count(*) AS n FROM email_outbox GROUP BY status').all();
    expect(statuses).toEqual([{ status: 'sent', n: VETS }]);
  } finally {
    // The binary first: its pooled SMTP connection must go before the server can close.
    second.process.kill('SIGTERM');
    await second.process.exited;
    await smtp?.close();
    reader.close();
  }
  const check = new Database(file);
  expect(check.query<{ integrity_check: string }, []>('PRAGMA integrity_check').get()!.integrity_check).toBe('ok');
  check.close();
}, 60_000);
