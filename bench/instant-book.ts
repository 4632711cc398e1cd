// Instant booking under a race, against the compiled binary on 127.0.0.1: 200 vets, each a
// favourite of the clinic, press Book now on one shift at the same moment. Expected: exactly one
// booking, every other vet a clean 409, no 5xx and no failed request. The floor is the same call
// uncontended: one vet booking shifts of its own one after another, in the same run.
// Bounded: 200 racing requests plus --floor uncontended ones, and the whole run gives up after
// --timeout seconds.
// Run: bun run build && bun bench/instant-book.ts [--vets 200] [--floor 20] [--timeout 300]
import { Database } from 'bun:sqlite';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, freshDataDir, median, spawnBinary, waitForAnswer } from './lib';

const option = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const VETS = option('vets', 200);
const FLOOR_BOOKS = option('floor', 20);
const TIMEOUT_S = option('timeout', 300);
const DAY = 86_400_000;

const giveUp = setTimeout(() => {
  console.error(`gave up after ${TIMEOUT_S} s`);
  process.exit(2);
}, TIMEOUT_S * 1000);

const dataDir = freshDataDir();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// Sign-ups and calls come from one address here: budgets that would throttle a person are lifted,
// and the password hash is the cheapest argon2id (the race is about booking, not signing up).
const server = spawnBinary(port, dataDir, {
  RATE_LIMIT_PER_IP: '100000000',
  RATE_LIMIT_PER_EMAIL: '100000000',
  PASSWORD_HASH_MEMORY_KIB: '8',
  PASSWORD_HASH_TIME_COST: '1',
});
await waitForAnswer(`${base}/api/config`, performance.now(), 60_000);

interface Session {
  id: number;
  cookie: string;
}

/** Calls the API as the session (or nobody), from the app's own origin; throws on anything but 2xx unless `loose`. */
async function call(method: string, path: string, body: unknown, session: Session | null, loose = false) {
  const response = await fetch(base + path, {
    method,
    headers: { origin: base, 'content-type': 'application/json', ...(session && { cookie: session.cookie }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!loose && !response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return {
    status: response.status,
    text,
    cookie: response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; '),
  };
}

let accounts = 0;
async function signUp(userType: 'clinic' | 'relief_vet'): Promise<Session> {
  const email = `instant-${++accounts}@example.com`;
  const registered = await call(
    'POST',
    '/api/register',
    { email, password: 'bench-password', firstName: 'Bench', lastName: `User${accounts}`, userType },
    null,
  );
  const session = { id: JSON.parse(registered.text).id as number, cookie: registered.cookie };
  const place = { address: '1550 Larimer St', city: 'Denver', state: 'CO', zipCode: '80202', phone: '303-555-0100' };
  if (userType === 'clinic') {
    await call('POST', '/api/clinic-profiles', { clinicName: 'Race Day Vets', ...place }, session);
    await call('POST', '/api/create-fresh-subscription', {}, session);
  } else {
    const profile = { firstName: 'Bench', lastName: `Vet${accounts}`, licenseNumber: `CO-${accounts}`, experienceYears: 5, hourlyRate: 9000, ...place };
    await call('POST', '/api/vet-profiles', profile, session);
  }
  return session;
}

const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const shiftOn = (shiftDate: string) => ({
  shiftDate,
  startTime: '08:00',
  endTime: '18:00',
  hourlyRate: 9000,
  shiftType: 'regular_day',
  practiceTypes: ['small_animal'],
  instantBooking: 'favourites',
  firstLookHours: 0,
});

const setupStarted = performance.now();
const clinic = await signUp('clinic');
const floorVet = await signUp('relief_vet');
const racers: Session[] = [];
// A few sign-ups at a time.
for (let i = 0; i < VETS; i += 8) racers.push(...(await Promise.all(Array.from({ length: Math.min(8, VETS - i) }, () => signUp('relief_vet')))));

// The clinic favourites every vet (written straight to the database: favouriting is another call's business).
const db = new Database(join(dataDir, 'vetrelief.db'));
db.run('PRAGMA busy_timeout = 5000');
const favourite = db.prepare('INSERT INTO favourites (owner_id, target_id, created_at) VALUES (?, ?, ?)');
db.transaction(() => {
  for (const vet of [floorVet, ...racers]) favourite.run(clinic.id, vet.id, Date.now());
})();
db.close();

const posted = JSON.parse(
  (await call('POST', '/api/shifts', [...Array.from({ length: FLOOR_BOOKS }, (_, i) => shiftOn(dateIn(40 + i))), shiftOn(dateIn(30))], clinic)).text,
) as {
  id: number;
}[];
const floorShifts = posted.slice(0, FLOOR_BOOKS).map((shift) => shift.id);
const contested = posted[FLOOR_BOOKS]!.id;
console.log(`set-up: 1 clinic, ${VETS + 1} vets, ${posted.length} shifts in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s\n`);

// The floor: Book now uncontended, one shift after another by one vet.
const floorTimes: number[] = [];
for (const shiftId of floorShifts) {
  const started = performance.now();
  await call('POST', `/api/shifts/${shiftId}/book`, {}, floorVet);
  floorTimes.push(performance.now() - started);
}
const floorMs = median(floorTimes);

// The race: every vet at once.
const statuses = new Map<number, number>();
let failed = 0;
const answerTimes: number[] = [];
const raceStarted = performance.now();
await Promise.all(
  racers.map(async (vet) => {
    try {
      const answer = await call('POST', `/api/shifts/${contested}/book`, { message: 'On my way.' }, vet, true);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    } catch {
      failed++;
    }
    answerTimes.push(performance.now() - raceStarted);
  }),
);
const raceMs = performance.now() - raceStarted;
server.kill('SIGTERM');
await server.exited;
clearTimeout(giveUp);

const after = new Database(join(dataDir, 'vetrelief.db'), { readonly: true });
const accepted = after
  .query<{ n: number }, [number]>("SELECT count(*) AS n FROM booking_requests WHERE shift_id = ? AND status = 'accepted'")
  .get(contested)!.n;
const shift = after.query<{ status: string; vet: number | null }, [number]>('SELECT status, booked_by_vet_id AS vet FROM shifts WHERE id = ?').get(contested)!;
const fees = after
  .query<{ n: number }, [number]>('SELECT count(*) AS n FROM booking_fees f JOIN booking_requests r ON r.id = f.booking_request_id WHERE r.shift_id = ?')
  .get(contested)!.n;
after.close();
rmSync(dataDir, { recursive: true, force: true });

const errors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0) + failed;
const sorted = [...answerTimes].sort((a, b) => a - b);
const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;
console.log(`| ${VETS} eligible vets press Book now on one shift at once | value |\n|---|---|`);
console.log(`| answers | ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')} |`);
console.log(`| bookings / shift status / fee rows | ${accepted} / ${shift.status} (vet ${shift.vet}) / ${fees} |`);
console.log(`| 5xx or failed requests | ${errors} |`);
console.log(`| all ${VETS} answered (wall time) | ${raceMs.toFixed(0)} ms |`);
console.log(`| p50 / p99 answer time within the race | ${median(answerTimes).toFixed(0)} / ${p99.toFixed(0)} ms |`);
console.log(`| floor: one uncontended Book now, median of ${FLOOR_BOOKS} | ${floorMs.toFixed(1)} ms |`);
console.log(`| race wall time ÷ floor (${VETS} requests) | ${(raceMs / floorMs).toFixed(1)}× (${(raceMs / floorMs / VETS).toFixed(2)}× per request) |`);
const okRace = accepted === 1 && errors === 0 && statuses.get(201) === 1 && statuses.get(409) === VETS - 1;
process.exit(okRace ? 0 : 1);
