// Adds completed shifts with their hours and ratings to the national data set (run
// bench/generate.ts first): `--bookings N` (default 200,000: a tenth of the year's ≈ 2 M
// bookings, the share the rating benches need — every active vet and most clinics end up with
// a track record) past shifts become booked by a random active relief vet, with an accepted
// application, approved hours and ratings: 85 % rated by both sides (visible), 10 % by one side
// (visible: the 14 days have passed), 5 % not rated. track_records fills through the migration's
// triggers, as in production. `--bookings 2000000` loads the full year (≈ 10× longer).
// Run: bun bench/generate-ratings.ts [--out bench/out/national] [--bookings 200000]
import { Database } from 'bun:sqlite';
import { join } from 'node:path';
import { seededRandom } from './lib';

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1]! : fallback;
};
const file = join(arg('out', join(import.meta.dir, 'out/national')), 'vetrelief.db');
const BOOKINGS = Number(arg('bookings', '200000'));
const DAY = 86_400_000;
const BATCH = 20_000;

const { random } = seededRandom(20261126);
const started = performance.now();
const db = new Database(file);
db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;');
db.exec('DELETE FROM shift_ratings; DELETE FROM shift_hours; DELETE FROM track_records;');

const vets = db
  .query<{ id: number }, []>('SELECT user_id AS id FROM vet_profiles ORDER BY user_id')
  .all()
  .map((row) => row.id);
const shifts = db
  .query<{ id: number; clinicId: number; shiftDate: string; rate: number }, [number]>(
    "SELECT id, clinic_id AS clinicId, shift_date AS shiftDate, hourly_rate AS rate FROM shifts WHERE status IN ('completed', 'booked') AND shift_date < date('now', '-1 day') ORDER BY id LIMIT ?",
  )
  .all(BOOKINGS);

const book = db.query('UPDATE shifts SET status = ?, booked_by_vet_id = ? WHERE id = ?');
const apply = db.query<{ id: number }, [number, number, number, number, number, number]>(
  "INSERT INTO booking_requests (shift_id, vet_id, clinic_id, status, created_at, updated_at, decided_at) VALUES (?, ?, ?, 'accepted', ?, ?, ?) RETURNING id",
);
const hours = db.query(
  `INSERT INTO shift_hours (shift_id, booking_request_id, vet_id, clinic_id, version, proposed_by, start_time, end_time, break_minutes, worked_minutes,
     hourly_rate, amount_cents, status, created_at, decided_at) VALUES (?, ?, ?, ?, 1, 'relief_vet', '08:00', '18:00', 30, 570, ?, ?, 'approved', ?, ?)`,
);
const rate = db.query(
  `INSERT INTO shift_ratings (shift_id, booking_request_id, rater_user_id, rater_role, ratee_user_id, stars, would_work_again, comment, visible_by, visible_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
// Mostly good, as on the peers' platforms: 5 ★ half the time, 1–2 ★ rarely.
const stars = () => {
  const r = random();
  return r < 0.5 ? 5 : r < 0.8 ? 4 : r < 0.93 ? 3 : r < 0.98 ? 2 : 1;
};

let ratings = 0;
for (let done = 0; done < shifts.length; done += BATCH) {
  db.transaction(() => {
    for (const shift of shifts.slice(done, done + BATCH)) {
      const vetId = vets[Math.floor(random() * vets.length)]!;
      const endedAt = Date.parse(`${shift.shiftDate}T18:00:00Z`);
      const approvedAt = endedAt + Math.floor(random() * 72) * 3_600_000;
      book.run('booked', vetId, shift.id);
      const requestId = apply.get(shift.id, vetId, shift.clinicId, endedAt - 7 * DAY, endedAt - 7 * DAY, endedAt - 6 * DAY)!.id;
      hours.run(shift.id, requestId, vetId, shift.clinicId, shift.rate, Math.round(9.5 * shift.rate), endedAt + 3_600_000, approvedAt);
      const roll = random();
      const sides: ['clinic' | 'relief_vet', number, number][] =
        roll < 0.85
          ? [
              ['clinic', shift.clinicId, vetId],
              ['relief_vet', vetId, shift.clinicId],
            ]
          : roll < 0.95
            ? [['clinic', shift.clinicId, vetId]]
            : [];
      for (const [role, rater, ratee] of sides) {
        const visibleBy = approvedAt + 14 * DAY;
        const at = approvedAt + Math.floor(random() * 10) * DAY;
        rate.run(
          shift.id,
          requestId,
          rater,
          role,
          ratee,
          stars(),
          random() < 0.9 ? 1 : 0,
          random() < 0.6 ? 'Reliable and easy to work with.' : null,
          visibleBy,
          sides.length === 2 ? at : visibleBy,
          at,
        );
        ratings++;
      }
    }
  })();
}
// The search indexes build from the tables on first use; the bulk load's change log is moot.
db.exec('DELETE FROM change_log');
db.exec('ANALYZE');
db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
const shown = db.query<{ n: number }, []>('SELECT count(*) AS n FROM track_records WHERE rating_count >= 3').get()!.n;
const records = db.query<{ n: number }, []>('SELECT count(*) AS n FROM track_records').get()!.n;
console.log(
  `${shifts.length.toLocaleString()} completed bookings with approved hours, ${ratings.toLocaleString()} ratings; ${records.toLocaleString()} track records, ${shown.toLocaleString()} with a shown average; ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
