// What durable commits cost: write throughput and p99 of the two busiest write paths — sending a
// message and applying for a shift — on a copy of the national data set, against the compiled
// binary started with SQLITE_SYNCHRONOUS=normal (the floor: fsync only at checkpoints) and =full
// (the default: every acknowledged commit fsynced), alternately, in the same run. Each write is a
// distinct one (a vet writing to a clinic it already talks to; a vet applying for a new shift it
// has not applied to), from many senders, so no limit or conflict answers instead of a commit.
// Run: bun run build && bun bench/durability.ts [--seconds 5] [--pairs 3] [--connections 32] [--binary PATH] [--data DIR]
// (needs bench/generate.ts, generate-messages.ts and generate-bookings.ts; `bun run bench durability` runs them;
// --data: a data set generated elsewhere, e.g. a smaller one with --scale, instead of bench/out/national)
import { Database } from 'bun:sqlite';
import { closeSync, cpSync, fsyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { cookieValue, SESSION_COOKIE } from '../src/server/auth/sessions';
import { applyForShift } from '../src/server/bookings/service';
import { testConfig } from '../src/server/config';
import { createSendLimits } from '../src/server/messages/send-limits';
import { createExportBudget } from '../src/server/data-export/budget';
import { consoleLogger, type AppDeps } from '../src/server/context';
import { openDatabase } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { createEventBus } from '../src/server/events/bus';
import { createRateLimiter } from '../src/server/http/rate-limit';
import { sendMessage } from '../src/server/messages/service';
import { BINARY, cpuMs, freePort, spawnBinary, waitForAnswer } from './lib';
import webPush from 'web-push';
import { createPushSender } from '../src/server/push/sender';

const option = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const SECONDS = Math.min(option('seconds', 5), 60);
const PAIRS = Math.min(option('pairs', 3), 5);
const CONNECTIONS = Math.min(option('connections', 32), 256);
const binaryIndex = process.argv.indexOf('--binary');
const binary = binaryIndex > 0 ? process.argv[binaryIndex + 1]! : BINARY;
const dataIndex = process.argv.indexOf('--data');
const SECRET = 'bench-session-secret-bench-session-secret';
const DAY = 86_400_000;
/** Vets writing: enough that none sends more than a few messages a minute (a per-sender limit never answers). */
const WRITERS = 2000;
/** New far-future shifts the writers apply for: WRITERS × SHIFTS distinct applications. */
const SHIFTS = 20;

const source = dataIndex > 0 ? process.argv[dataIndex + 1]! : join(import.meta.dir, 'out/national');
const dataDir = mkdtempSync(join(tmpdir(), 'vetrelief-durability-'));
cpSync(source, dataDir, { recursive: true });

// Sessions minted straight into the copy (signing 2,000 accounts in through argon2id measures nothing here).
const db = new Database(join(dataDir, 'vetrelief.db'));
if (!db.query('SELECT 1 FROM messages LIMIT 1').get()) throw new Error('No messages: run bun bench/generate-messages.ts first');
if (!db.query('SELECT 1 FROM booking_requests LIMIT 1').get()) throw new Error('No applications: run bun bench/generate-bookings.ts first');
// A vet and a clinic it already has a conversation with: no new-conversation limit applies.
const writers = db
  .query<{ vet: number; clinic: number }, [number]>(
    `SELECT c.user_id AS vet, min(c.partner_id) AS clinic FROM conversations c JOIN vet_profiles v ON v.user_id = c.user_id
     GROUP BY c.user_id ORDER BY c.user_id LIMIT ?`,
  )
  .all(WRITERS);
const farDate = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const clinicsWithPlace = db
  .query<{ id: number; latitude: number; longitude: number }, [number]>(
    'SELECT user_id AS id, latitude, longitude FROM clinic_profiles ORDER BY user_id LIMIT ?',
  )
  .all(SHIFTS);
const insertShift = db.query<{ id: number }, [number, string, number, number, number, number]>(
  `INSERT INTO shifts (clinic_id, shift_date, start_time, end_time, hourly_rate, shift_type, status, practice_types, latitude, longitude, created_at, updated_at)
   VALUES (?, ?, '08:00', '18:00', 9000, 'regular_day', 'open', '["small_animal"]', ?, ?, ?, ?) RETURNING id`,
);
const insertSession = db.prepare('INSERT INTO sessions (sid, sess, expire, user_id) VALUES (?, ?, ?, ?)');
const cookieOf = new Map<number, string>();
const shiftIds = db.transaction(() => {
  for (const { vet } of writers) {
    const sid = `bench-${vet}-${crypto.randomUUID()}`;
    insertSession.run(sid, JSON.stringify({ userId: vet }), Date.now() + 7 * DAY, vet);
    cookieOf.set(vet, `${SESSION_COOKIE}=${cookieValue(sid, SECRET)}`);
  }
  // About 14 months ahead: past the generated year, so no writer is booked then (no clash).
  return clinicsWithPlace.map((clinic, i) => insertShift.get(clinic.id, farDate(420 + i), clinic.latitude, clinic.longitude, Date.now(), Date.now())!.id);
})();
// The generator's WAL folded in now, not by the first measured writes (a stall of seconds).
db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
db.close();

/** The i-th distinct application: every writer once per round, each round on the next shift. */
const applicationAt = (i: number) => {
  const round = Math.floor(i / writers.length);
  if (round >= shiftIds.length) return null;
  const writer = i % writers.length;
  return { vet: writers[writer]!.vet, shiftId: shiftIds[(round + writer) % shiftIds.length]! };
};
let nextApplication = 0;
let nextMessage = 0;

interface Request {
  path: string;
  cookie: string;
  body: string;
}
const messageRequest = (): Request => {
  const { vet, clinic } = writers[nextMessage++ % writers.length]!;
  return {
    path: '/api/messages',
    cookie: cookieOf.get(vet)!,
    body: JSON.stringify({ toUserId: clinic, content: `Available that Saturday, 8 AM to 6 PM (${nextMessage}).` }),
  };
};
const applicationRequest = (): Request | null => {
  const next = applicationAt(nextApplication++);
  if (!next) return null;
  return {
    path: '/api/booking-requests',
    cookie: cookieOf.get(next.vet)!,
    body: JSON.stringify({ shiftId: next.shiftId, message: 'Happy to cover this one.' }),
  };
};

interface Result {
  writes: number;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
  statuses: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** CONNECTIONS clients, each sending its next write as soon as the last one is answered, for SECONDS. */
async function writeLoad(base: string, next: () => Request | null, seconds = SECONDS): Promise<Result> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const until = performance.now() + seconds * 1000;
  const client = async () => {
    for (let request = next(); request && performance.now() < until; request = next()) {
      const started = performance.now();
      const response = await fetch(base + request.path, {
        method: 'POST',
        headers: { cookie: request.cookie, 'content-type': 'application/json' },
        body: request.body,
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const ok = statuses.get(201) ?? 0;
  return {
    writes: ok,
    perSecond: Math.round(ok / elapsed),
    p50: Math.round(percentile(latencies, 0.5) * 10) / 10,
    p99: Math.round(percentile(latencies, 0.99) * 10) / 10,
    failed: latencies.length - ok,
    statuses: [...statuses].map(([status, n]) => `${n}×${status}`).join(' '),
  };
}

/** The disk's own cost of one durable append: 4 KB written and fdatasync'ed, 200 times, median. */
function fsyncMedianMs(): number {
  const file = join(dataDir, 'fsync-probe');
  const fd = openSync(file, 'w');
  const block = Buffer.alloc(4096, 1);
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    writeSync(fd, block);
    fsyncSync(fd);
    times.push(performance.now() - started);
  }
  closeSync(fd);
  rmSync(file);
  times.sort((a, b) => a - b);
  return Math.round(percentile(times, 0.5) * 100) / 100;
}

/** Waits (at most 60 s) until the server spends under a tenth of a core over half a second. */
async function untilIdle(pid: number): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const before = cpuMs(pid);
    await Bun.sleep(500);
    if (cpuMs(pid) - before < 50) return;
  }
}

type Mode = 'normal' | 'full';
async function measure(mode: Mode) {
  const port = await freePort();
  const server = spawnBinary(
    port,
    dataDir,
    { SESSION_SECRET: SECRET, SQLITE_SYNCHRONOUS: mode, RATE_LIMIT_PER_IP: '100000000', RATE_LIMIT_PER_EMAIL: '100000000' },
    [],
    binary,
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForAnswer(`${base}/api/config`, performance.now(), 60_000);
    // Let the start-up work (search indexes, market figures) finish before loading.
    await untilIdle(server.pid);
    // The first writes of a process fill SQLite's page cache from disk: not what is measured.
    await writeLoad(base, messageRequest, 1);
    const messages = await writeLoad(base, messageRequest);
    const applied = await writeLoad(base, applicationRequest);
    return { messages, applied };
  } finally {
    server.kill('SIGTERM');
    await server.exited;
  }
}

/**
 * The same two writes called in-process, one after another, on the copy opened with each
 * setting: the commit's own cost, without HTTP or 32 clients sharing the 2 cores.
 */
function inProcess(mode: Mode, calls: number) {
  const db = openDatabase(join(dataDir, 'vetrelief.db'), { synchronous: mode });
  const log = consoleLogger(true);
  const deps: AppDeps = {
    config: testConfig(),
    db,
    clock: Date.now,
    limiter: createRateLimiter(60_000),
    // Every write is a distinct sender's, but the bench measures commits, not the budget.
    sendLimits: createSendLimits({ ...testConfig(), MESSAGE_BURST: 1_000_000_000, NEW_CONVERSATIONS_PER_DAY: 1_000_000_000 }),
    exportBudget: createExportBudget(),
    log,
    events: createEventBus(log),
    sessionSecret: SECRET,
    linkKey: SECRET,
    push: createPushSender({ ...webPush.generateVAPIDKeys(), subject: 'mailto:bench@localhost' }),
    liveSockets: new Map(),
  };
  const userOf = new Map(writers.map(({ vet }) => [vet, db.select().from(users).where(eq(users.id, vet)).get()!]));
  const time = (write: (i: number) => void) => {
    const times: number[] = [];
    const started = performance.now();
    for (let i = 0; i < calls && performance.now() - started < SECONDS * 1000; i++) {
      const before = performance.now();
      write(i);
      times.push(performance.now() - before);
    }
    const elapsed = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    return {
      perSecond: Math.round(times.length / elapsed),
      p50: Math.round(percentile(times, 0.5) * 100) / 100,
      p99: Math.round(percentile(times, 0.99) * 100) / 100,
    };
  };
  const messages = time(() => {
    const { vet, clinic } = writers[nextMessage++ % writers.length]!;
    sendMessage(deps, userOf.get(vet)!, { toUserId: clinic, content: `In-process note ${nextMessage}.` });
  });
  const applied = time(() => {
    const next = applicationAt(nextApplication++);
    if (next) applyForShift(deps, userOf.get(next.vet)!, { shiftId: next.shiftId, message: 'Happy to cover this one.' });
  });
  db.$client.close();
  return { messages, applied };
}

console.log(
  `${writers.length} vets writing, ${CONNECTIONS} connections, ${SECONDS} s per call, ${PAIRS} NORMAL/FULL pairs; fsync of a 4 KB append on this disk: median ${fsyncMedianMs()} ms; load average ${loadavg()[0]!.toFixed(1)} on ${navigator.hardwareConcurrency} cores\n`,
);
console.log('| pair | write (201 Created) | synchronous | writes/s | p50 ms | p99 ms | other answers |\n|---|---|---|---|---|---|---|');
const runs: Record<Mode, Awaited<ReturnType<typeof measure>>[]> = { normal: [], full: [] };
try {
  for (let pair = 1; pair <= PAIRS; pair++) {
    for (const mode of ['normal', 'full'] as const) {
      const run = await measure(mode);
      runs[mode].push(run);
      for (const [name, result] of [
        ['POST /api/messages', run.messages],
        ['POST /api/booking-requests', run.applied],
      ] as const) {
        console.log(
          `| ${pair} | ${name} | ${mode.toUpperCase()} | ${result.perSecond} | ${result.p50} | ${result.p99} | ${result.failed ? result.statuses : '—'} |`,
        );
      }
    }
  }
  console.log('\n| pair | in-process, one caller | synchronous | writes/s | p50 ms | p99 ms |\n|---|---|---|---|---|---|');
  for (let pair = 1; pair <= PAIRS; pair++) {
    for (const mode of ['normal', 'full'] as const) {
      const run = inProcess(mode, 1000);
      for (const [name, result] of [
        ['sendMessage', run.messages],
        ['applyForShift', run.applied],
      ] as const) {
        console.log(`| ${pair} | ${name} | ${mode.toUpperCase()} | ${result.perSecond} | ${result.p50} | ${result.p99} |`);
      }
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

// The ratio of the medians over the pairs: FULL's throughput as a share of NORMAL's (the floor).
const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return Math.round(((sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2) * 10) / 10;
};
console.log('\n| write | NORMAL writes/s | FULL writes/s | FULL ÷ NORMAL | NORMAL p99 ms | FULL p99 ms |\n|---|---|---|---|---|---|');
for (const [name, key] of [
  ['POST /api/messages', 'messages'],
  ['POST /api/booking-requests', 'applied'],
] as const) {
  const normal = medianOf(runs.normal.map((run) => run[key].perSecond));
  const full = medianOf(runs.full.map((run) => run[key].perSecond));
  const normalP99 = medianOf(runs.normal.map((run) => run[key].p99));
  const fullP99 = medianOf(runs.full.map((run) => run[key].p99));
  console.log(`| ${name} | ${normal} | ${full} | ${(full / normal).toFixed(2)} | ${normalP99} | ${fullP99} |`);
}
