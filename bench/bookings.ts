// Applications on the national data set (bench/generate.ts, generate-bookings.ts), against the
// compiled binary: the busy clinic's and the busy vet's GET /api/booking-requests at 32
// connections beside a bare Bun.serve answering the same bytes (the floor); then 200 vets
// applying to one new shift at once while its clinic accepts the first application it sees —
// exactly one booking and no errors expected.
// Run: bun run build && bun bench/bookings.ts [--seconds 10] [--applicants 200]
import { Database } from 'bun:sqlite';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cookieValue, SESSION_COOKIE } from '../src/server/auth/sessions';
import { freePort, load, spawnBinary, waitForAnswer } from './lib';

const option = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const seconds = option('seconds', 10);
const APPLICANTS = option('applicants', 200);
const SECRET = 'bench-session-secret-bench-session-secret';
const BUSY_CLINIC = 1;
const DAY = 86_400_000;

const source = join(import.meta.dir, 'out/national');
const dataDir = mkdtempSync(join(tmpdir(), 'vetrelief-bookings-'));
cpSync(source, dataDir, { recursive: true });

const db = new Database(join(dataDir, 'vetrelief.db'));
const applications = db.query<{ n: number }, []>('SELECT count(*) AS n FROM booking_requests').get()!.n;
if (applications === 0) throw new Error('No applications: run bun bench/generate-bookings.ts first');
const busyVet = db.query<{ id: number }, []>("SELECT id FROM users WHERE email = 'bench-vet@example.com'").get()!.id;
// Applicants with nothing booked in the far future, where the new shift goes.
const farDate = new Date(Date.now() + 400 * DAY).toISOString().slice(0, 10);
const applicants = db
  .query<{ id: number }, [number, number]>('SELECT user_id AS id FROM vet_profiles WHERE user_id <> ? ORDER BY user_id LIMIT ?')
  .all(busyVet, APPLICANTS)
  .map((row) => row.id);
const clinicPlace = db
  .query<{ latitude: number; longitude: number }, [number]>('SELECT latitude, longitude FROM clinic_profiles WHERE user_id = ?')
  .get(BUSY_CLINIC)!;
const contested = db
  .query<{ id: number }, [number, string, number, number, number, number]>(
    `INSERT INTO shifts (clinic_id, shift_date, start_time, end_time, hourly_rate, shift_type, status, practice_types, latitude, longitude, created_at, updated_at)
     VALUES (?, ?, '08:00', '18:00', 9000, 'regular_day', 'open', '["small_animal"]', ?, ?, ?, ?) RETURNING id`,
  )
  .get(BUSY_CLINIC, farDate, clinicPlace.latitude, clinicPlace.longitude, Date.now(), Date.now())!.id;

const insertSession = db.prepare('INSERT INTO sessions (sid, sess, expire, user_id) VALUES (?, ?, ?, ?)');
const cookieOf = new Map<number, string>();
db.transaction(() => {
  for (const userId of [BUSY_CLINIC, busyVet, ...applicants]) {
    const sid = `bench-${userId}-${crypto.randomUUID()}`;
    insertSession.run(sid, JSON.stringify({ userId }), Date.now() + 7 * DAY, userId);
    cookieOf.set(userId, `${SESSION_COOKIE}=${cookieValue(sid, SECRET)}`);
  }
})();
const busyCounts = db
  .query<{ total: number; pending: number }, [number]>("SELECT count(*) AS total, sum(status = 'pending') AS pending FROM booking_requests WHERE clinic_id = ?")
  .get(BUSY_CLINIC)!;
const vetTotal = db.query<{ n: number }, [number]>('SELECT count(*) AS n FROM booking_requests WHERE vet_id = ?').get(busyVet)!.n;
db.close();

const port = await freePort();
const server = spawnBinary(port, dataDir, { SESSION_SECRET: SECRET, RATE_LIMIT_PER_IP: '100000000', RATE_LIMIT_PER_EMAIL: '100000000' });
const base = `http://127.0.0.1:${port}`;
await waitForAnswer(`${base}/api/config`, performance.now(), 60_000);
const clinic = cookieOf.get(BUSY_CLINIC)!;
const vet = cookieOf.get(busyVet)!;
const get = async (path: string, cookie: string) => {
  const response = await fetch(base + path, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.text();
};

const clinicBody = await get('/api/booking-requests', clinic);
const vetBody = await get('/api/booking-requests', vet);
const floorPort = await freePort();
const floor = Bun.spawn(['bun', join(import.meta.dir, 'floor-server.ts'), String(floorPort), clinicBody], { stdout: 'ignore', stderr: 'inherit' });
await waitForAnswer(`http://127.0.0.1:${floorPort}/`, performance.now());

const listed = (body: string) => (JSON.parse(body) as { requests: unknown[] }).requests.length;
console.log(
  `${applications.toLocaleString()} applications; the busy clinic has ${busyCounts.total} (${busyCounts.pending} pending; its answer lists ${listed(clinicBody)}, ${clinicBody.length.toLocaleString()} bytes), ` +
    `the busy vet ${vetTotal} (its answer lists ${listed(vetBody)})\n`,
);
console.log('| call (32 connections) | req/s | p50 ms | p99 ms | floor req/s | floor p99 ms | ÷ floor |\n|---|---|---|---|---|---|---|');
const floorLoad = await load(`http://127.0.0.1:${floorPort}/`, { connections: 32, seconds });
const row = (name: string, result: Awaited<ReturnType<typeof load>>) => {
  const bad = result.non2xx + result.errors ? ` (${result.non2xx} non-2xx, ${result.errors} errors)` : '';
  console.log(
    `| ${name} | ${result.requestsPerSecond}${bad} | ${result.latencyMedianMs} | ${result.latencyP99Ms} | ${floorLoad.requestsPerSecond} | ${floorLoad.latencyP99Ms} | ${(result.requestsPerSecond / floorLoad.requestsPerSecond).toFixed(2)} |`,
  );
};
row('GET /api/booking-requests (busy clinic)', await load(`${base}/api/booking-requests`, { connections: 32, seconds, headers: { cookie: clinic } }));
row('GET /api/booking-requests (busy vet)', await load(`${base}/api/booking-requests`, { connections: 32, seconds, headers: { cookie: vet } }));
floor.kill('SIGTERM');

// 200 vets apply to one shift; the clinic accepts the first application while the second half of
// them are still applying (those that arrive after the booking are told it was filled: 409).
const statuses = new Map<number, number>();
let acceptStatus = 0;
const apply = async (vetId: number) => {
  const response = await fetch(`${base}/api/booking-requests`, {
    method: 'POST',
    headers: { cookie: cookieOf.get(vetId)!, 'content-type': 'application/json' },
    body: JSON.stringify({ shiftId: contested, message: 'Happy to cover this one.' }),
  });
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
};
const accept = async () => {
  for (;;) {
    const page = JSON.parse(await get('/api/booking-requests?status=pending', clinic)) as { requests: { id: number; shiftId: number }[] };
    const first = page.requests.find((request) => request.shiftId === contested);
    if (first) {
      const response = await fetch(`${base}/api/booking-requests/${first.id}`, {
        method: 'PUT',
        headers: { cookie: clinic, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'accepted' }),
      });
      acceptStatus = response.status;
      return;
    }
    await Bun.sleep(1);
  }
};
const started = performance.now();
const half = Math.floor(applicants.length / 2);
await Promise.all(applicants.slice(0, half).map(apply));
// The second half trickles in, one every 2 ms, so the accept lands among them.
await Promise.all([accept(), ...applicants.slice(half).map((vetId, i) => Bun.sleep(i * 2).then(() => apply(vetId)))]);
const elapsed = performance.now() - started;
server.kill('SIGTERM');
await server.exited;

const after = new Database(join(dataDir, 'vetrelief.db'), { readonly: true });
const accepted = after
  .query<{ n: number }, [number]>("SELECT count(*) AS n FROM booking_requests WHERE shift_id = ? AND status = 'accepted'")
  .get(contested)!.n;
const shift = after.query<{ status: string; vet: number | null }, [number]>('SELECT status, booked_by_vet_id AS vet FROM shifts WHERE id = ?').get(contested)!;
const fees = after
  .query<{ n: number }, [number]>('SELECT count(*) AS n FROM booking_fees f JOIN booking_requests r ON r.id = f.booking_request_id WHERE r.shift_id = ?')
  .get(contested)!.n;
after.close();
const errors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
console.log(`\n| ${APPLICANTS} vets apply to one shift, the clinic accepting amid the second ${APPLICANTS - half} | value |\n|---|---|`);
console.log(`| answers to the applications | ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')} |`);
console.log(`| the clinic's accept | ${acceptStatus} |`);
console.log(`| accepted applications / shift status / fee rows | ${accepted} / ${shift.status} (vet ${shift.vet}) / ${fees} |`);
console.log(`| 5xx or failed requests | ${errors} |`);
console.log(`| wall time | ${elapsed.toFixed(0)} ms |`);
rmSync(dataDir, { recursive: true, force: true });
process.exit(accepted === 1 && errors === 0 && acceptStatus === 200 ? 0 : 1);
