// Writes a national-scale data set the binary can start on (`vetrelief --data <dir>`):
// 35,000 clinics and 130,000 vets (20,000 active relief vets with profiles) at real US ZIP
// locations, 2,000,000 shifts over a year (≈ 200,000 open and in the future), and availability.
// Run: bun bench/generate.ts [--out bench/out/national] [--scale 1]
// Everyone's password is "bench-password"; bench-vet@example.com and bench-clinic@example.com
// are a relief vet in Denver and a subscribed clinic in Denver for the load scenarios.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom } from './lib';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1]! : fallback;
};
const outDir = arg('out', join(import.meta.dir, 'out/national'));
const scale = Number(arg('scale', '1'));
const CLINICS = Math.round(35_000 * scale);
const VETS = Math.round(130_000 * scale);
const ACTIVE_VETS = Math.round(20_000 * scale);
const SHIFTS = Math.round(2_000_000 * scale);
const POSTINGS_PER_VET = 5;
const DAY = 86_400_000;

// Seeded, so two runs make the same data set.
const { random, pick } = seededRandom(20261122);

const started = performance.now();
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const db = openDatabase(join(outDir, 'vetrelief.db'));
const sqlite = db.$client;
sqlite.exec('PRAGMA synchronous = OFF');
migrate(sqlite);

const { codes } = (await import('zipcodes/lib/codes.js')) as {
  codes: Record<string, { zip: string; latitude: number; longitude: number; city: string; state: string }>;
};
const zips = Object.values(codes).filter(
  (zip) => zip.latitude && zip.longitude && !['AK', 'HI', 'PR', 'GU', 'VI', 'AS', 'MP', 'FM', 'MH', 'PW', 'AA', 'AE', 'AP'].includes(zip.state),
);
const insertZip = sqlite.prepare('INSERT INTO zip_gazetteer (zip, city, state, latitude, longitude) VALUES (?, ?, ?, ?, ?)');
sqlite.transaction(() => {
  for (const zip of Object.values(codes)) insertZip.run(zip.zip, zip.city, zip.state, zip.latitude, zip.longitude);
  sqlite.run("INSERT INTO app_settings (key, value) VALUES ('zip_gazetteer_loaded', ?)", [String(Object.keys(codes).length)]);
})();

const passwordHash = await Bun.password.hash('bench-password');
const now = Date.now();
const today = new Date(now).toISOString().slice(0, 10);
const dateOf = (offsetDays: number) => new Date(now + offsetDays * DAY).toISOString().slice(0, 10);
const PRACTICE = ['small_animal', 'large_animal', 'exotic', 'emergency'] as const;
const practiceTypes = () =>
  JSON.stringify(random() < 0.7 ? ['small_animal'] : [pick(PRACTICE), ...(random() < 0.3 ? ['emergency'] : [])].filter((v, i, a) => a.indexOf(v) === i));
const DENVER = { zip: '80202', latitude: 39.7491, longitude: -104.9946, city: 'Denver', state: 'CO' };

const insertUser = sqlite.prepare(
  'INSERT INTO users (id, email, password_hash, first_name, last_name, user_type, onboarding_completed, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
);
const insertClinic = sqlite.prepare(
  'INSERT INTO clinic_profiles (user_id, clinic_name, address, city, state, zip_code, phone, latitude, longitude, practice_types, search_radius, average_appointment_time, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 50, 20, ?, ?)',
);
const insertSubscription = sqlite.prepare(
  "INSERT INTO subscriptions (clinic_id, plan_type, status, current_period_start, current_period_end, amount, currency, created_at, updated_at) VALUES (?, 'professional', 'active', ?, ?, 4900, 'usd', ?, ?)",
);
const insertVet = sqlite.prepare(
  'INSERT INTO vet_profiles (user_id, first_name, last_name, license_number, years_experience, address, city, state, zip_code, phone, latitude, longitude, practice_types, hourly_rate, bio, available_radius, is_available, wants_auto_invites, invite_radius, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 50, ?, 1, 50, ?, ?)',
);
const insertShift = sqlite.prepare(
  'INSERT INTO shifts (clinic_id, shift_date, start_time, end_time, hourly_rate, shift_type, status, practice_types, notes, latitude, longitude, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)',
);
const insertPosting = sqlite.prepare(
  "INSERT INTO vet_availability (vet_id, available_date, start_time, end_time, practice_types, hourly_rate, travel_radius, notes, status, created_at, updated_at) VALUES (?, ?, '08:00', '18:00', ?, ?, 50, NULL, 'available', ?, ?)",
);

const FIRST = ['Alex', 'Jordan', 'Sam', 'Taylor', 'Casey', 'Morgan', 'Riley', 'Jamie', 'Avery', 'Quinn', 'Maya', 'Noah', 'Liam', 'Emma', 'Olivia'];
const LAST = ['Smith', 'Johnson', 'Lee', 'Garcia', 'Brown', 'Davis', 'Miller', 'Wilson', 'Moore', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young'];
const clinicLocations: { id: number; latitude: number; longitude: number }[] = [];

sqlite.transaction(() => {
  for (let i = 1; i <= CLINICS; i++) {
    const place = i === 1 ? DENVER : pick(zips);
    const email = i === 1 ? 'bench-clinic@example.com' : `clinic${i}@bench.example`;
    insertUser.run(i, email, passwordHash, pick(FIRST), pick(LAST), 'clinic', 1, now, now);
    insertClinic.run(
      i,
      `${place.city} Animal Hospital ${i}`,
      `${i} Main St`,
      place.city,
      place.state,
      place.zip,
      '+13035550100',
      place.latitude,
      place.longitude,
      '["small_animal"]',
      now,
      now,
    );
    insertSubscription.run(i, now, now + 30 * DAY, now, now);
    clinicLocations.push({ id: i, latitude: place.latitude, longitude: place.longitude });
  }
  for (let i = 1; i <= VETS; i++) {
    const id = CLINICS + i;
    const email = i === 1 ? 'bench-vet@example.com' : `vet${i}@bench.example`;
    const active = i <= ACTIVE_VETS;
    insertUser.run(id, email, passwordHash, pick(FIRST), pick(LAST), 'relief_vet', active ? 1 : 0, now, now);
    if (!active) continue;
    const place = i === 1 ? DENVER : pick(zips);
    insertVet.run(
      id,
      pick(FIRST),
      pick(LAST),
      `LIC-${i}`,
      Math.floor(random() * 30),
      `${i} Elm St`,
      place.city,
      place.state,
      place.zip,
      '+13035550199',
      place.latitude,
      place.longitude,
      practiceTypes(),
      (50 + Math.floor(random() * 20) * 5) * 100,
      'Relief veterinarian.',
      random() < 0.85 ? 1 : 0,
      now,
      now,
    );
    for (let p = 0; p < POSTINGS_PER_VET; p++)
      insertPosting.run(id, dateOf(1 + Math.floor(random() * 60)), practiceTypes(), random() < 0.5 ? null : 9000, now, now);
  }
})();

// Shift dates spread over a year: ~325 days back to ~40 days ahead, so about a tenth is future.
const BATCH = 100_000;
for (let done = 0; done < SHIFTS; done += BATCH) {
  sqlite.transaction(() => {
    for (let i = done; i < Math.min(SHIFTS, done + BATCH); i++) {
      const clinic = clinicLocations[Math.floor(random() * clinicLocations.length)]!;
      const offset = Math.floor(random() * 365) - 325;
      const shiftDate = dateOf(offset);
      const future = shiftDate >= today;
      const status = future ? (random() < 0.95 ? 'open' : 'booked') : random() < 0.9 ? 'completed' : 'cancelled';
      insertShift.run(
        clinic.id,
        shiftDate,
        '08:00',
        '18:00',
        (60 + Math.floor(random() * 16) * 5) * 100,
        random() < 0.8 ? 'regular_day' : pick(['emergency', 'weekend', 'holiday']),
        status,
        practiceTypes(),
        clinic.latitude,
        clinic.longitude,
        now,
        now,
      );
    }
  })();
}
// The search indexes build from the tables on first use; the bulk load's change log is moot.
sqlite.exec('DELETE FROM change_log');
sqlite.exec('ANALYZE');
sqlite.exec('PRAGMA wal_checkpoint(TRUNCATE)');
const open = sqlite.query<{ n: number }, [string]>("SELECT count(*) AS n FROM shifts WHERE status = 'open' AND shift_date >= ?").get(today)!.n;
sqlite.close();
const size = Bun.file(join(outDir, 'vetrelief.db')).size;
console.log(
  `${outDir}: ${CLINICS} clinics, ${VETS} vets (${ACTIVE_VETS} with profiles), ${SHIFTS} shifts (${open} open and future), ` +
    `${ACTIVE_VETS * POSTINGS_PER_VET} availability postings; ${(size / 1024 / 1024).toFixed(0)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
