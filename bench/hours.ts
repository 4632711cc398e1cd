// The hours auto-approval job (issue 21: 20,000 pending hours in < 5 s) on a fresh file database:
// 2,000 clinics and 6,000 vets, 20,000 ended bookings whose hours were submitted more than 72 hours
// ago. Measured against a floor in the same run: the bare approval UPDATE of the same 20,000 rows
// (the track-record triggers included) on an identical copy, with no thread message or e-mail.
// Bounded: one run of each, on local files only.
// Run: bun bench/hours.ts [--pending 20000]
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testConfig } from '../src/server/config';
import { consoleLogger } from '../src/server/context';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { createEventBus } from '../src/server/events/bus';
import { autoApproveHours } from '../src/server/hours/auto-approve';
import { HOUR_MS } from '../src/shared/time';

const arg = process.argv.indexOf('--pending');
const PENDING = Math.min(Number(arg > 0 ? process.argv[arg + 1] : 20_000) || 20_000, 100_000);
const CLINICS = 2000;
const VETS = 6000;
const NOW = Date.parse('2026-12-20T12:00:00Z');

const dir = mkdtempSync(join(tmpdir(), 'vetrelief-hours-bench-'));
const file = join(dir, 'vetrelief.db');
try {
  let db = openDatabase(file);
  migrate(db.$client);
  const started = performance.now();
  db.$client.transaction(() => {
    const run = (sql: string, ...params: (string | number)[]) => db.$client.run(sql, params);
    run(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type)
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       SELECT 'user' || i || '@bench.example', 'x', 'First' || i, 'Last' || i, CASE WHEN i <= ? THEN 'clinic' ELSE 'relief_vet' END FROM n`,
      CLINICS + VETS,
      CLINICS,
    );
    run(
      `INSERT INTO clinic_profiles (user_id, clinic_name, address, city, state, zip_code, phone, practice_types)
       SELECT id, 'Clinic ' || id, '1 Main St', 'Denver', 'CO', '80202', '3035550100', '["small_animal"]' FROM users WHERE user_type = 'clinic'`,
    );
    run(
      `INSERT INTO shifts (clinic_id, shift_date, start_time, end_time, hourly_rate, shift_type, status, practice_types, booked_by_vet_id)
       WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1)
       SELECT 1 + i % ?, date('2026-12-10', '-' || (i % 5) || ' days'), '08:00', '18:00', 9000, 'regular_day', 'booked', '["small_animal"]', ? + 1 + i % ? FROM n`,
      PENDING,
      CLINICS,
      CLINICS,
      VETS,
    );
    run(
      `INSERT INTO booking_requests (shift_id, vet_id, clinic_id, status, decided_at) SELECT id, booked_by_vet_id, clinic_id, 'accepted', ? FROM shifts`,
      NOW,
    );
    run(
      `INSERT INTO shift_hours (shift_id, booking_request_id, vet_id, clinic_id, version, proposed_by, start_time, end_time, break_minutes, note,
                                worked_minutes, hourly_rate, amount_cents, status, created_by_user_id, created_at)
       SELECT shift_id, id, vet_id, clinic_id, 1, 'relief_vet', '08:00', '18:00', 30, 'Busy day', 570, 9000, 85500, 'submitted', vet_id, ? FROM booking_requests`,
      NOW - 73 * HOUR_MS,
    );
  })();
  db.$client.run('PRAGMA wal_checkpoint(TRUNCATE)');
  db.$client.close();
  console.log(
    `${PENDING.toLocaleString()} pending submissions (${CLINICS} clinics, ${VETS} vets) set up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  copyFileSync(file, join(dir, 'floor.db'));

  // The floor: the approvals alone, as one UPDATE in one transaction.
  const floorDb = openDatabase(join(dir, 'floor.db'));
  let t0 = performance.now();
  floorDb.$client.run("UPDATE shift_hours SET status = 'approved', decided_at = ? WHERE status = 'submitted' AND created_at <= ?", [NOW, NOW - 72 * HOUR_MS]);
  const floorMs = performance.now() - t0;
  floorDb.$client.close();

  // The job: approvals, a thread message each and two e-mails each, in batches.
  db = openDatabase(file);
  const config = testConfig();
  const events = createEventBus(consoleLogger(true));
  t0 = performance.now();
  const { approved } = autoApproveHours({ db, clock: () => NOW, config, events });
  const jobMs = performance.now() - t0;
  const mails = db.$client.query<{ n: number }, []>('SELECT count(*) AS n FROM email_outbox').get()!.n;
  const left = db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM shift_hours WHERE status = 'submitted'").get()!.n;
  db.$client.close();
  if (approved !== PENDING || left !== 0 || mails !== 2 * PENDING)
    throw new Error(`expected ${PENDING} approved, 0 left, ${2 * PENDING} e-mails; got ${approved}, ${left}, ${mails}`);

  console.log(`floor (bare UPDATE of ${PENDING.toLocaleString()} rows, triggers included): ${(floorMs / 1000).toFixed(2)} s`);
  console.log(`auto-approval job (+ ${PENDING.toLocaleString()} thread messages, ${mails.toLocaleString()} e-mails): ${(jobMs / 1000).toFixed(2)} s`);
  console.log(`ratio job / floor: ${(jobMs / floorMs).toFixed(1)}×; target < 5 s: ${jobMs < 5000 ? 'met' : 'NOT met'}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
