// Adds a year of applications and booking summaries to the national data set (run
// bench/generate.ts first): `--applications N` (default 1,000,000) from active relief vets to
// shifts — decided on past and booked shifts (one accepted, the others declined, with its fee
// row), pending on open future ones — plus `--summaries N` (default 50,000) summaries of 1–5
// dates. The busy clinic (bench-clinic@example.com, id 1) gets 1,000 applications over the year
// (about 100 pending) and 100 summaries; the busy vet (bench-vet@example.com) 300 applications.
// Run: bun bench/generate-bookings.ts [--out bench/out/national] [--applications 1000000]
import { Database } from 'bun:sqlite';
import { join } from 'node:path';
import { seededRandom } from './lib';

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1]! : fallback;
};
const file = join(arg('out', join(import.meta.dir, 'out/national')), 'vetrelief.db');
const APPLICATIONS = Number(arg('applications', '1000000'));
const SUMMARIES = Number(arg('summaries', '50000'));
const BUSY_CLINIC = 1;
const BUSY_CLINIC_APPLICATIONS = 1_000;
const BUSY_VET_APPLICATIONS = 300;
const DAY = 86_400_000;

const { random, pick } = seededRandom(20261125);
const started = performance.now();
const db = new Database(file);
db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;');
db.exec(
  'DELETE FROM booking_fees; DELETE FROM shift_cancellations; DELETE FROM booking_requests; DELETE FROM booking_summary_shifts; DELETE FROM booking_summaries;',
);

const now = Date.now();
const today = new Date(now).toISOString().slice(0, 10);
const vets = db
  .query<{ id: number }, []>('SELECT user_id AS id FROM vet_profiles ORDER BY user_id')
  .all()
  .map((row) => row.id);
const busyVet = vets[0]!;
const clinics = db
  .query<{ id: number }, []>('SELECT user_id AS id FROM clinic_profiles ORDER BY user_id')
  .all()
  .map((row) => row.id);
const maxShiftId = db.query<{ n: number }, []>('SELECT max(id) AS n FROM shifts').get()!.n;

interface ShiftPick {
  id: number;
  clinicId: number;
  shiftDate: string;
  status: string;
  createdAt: number;
}
const shiftById = db.query<ShiftPick, [number]>(
  'SELECT id, clinic_id AS clinicId, shift_date AS shiftDate, status, created_at AS createdAt FROM shifts WHERE id = ?',
);
const busyClinicShifts = db
  .query<ShiftPick, [number]>(
    'SELECT id, clinic_id AS clinicId, shift_date AS shiftDate, status, created_at AS createdAt FROM shifts WHERE clinic_id = ? ORDER BY shift_date',
  )
  .all(BUSY_CLINIC);

const insertRequest = db.prepare(
  'INSERT OR IGNORE INTO booking_requests (shift_id, vet_id, clinic_id, message, status, is_from_summary, decided_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?)',
);
const insertFee = db.prepare(
  "INSERT INTO booking_fees (clinic_id, booking_request_id, amount, currency, status, created_at) VALUES (?, ?, 1500, 'usd', 'pending', ?)",
);
const bookShift = db.prepare("UPDATE shifts SET status = 'booked', booked_by_vet_id = ? WHERE id = ?");

let written = 0;
/** Applications to one shift: pending while it is open and ahead, else one accepted and the rest declined. */
function applyTo(shift: ShiftPick, applicants: number[]) {
  const decided = shift.status !== 'open' || shift.shiftDate < today;
  applicants.forEach((vetId, i) => {
    const createdAt = Math.min(now, Date.parse(`${shift.shiftDate}T12:00:00Z`) - Math.floor(random() * 20 + 1) * DAY);
    const status = !decided ? 'pending' : i === 0 ? 'accepted' : 'declined';
    const message = random() < 0.4 ? 'I would love to cover this shift — I have worked similar caseloads.' : null;
    const result = insertRequest.run(shift.id, vetId, shift.clinicId, message, status, decided ? createdAt + DAY : null, createdAt, createdAt);
    if (result.changes === 0) return;
    written++;
    if (status === 'accepted') {
      insertFee.run(shift.clinicId, Number(result.lastInsertRowid), createdAt + DAY);
      if (shift.status === 'open' || shift.status === 'booked') bookShift.run(vetId, shift.id);
    }
  });
}
const applicants = (count: number, first?: number) => {
  const chosen = new Set<number>(first ? [first] : []);
  while (chosen.size < count) chosen.add(pick(vets));
  return [...chosen];
};

db.transaction(() => {
  // The busy clinic: 1,000 applications spread evenly over its shifts (pending on the open future ones).
  const perShift = Math.ceil(BUSY_CLINIC_APPLICATIONS / Math.max(1, busyClinicShifts.length));
  let busy = 0;
  for (const shift of busyClinicShifts) {
    const count = Math.min(perShift, BUSY_CLINIC_APPLICATIONS - busy);
    if (count <= 0) break;
    applyTo(shift, applicants(count));
    busy += count;
  }
  // The busy vet: 300 applications to random shifts.
  for (let i = 0; i < BUSY_VET_APPLICATIONS; i++) {
    const shift = shiftById.get(1 + Math.floor(random() * maxShiftId));
    if (shift && shift.clinicId !== BUSY_CLINIC) applyTo(shift, [busyVet]);
  }
  // Everyone else: 1–3 applicants per chosen shift until the total is reached.
  while (written < APPLICATIONS) {
    const shift = shiftById.get(1 + Math.floor(random() * maxShiftId));
    if (!shift || shift.clinicId === BUSY_CLINIC) continue;
    applyTo(shift, applicants(1 + Math.floor(random() * 3)));
  }
})();

const insertSummary = db.prepare(
  'INSERT INTO booking_summaries (clinic_id, vet_user_id, status, notes, message_thread_id, expires_at, responded_at, version, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?) RETURNING id',
);
const insertSummaryShift = db.prepare(
  'INSERT INTO booking_summary_shifts (summary_id, shift_date, start_time, end_time, hourly_rate, notes, unpaid_lunch, status) VALUES (?, ?, ?, ?, ?, NULL, ?, ?)',
);
let summaryShifts = 0;
db.transaction(() => {
  for (let i = 0; i < SUMMARIES; i++) {
    const clinicId = i < 100 ? BUSY_CLINIC : pick(clinics);
    const vetId = pick(vets);
    const createdAt = now - Math.floor(random() * 365) * DAY;
    const live = createdAt > now - 7 * DAY;
    const status = live ? 'pending' : pick(['fully_accepted', 'partially_accepted', 'declined', 'expired'] as const);
    const threadId = clinicId < vetId ? `${clinicId}:${vetId}` : `${vetId}:${clinicId}`;
    const { id } = insertSummary.get(
      clinicId,
      vetId,
      status,
      random() < 0.5 ? 'Looking forward to working with you.' : null,
      threadId,
      createdAt + 7 * DAY,
      live || status === 'expired' ? null : createdAt + 2 * DAY,
      createdAt,
      createdAt,
    ) as { id: number };
    const dates = 1 + Math.floor(random() * 5);
    for (let d = 0; d < dates; d++) {
      const shiftDate = new Date(createdAt + (3 + d * 2) * DAY).toISOString().slice(0, 10);
      const shiftStatus =
        status === 'pending' || status === 'expired'
          ? 'pending'
          : status === 'declined'
            ? 'declined'
            : d === 0 || status === 'fully_accepted'
              ? 'accepted'
              : 'declined';
      insertSummaryShift.run(id, shiftDate, '09:00', '17:00', 10_000, random() < 0.5 ? 1 : 0, shiftStatus);
      summaryShifts++;
    }
  }
})();

const count = (sql: string, ...params: number[]) => db.query<{ n: number }, number[]>(sql).get(...params)!.n;
console.log(
  `${count('SELECT count(*) AS n FROM booking_requests').toLocaleString()} applications ` +
    `(${count("SELECT count(*) AS n FROM booking_requests WHERE status = 'pending'").toLocaleString()} pending), ` +
    `${SUMMARIES.toLocaleString()} summaries with ${summaryShifts.toLocaleString()} dates; ` +
    `the busy clinic has ${count('SELECT count(*) AS n FROM booking_requests WHERE clinic_id = ?', BUSY_CLINIC)} applications ` +
    `(${count("SELECT count(*) AS n FROM booking_requests WHERE clinic_id = ? AND status = 'pending'", BUSY_CLINIC)} pending), ` +
    `the busy vet ${count('SELECT count(*) AS n FROM booking_requests WHERE vet_id = ?', busyVet)}; ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s`,
);
db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
db.close();
