// "Download my data" against the compiled binary: how long a busy vet's export takes and how much
// the server's memory (RSS) grows while it streams, beside a floor — a new vet with nothing but an
// account — and beside a vet with four times the busy one's messages, which shows whether memory
// follows the size of the file (it must not: the export is streamed a page at a time).
// The data set is seeded here (no national set needed): 200 clinics, and for each measured vet
// hundreds of bookings with hours and ratings both ways, invoices, availability, and messages
// spread over 200 conversations. Each export is read to its last byte and parsed.
// Run: bun run build && bun bench/data-export.ts [--messages 10000] [--binary PATH]
// Three exports per user (the hour's budget), after one warm-up export of another busy vet; the table
// shows the median time and server CPU, and the largest RSS growth (the server's CPU time is what the
// other load on a shared machine moves least; the floor's is at least one 10 ms tick).
import { heapStats } from 'bun:jsc';
import type { Database } from 'bun:sqlite';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { threadIdOf } from '../src/shared/messages';
import { cookieValue, SESSION_COOKIE } from '../src/server/auth/sessions';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { EXPORTS_PER_HOUR } from '../src/server/data-export/budget';
import { exportPieces } from '../src/server/data-export/document';
import { users } from '../src/server/db/schema';
import { eq } from 'drizzle-orm';
import { BINARY, cpuMs, freePort, freshDataDir, median, rssMb, seededRandom, spawnBinary, waitForAnswer } from './lib';

const option = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const MESSAGES = option('messages', 10_000);
const binaryIndex = process.argv.indexOf('--binary');
const binary = binaryIndex > 0 ? process.argv[binaryIndex + 1]! : BINARY;
const SECRET = 'bench-session-secret-bench-session-secret';
const CLINICS = 200;
const BOOKINGS = 400;
const { random, pick } = seededRandom(20261126);

const dataDir = freshDataDir();
const file = join(dataDir, 'vetrelief.db');
const db = openDatabase(file);
migrate(db.$client);
const sqlite: Database = db.$client;
sqlite.exec('PRAGMA synchronous = OFF');

const insertUser = sqlite.prepare<{ id: number }, [string, string, string, string]>(
  "INSERT INTO users (email, password_hash, first_name, last_name, user_type, onboarding_completed) VALUES (?, 'not-a-hash', ?, ?, ?, 1) RETURNING id",
);
const newUser = (email: string, first: string, last: string, kind: 'clinic' | 'relief_vet') => insertUser.get(email, first, last, kind)!.id;

const PARTY = (name: string) => JSON.stringify({ name, addressLines: ['1 Main St', 'Denver, CO 80202'], email: null, phone: null, taxId: null, contact: null });
const LINES = [
  'Are you free on Saturday?',
  'Yes, I can cover it. What time do you open?',
  'We open at 8. Parking is behind the building.',
  'Perfect, see you then!',
];

/** A vet with `messages` messages over 200 conversations, and bookings, hours, ratings, invoices, availability. */
function seedVet(label: string, messages: number, clinicIds: number[]): number {
  const vetId = newUser(`${label}@bench.example`, 'Busy', label, 'relief_vet');
  sqlite.run(
    "INSERT INTO vet_profiles (user_id, first_name, last_name, license_number, years_experience, address, city, state, zip_code, phone, practice_types, hourly_rate) VALUES (?, 'Busy', ?, 'CO-1', 8, '2100 Pearl St', 'Boulder', 'CO', '80302', '+17205550100', '[\"small_animal\"]', 9500)",
    [vetId, label],
  );
  const now = Date.now();
  for (let i = 0; i < BOOKINGS; i++) {
    const clinicId = clinicIds[i % clinicIds.length]!;
    const day = new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const shiftId = sqlite
      .query<{ id: number }, [number, string, number]>(
        "INSERT INTO shifts (clinic_id, shift_date, start_time, end_time, hourly_rate, shift_type, status, practice_types, booked_by_vet_id) VALUES (?, ?, '08:00', '18:00', 7500, 'regular_day', 'completed', '[\"small_animal\"]', ?) RETURNING id",
      )
      .get(clinicId, day, vetId)!.id;
    const requestId = sqlite
      .query<{ id: number }, [number, number, number, number]>(
        "INSERT INTO booking_requests (shift_id, vet_id, clinic_id, status, decided_at) VALUES (?, ?, ?, 'accepted', ?) RETURNING id",
      )
      .get(shiftId, vetId, clinicId, now)!.id;
    const hoursId = sqlite
      .query<{ id: number }, [number, number, number, number]>(
        "INSERT INTO shift_hours (shift_id, booking_request_id, vet_id, clinic_id, version, proposed_by, start_time, end_time, break_minutes, worked_minutes, hourly_rate, amount_cents, status) VALUES (?, ?, ?, ?, 1, 'relief_vet', '08:00', '18:00', 30, 570, 7500, 71250, 'approved') RETURNING id",
      )
      .get(shiftId, requestId, vetId, clinicId)!.id;
    for (const [rater, ratee, role] of [
      [clinicId, vetId, 'clinic'],
      [vetId, clinicId, 'relief_vet'],
    ] as const) {
      sqlite.run(
        "INSERT INTO shift_ratings (shift_id, booking_request_id, rater_user_id, rater_role, ratee_user_id, stars, would_work_again, comment, visible_by, visible_at) VALUES (?, ?, ?, ?, ?, 5, 1, 'Great to work with', ?, ?)",
        [shiftId, requestId, rater, role, ratee, now, now],
      );
    }
    if (i % 4 === 0) {
      const invoiceId = sqlite
        .query<{ id: number }, [number, number, string, string, string, string, string]>(
          "INSERT INTO shift_invoices (vet_id, clinic_id, status, number, due_in_days, issued_on, due_on, total_cents, vet_party, clinic_party) VALUES (?, ?, 'sent', ?, 15, ?, ?, 71250, ?, ?) RETURNING id",
        )
        .get(vetId, clinicId, `2025-${String(i).padStart(4, '0')}`, day, day, PARTY(`Dr. Busy ${label}`), PARTY(`Clinic ${clinicId}`))!.id;
      sqlite.run(
        "INSERT INTO shift_invoice_lines (invoice_id, position, kind, shift_id, shift_hours_id, description, work_date, worked_minutes, hourly_rate, amount_cents) VALUES (?, 1, 'shift', ?, ?, 'Relief shift', ?, 570, 7500, 71250)",
        [invoiceId, shiftId, hoursId, day],
      );
    }
    if (i % 4 === 1) {
      sqlite.run(
        "INSERT INTO vet_availability (vet_id, available_date, start_time, end_time, practice_types) VALUES (?, ?, '08:00', '18:00', '[\"small_animal\"]')",
        [vetId, day],
      );
    }
  }
  // Messages: heavy-tailed over the conversations, as real ones are.
  const partners = clinicIds.slice(0, 200);
  const insertMessage = sqlite.prepare<{ id: number }, [number, number, string, string, number]>(
    'INSERT INTO messages (from_user_id, to_user_id, thread_id, content, is_read, created_at) VALUES (?, ?, ?, ?, 1, ?) RETURNING id',
  );
  const last = new Map<number, number>();
  for (let i = 0; i < messages; i++) {
    const partner = partners[Math.floor(partners.length * random() ** 2)]!;
    const [from, to] = random() < 0.5 ? [vetId, partner] : [partner, vetId];
    last.set(partner, insertMessage.get(from, to, threadIdOf(vetId, partner), pick(LINES), now - (messages - i) * 60_000)!.id);
  }
  for (const [partner, messageId] of last) {
    sqlite.run('INSERT INTO conversations (user_id, partner_id, last_message_id) VALUES (?, ?, ?), (?, ?, ?)', [
      vetId,
      partner,
      messageId,
      partner,
      vetId,
      messageId,
    ]);
  }
  return vetId;
}

const seeding = performance.now();
const clinicIds: number[] = [];
const vets: { label: string; id: number; messages: number }[] = [];
sqlite.transaction(() => {
  for (let i = 0; i < CLINICS; i++) {
    const id = newUser(`clinic${i}@bench.example`, 'Cara', `Ng${i}`, 'clinic');
    sqlite.run(
      "INSERT INTO clinic_profiles (user_id, clinic_name, address, city, state, zip_code, phone, practice_types) VALUES (?, ?, '1550 Larimer St', 'Denver', 'CO', '80202', '+13035550100', '[\"small_animal\"]')",
      [id, `Clinic ${i}`],
    );
    clinicIds.push(id);
  }
  vets.push({ label: 'new vet, nothing but an account (floor)', id: newUser('tiny@bench.example', 'New', 'Vet', 'relief_vet'), messages: 0 });
  vets.push({ label: `busy vet: ${MESSAGES.toLocaleString()} messages, ${BOOKINGS} bookings`, id: seedVet('busy', MESSAGES, clinicIds), messages: MESSAGES });
  // Exported once before the measured runs, so the first measured one does not pay for warming the code up.
  vets.push({ label: 'warm-up', id: seedVet('warmup', MESSAGES, clinicIds), messages: -1 });
  vets.push({ label: `4× busier: ${(4 * MESSAGES).toLocaleString()} messages`, id: seedVet('busier', 4 * MESSAGES, clinicIds), messages: 4 * MESSAGES });
})();
const cookies = new Map<number, string>();
for (const { id } of vets) {
  const sid = `bench-export-${id}-${crypto.randomUUID()}`;
  sqlite.run('INSERT INTO sessions (sid, sess, expire, user_id) VALUES (?, ?, ?, ?)', [sid, JSON.stringify({ userId: id }), Date.now() + 86_400_000, id]);
  cookies.set(id, `${SESSION_COOKIE}=${cookieValue(sid, SECRET)}`);
}
sqlite.close();
console.log(`seeded in ${Math.round(performance.now() - seeding)} ms\n`);

const port = await freePort();
const server = spawnBinary(port, dataDir, { SESSION_SECRET: SECRET }, [], binary);
const base = `http://127.0.0.1:${port}`;

interface Run {
  ms: number;
  /** The server's CPU time for the export: what other load on the machine moves least. */
  cpuMs: number;
  bytes: number;
  growthMb: number;
}

/** One export read to its last byte, the server's RSS sampled all along; the body must parse. */
async function exportOnce(cookie: string): Promise<Run> {
  Bun.gc(true);
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 2);
  const started = performance.now();
  const cpuBefore = cpuMs(server.pid);
  const response = await fetch(`${base}/api/me/export`, { headers: { cookie } });
  if (!response.ok) throw new Error(`export answered ${response.status} ${await response.text()}`);
  const chunks: Uint8Array[] = [];
  for await (const chunk of response.body!) {
    chunks.push(chunk);
    peak = Math.max(peak, rssMb(server.pid));
  }
  const ms = performance.now() - started;
  const cpu = cpuMs(server.pid) - cpuBefore;
  clearInterval(sampler);
  const text = Buffer.concat(chunks).toString('utf8');
  JSON.parse(text);
  return { ms, cpuMs: cpu, bytes: Buffer.byteLength(text), growthMb: peak - before };
}

try {
  await waitForAnswer(`${base}/api/config`, performance.now(), 60_000);
  await exportOnce(cookies.get(vets.find((vet) => vet.messages < 0)!.id)!);
  console.log('| user | file | export time (median of 3) | server CPU (median) | server RSS growth (largest) | CPU ÷ floor |\n|---|---|---|---|---|---|');
  let floorCpu = 0;
  for (const vet of vets.filter((one) => one.messages >= 0)) {
    const runs: Run[] = [];
    for (let i = 0; i < EXPORTS_PER_HOUR; i++) runs.push(await exportOnce(cookies.get(vet.id)!));
    const ms = median(runs.map((run) => run.ms));
    const cpu = median(runs.map((run) => run.cpuMs));
    if (vet.messages === 0) floorCpu = Math.max(cpu, 10);
    const growth = Math.max(...runs.map((run) => run.growthMb));
    console.log(
      `| ${vet.label} | ${(runs[0]!.bytes / 1024).toFixed(0)} KB | ${ms.toFixed(0)} ms | ${cpu} ms | ${growth.toFixed(1)} MB | ${(cpu / floorCpu).toFixed(1)}× |`,
    );
  }
  console.log(`\nserver RSS at the end: ${rssMb(server.pid).toFixed(0)} MB`);
} finally {
  server.kill();
  await server.exited;
}

// RSS counts garbage not yet collected and SQLite's page cache. What the export itself keeps alive
// is measured here, in this process on the same file: the live heap, collected every 20,000
// pieces, while the export is written — beside what the same document holds once built whole.
const retained = () => {
  Bun.gc(true);
  return heapStats().heapSize;
};
const reader = openDatabase(file);
console.log('\n| user | live heap growth while streaming (largest) | the same document built in memory |\n|---|---|---|');
for (const vet of vets.filter((one) => one.messages > 0)) {
  const user = reader.select().from(users).where(eq(users.id, vet.id)).get()!;
  const context = { db: reader, appName: 'VetRelief', publicUrl: 'http://localhost', now: Date.now() };
  const base = retained();
  let largest = 0;
  let pieces = 0;
  for (const _ of exportPieces(context, user)) if (++pieces % 20_000 === 0) largest = Math.max(largest, retained() - base);
  const whole = JSON.parse([...exportPieces(context, user)].join(''));
  const built = retained() - base;
  console.log(`| ${vet.label} | ${(largest / 1_048_576).toFixed(2)} MB | ${(built / 1_048_576).toFixed(1)} MB (${Object.keys(whole).length} parts) |`);
}
reader.$client.close();
rmSync(dataDir, { recursive: true, force: true });
