// A mixed load against the compiled binary on 127.0.0.1: clinics and vets (a quarter clinics)
// signed up over HTTP, then each acts as a person would for `--seconds` — vets search, open the
// dashboard, list bookings, apply, read and write messages; clinics list shifts, read and accept
// applications, write to applicants, post a shift now and then — with 0.3–1.5 s think time from a
// seeded generator. Then GET /api/config under the same users and think time is the floor.
// Prints one table: latency per kind of call and overall, errors (no answer or 5xx; must be 0),
// 4xx by status (429 counted, not an error), the floor and the ratio of the p99s.
// Run: bun run build && bun bench/mixed-load.ts [--users 200] [--seconds 60] [--floor-seconds 10]
//      [--synchronous group|full|normal] (the binary's SQLITE_SYNCHRONOUS; group, its default, unless told)
//      [--profile DIR] (runs the server from source under bun --cpu-prof-md instead, profile in DIR)
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BINARY, ROOT, cpuMs, freePort, freshDataDir, seededRandom, spawnBinary, waitForAnswer } from './lib';
import { live, Person, signUp, thinkMs } from './mixed-load-people';
import { Recorder, table } from './mixed-load-stats';

function flag(name: string, fallback: number, max: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`--${name} must be a whole number from 1 to ${max}`);
    process.exit(2);
  }
  return value;
}

const users = flag('users', 200, 2000);
const seconds = flag('seconds', 60, 600);
const floorSeconds = flag('floor-seconds', 10, 120);
const synchronousAt = process.argv.indexOf('--synchronous');
const synchronous = synchronousAt === -1 ? 'group' : process.argv[synchronousAt + 1];
if (synchronous !== 'group' && synchronous !== 'full' && synchronous !== 'normal') {
  console.error('--synchronous must be group, full or normal');
  process.exit(2);
}
const SEED = 20;
/** Sign-ups at once: enough to be quick, few enough not to be the load. */
const SIGN_UP_CONCURRENCY = 8;

if (!(await Bun.file(BINARY).exists())) {
  console.error(`${BINARY} is missing: run bun run build first (bun run bench mixed-load does it).`);
  process.exit(2);
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const dataDir = freshDataDir();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const profileAt = process.argv.indexOf('--profile');
const profileDir = profileAt === -1 ? undefined : process.argv[profileAt + 1];
// A profile needs the runtime's flags, which the compiled binary does not take: the source then.
const serverArgs = profileDir ? ['--cpu-prof-md', `--cpu-prof-dir=${profileDir}`, join(ROOT, 'src/server/main.ts')] : [];
const server = spawnBinary(
  port,
  dataDir,
  {
    // Cheap hashing and generous sign-up limits for the set-up only; the load never signs in.
    PASSWORD_HASH_MEMORY_KIB: '8',
    PASSWORD_HASH_TIME_COST: '1',
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_EMAIL: '100000',
    SQLITE_SYNCHRONOUS: synchronous,
  },
  [],
  profileDir ? process.execPath : BINARY,
  serverArgs,
);

try {
  await waitForAnswer(`${base}/api/config`, performance.now(), 30_000);
  const clinics = Math.max(1, Math.round(users / 4));
  const people = Array.from({ length: users }, (_, i) => new Person(base, i < clinics ? 'clinic' : 'vet', i));

  // Clinics first, so the vets' first searches find shifts.
  const setUpStarted = performance.now();
  for (const group of [people.slice(0, clinics), people.slice(clinics)]) {
    let next = 0;
    await Promise.all(
      Array.from({ length: SIGN_UP_CONCURRENCY }, async () => {
        while (next < group.length) {
          const person = group[next++]!;
          await signUp(person, seededRandom(SEED * 1000 + person.index).random);
        }
      }),
    );
  }
  console.log(`set-up: ${clinics} clinics and ${users - clinics} vets signed up in ${((performance.now() - setUpStarted) / 1000).toFixed(1)} s`);

  const loadBefore = loadAverage();
  const recorder = new Recorder();
  const serverCpuBefore = cpuMs(server.pid);
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(people.map((person) => live(person, recorder, seededRandom(SEED + person.index).random, started + seconds * 1000)));
  const elapsedSeconds = (performance.now() - started) / 1000;
  const serverCpuMs = cpuMs(server.pid) - serverCpuBefore;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const clientCpuMs = (clientCpu.user + clientCpu.system) / 1000;

  // The floor: the same people and think time, each calling the cheapest route.
  const floor = new Recorder();
  const floorUntil = performance.now() + floorSeconds * 1000;
  await Promise.all(
    people.map(async (person) => {
      const random = seededRandom(SEED * 7 + person.index).random;
      await Bun.sleep(random() * thinkMs(random));
      while (performance.now() < floorUntil) {
        await person.call(floor, 'GET /api/config', 'GET', '/api/config');
        await Bun.sleep(thinkMs(random));
      }
    }),
  );

  console.log(
    `\n${table({ users, clinics, vets: users - clinics, seconds, synchronous, elapsedSeconds, recorder, floor, floorSeconds, loadBefore, loadAfter: loadAverage(), serverCpuMs, clientCpuMs })}`,
  );
  if (recorder.errors > 0) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  // A server that does not stop within 5 s is killed, so the run always ends.
  const stopped = await Promise.race([server.exited.then(() => true), Bun.sleep(5000).then(() => false)]);
  if (!stopped) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
