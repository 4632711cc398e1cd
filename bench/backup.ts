// The scheduled backup on the national data set (bench/generate.ts), on a copy of it: the server
// runs with BACKUP_DIR (or a bucket: --target s3) and a schedule whose last success is "now"
// (nothing due). A request mix — a relief vet searching shifts, reading counts, its applications
// and conversations, a clinic listing its shifts and writing a message — runs at a fixed
// concurrency: --warmup seconds discarded, --seconds of floor, then the backup is made due and
// the job's minute poll runs it, and the mix goes on until it is written. Latencies
// are split into the floor (same run) and the backup's window (from the snapshot's temporary file
// appearing in the data folder to the job's record of it). A probe flushes a small append to another
// file in the data folder every 100 ms, to tell the disk's share from the server's. Prints the
// backup's time, size and phases, the p50/p99 of both windows with their ratio, overall and per
// call, and when the slow requests and flushes fell.
// Run: bun bench/backup.ts [--data bench/out/national] [--concurrency 8] [--warmup 15]
//      [--seconds 20] [--passphrase] [--target folder|s3] [--slow 250] [--binary dist/vetrelief]
//      (from source by default; s3 is s3rver in its own process on 127.0.0.1)
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { Database } from 'bun:sqlite';
import { freePort, freshDataDir, ROOT, spawnBinary, startBenchBucket, waitForAnswer } from './lib';

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const source = arg('data') ?? join(import.meta.dir, 'out/national');
const concurrency = Math.min(64, Math.max(1, Number(arg('concurrency') ?? 8)));
const encrypted = process.argv.includes('--passphrase');
const binary = arg('binary');
const target = arg('target') ?? 'folder';
if (target !== 'folder' && target !== 's3') {
  console.error('--target is folder or s3');
  process.exit(2);
}
const warmupSeconds = Math.min(120, Number(arg('warmup') ?? 15));
const floorSeconds = Math.min(120, Number(arg('seconds') ?? 20));
/** Nothing here runs longer than this, whatever happens. */
const LIMIT_MS = 5 * 60_000;

if (!existsSync(join(source, 'vetrelief.db'))) {
  console.error(`${source}/vetrelief.db is missing: run bun bench/generate.ts first (and generate-messages.ts for the messages).`);
  process.exit(2);
}

const dataDir = freshDataDir();
const backupDir = join(dataDir, 'backups');
mkdirSync(backupDir);
const started = performance.now();
// VACUUM INTO through a read-only connection: a consistent copy even of a data set in use.
const original = new Database(join(source, 'vetrelief.db'), { readonly: true });
original.run('VACUUM INTO ?', [join(dataDir, 'vetrelief.db')]);
original.close();
const seed = new Database(join(dataDir, 'vetrelief.db'));
const dbBytes = statSync(join(dataDir, 'vetrelief.db')).size;
const tables = seed.query<{ n: number }, []>("SELECT count(*) AS n FROM sqlite_schema WHERE type = 'table'").get()!.n;
const messageCount = (() => {
  try {
    return seed.query<{ n: number }, []>('SELECT count(*) AS n FROM messages').get()!.n;
  } catch {
    return 0;
  }
})();
// A success "now" every 30 days: the job's polls find nothing due until the bench says so.
const SCHEDULE = "INSERT OR REPLACE INTO app_settings (key, value) VALUES ('backup_schedule', ?)";
seed.run(SCHEDULE, [JSON.stringify({ lastSuccessAt: Date.now() })]);
seed.close();
console.log(
  `copied the data set (${(dbBytes / 1024 / 1024).toFixed(0)} MB, ${tables} tables, ${messageCount.toLocaleString()} messages) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// The bucket is served by s3rver in a process of its own on 127.0.0.1, on the same disk.
const bucket = target === 's3' ? await startBenchBucket() : null;
const s3rver = bucket?.process;
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  BACKUP_EVERY: '30d',
  ...(bucket ? bucket.settings : { BACKUP_DIR: backupDir }),
  ...(encrypted && { BACKUP_PASSPHRASE: 'bench passphrase, long enough' }),
  PASSWORD_HASH_MEMORY_KIB: '8',
  PASSWORD_HASH_TIME_COST: '1',
  RATE_LIMIT_PER_IP: '100000',
  RATE_LIMIT_PER_EMAIL: '100000',
  MESSAGE_BURST: '100000',
  MESSAGES_PER_HOUR: '1000000',
};
const server = binary ? spawnBinary(port, dataDir, env, [], binary) : spawnBinary(port, dataDir, env, [], process.execPath, [join(ROOT, 'src/server/main.ts')]);
const since = performance.now();
const kill = setTimeout(() => {
  console.error('the bench ran past its time limit');
  server.kill();
  s3rver?.kill();
  process.exit(1);
}, LIMIT_MS);
await waitForAnswer(`${base}/api/config`, since, 120_000);
const readyAt = performance.now();
console.log(`server answering after ${((readyAt - since) / 1000).toFixed(1)} s`);

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'bench-password' }),
  });
  if (response.status !== 200) throw new Error(`signing in ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
const vet = await signIn('bench-vet@example.com');
const clinic = await signIn('bench-clinic@example.com');
const vetId = ((await (await fetch(`${base}/api/auth/user`, { headers: { cookie: vet } })).json()) as { id: number }).id;

type Call = { name: string; cookie: string; method: string; path: string; body?: unknown };
const MIX: Call[] = [
  { name: 'GET /api/search-shifts', cookie: vet, method: 'GET', path: '/api/search-shifts?radius=100&limit=20&sort=distance' },
  { name: 'GET /api/counts', cookie: vet, method: 'GET', path: '/api/counts' },
  { name: 'GET /api/auth/user', cookie: vet, method: 'GET', path: '/api/auth/user' },
  { name: 'GET /api/booking-requests', cookie: vet, method: 'GET', path: '/api/booking-requests' },
  { name: 'GET /api/conversations', cookie: vet, method: 'GET', path: '/api/conversations' },
  { name: 'GET /api/shifts', cookie: clinic, method: 'GET', path: '/api/shifts' },
  { name: 'POST /api/messages', cookie: clinic, method: 'POST', path: '/api/messages', body: { toUserId: vetId, content: 'During the backup' } },
];

function jobRun() {
  const db = new Database(join(dataDir, 'vetrelief.db'), { readonly: true });
  try {
    return db
      .query<{ runs: number; last_error: string | null; last_summary: string | null }, []>(
        "SELECT runs, last_error, last_summary FROM job_runs WHERE name = 'scheduled-backup'",
      )
      .get();
  } finally {
    db.close();
  }
}

const samples: { name: string; at: number; ms: number; status: number }[] = [];
// Another file on the same disk appended to and flushed every 100 ms, as the server's WAL is: how
// long a small fdatasync waits while the backup writes, apart from anything SQLite does.
const probes: { at: number; ms: number }[] = [];
const probeFile = await open(join(dataDir, 'fsync-probe'), 'a');
const probeBlock = new Uint8Array(4096);
async function fsyncProbe() {
  while (!stopping) {
    const at = performance.now();
    await probeFile.write(probeBlock);
    await probeFile.datasync();
    probes.push({ at, ms: performance.now() - at });
    await Bun.sleep(100);
  }
}
let backupStart: number | null = null;
let backupEnd: number | null = null;
let stopping = false;

// The backup's window starts when its temporary snapshot appears in the data folder.
const watcher = setInterval(() => {
  if (backupStart === null && readdirSync(dataDir).some((name) => name.startsWith('.scheduled-backup-'))) backupStart = performance.now();
}, 2);

async function client(index: number) {
  let i = index;
  while (!stopping) {
    const call = MIX[i++ % MIX.length]!;
    const at = performance.now();
    const response = await fetch(`${base}${call.path}`, {
      method: call.method,
      headers: { cookie: call.cookie, origin: base, ...(call.body ? { 'content-type': 'application/json' } : {}) },
      body: call.body ? JSON.stringify(call.body) : undefined,
    });
    await response.arrayBuffer();
    samples.push({ name: call.name, at, ms: performance.now() - at, status: response.status });
  }
}

const clients = Array.from({ length: concurrency }, (_, index) => client(index));
const probing = fsyncProbe();
await Bun.sleep(warmupSeconds * 1000);
samples.length = 0;
probes.length = 0;
await Bun.sleep(floorSeconds * 1000);
// Due now.
const schedule = new Database(join(dataDir, 'vetrelief.db'));
schedule.exec('PRAGMA busy_timeout = 5000');
schedule.run(SCHEDULE, [JSON.stringify({ lastSuccessAt: 0 })]);
schedule.close();
// The job's minute poll finds it due and runs it, as a schedule does (Run now would be answered
// by a second runner, the admin panel's, and could overlap the poll's run). Its end is read from
// the job's record through a read-only connection every 250 ms.
let finished = jobRun();
while (!finished?.last_error && !finished?.last_summary?.includes('"bytes"')) {
  if (performance.now() - since > LIMIT_MS - 10_000) throw new Error('the backup did not finish in time');
  await Bun.sleep(250);
  finished = jobRun();
}
backupEnd = performance.now();
backupStart ??= backupEnd;
if (finished.last_error) console.error(`the backup failed: ${finished.last_error}`);
// A moment after, so that the end of the window is measured under the same load.
await Bun.sleep(1000);
stopping = true;
await Promise.all([...clients, probing]);
await probeFile.close();
clearInterval(watcher);
clearTimeout(kill);
server.kill();
await server.exited;
s3rver?.stdin.end();
await s3rver?.exited;

const summary = JSON.parse(finished!.last_summary ?? 'null') as Record<string, number> | null;
const backupBytes = summary?.bytes ?? Number.NaN;
rmSync(dataDir, { recursive: true, force: true });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
// A request counts as "during" when any part of it overlapped the window.
const before = samples.filter((sample) => sample.at + sample.ms < backupStart!);
const during = samples.filter((sample) => sample.at + sample.ms >= backupStart! && sample.at <= backupEnd!);
const errors = samples.filter((sample) => sample.status >= 500 || sample.status === 0).length;
const row = (label: string, set: typeof samples) =>
  `| ${label} | ${set.length.toLocaleString()} | ${percentile(
    set.map((s) => s.ms),
    50,
  ).toFixed(1)} ms | ${percentile(
    set.map((s) => s.ms),
    99,
  ).toFixed(1)} ms | ${Math.max(...set.map((s) => s.ms)).toFixed(1)} ms |`;

console.log(
  `\nbackup to ${target === 's3' ? 'the bucket (s3rver)' : 'the folder'}: ${((backupEnd! - backupStart!) / 1000).toFixed(1)} s (snapshot on a worker thread${encrypted ? ', age-encrypted' : ''}, sha256, copy and read-back), ${(backupBytes / 1024 / 1024).toFixed(0)} MB from a ${(dbBytes / 1024 / 1024).toFixed(0)} MB database`,
);
console.log(`request mix at concurrency ${concurrency}: ${MIX.map((call) => call.name).join(', ')}; ${errors} errors (5xx or no answer)\n`);
console.log('| window | requests | p50 | p99 | max |\n|---|---|---|---|---|');
console.log(row('before the backup (floor)', before));
console.log(row('while the backup is written', during));
const ratio =
  percentile(
    during.map((s) => s.ms),
    99,
  ) /
  percentile(
    before.map((s) => s.ms),
    99,
  );
console.log(`\np99 during ÷ p99 before: ${ratio.toFixed(2)}\n`);
console.log('| call | p99 before | p99 during | max during |\n|---|---|---|---|');
for (const call of MIX) {
  const times = (set: typeof samples) => set.filter((s) => s.name === call.name).map((s) => s.ms);
  console.log(
    `| ${call.name} | ${percentile(times(before), 99).toFixed(1)} ms | ${percentile(times(during), 99).toFixed(1)} ms | ${Math.max(...times(during)).toFixed(1)} ms |`,
  );
}

console.log(`\nthe job's summary (phases in ms, in order): ${JSON.stringify(summary)}`);
const probeRow = (label: string, set: typeof probes) =>
  `| ${label} | ${set.length} | ${percentile(
    set.map((p) => p.ms),
    50,
  ).toFixed(1)} ms | ${percentile(
    set.map((p) => p.ms),
    99,
  ).toFixed(1)} ms | ${Math.max(...set.map((p) => p.ms)).toFixed(1)} ms |`;
console.log('\n4 KB append + fdatasync of another file in the data folder, every 100 ms:\n');
console.log('| window | flushes | p50 | p99 | max |\n|---|---|---|---|---|');
console.log(
  probeRow(
    'before the backup (floor)',
    probes.filter((p) => p.at + p.ms < backupStart!),
  ),
);
console.log(
  probeRow(
    'while the backup is written',
    probes.filter((p) => p.at + p.ms >= backupStart! && p.at <= backupEnd!),
  ),
);
// Where in the backup the slow requests and flushes fall (seconds from the window's start).
const slowMs = Number(arg('slow') ?? 250);
const offset = (ms: number) => ((ms - backupStart!) / 1000).toFixed(2);
const slow = [
  ...samples.filter((s) => s.ms > slowMs && s.at + s.ms >= backupStart! && s.at <= backupEnd!).map((s) => ({ ...s })),
  ...probes.filter((p) => p.ms > slowMs && p.at + p.ms >= backupStart! && p.at <= backupEnd!).map((p) => ({ ...p, name: 'fsync probe' })),
].sort((a, b) => a.at - b.at);
console.log(`\nover ${slowMs} ms during the backup (window ${offset(backupEnd!)} s long): ${slow.length}`);
for (const s of slow.slice(0, 80)) console.log(`  ${offset(s.at)} s → ${offset(s.at + s.ms)} s  ${s.ms.toFixed(0)} ms  ${s.name}`);
