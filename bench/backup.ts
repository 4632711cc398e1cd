// The scheduled backup on the national data set (bench/generate.ts), on a copy of it: the server
// runs with BACKUP_DIR and a schedule whose last success is "now" (nothing due). A request mix — a
// relief vet searching shifts, reading counts, its applications and conversations, a clinic
// listing its shifts and writing a message — runs at a fixed concurrency: --warmup seconds
// discarded, --seconds of floor, then the backup is made due and started through the admin
// panel's Run now, and the mix goes on until it is written. Latencies are split into the floor
// (same run) and the backup's window (from the snapshot's temporary file appearing in the data
// folder to the backup's final name appearing in BACKUP_DIR). Prints the backup's time and size
// and the p50/p99 of both windows, with their ratio, overall and per call.
// Run: bun bench/backup.ts [--data bench/out/national] [--concurrency 8] [--warmup 15]
//      [--seconds 20] [--passphrase] [--binary dist/vetrelief] (from source by default)
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Database } from 'bun:sqlite';
import { freePort, freshDataDir, ROOT, spawnBinary, waitForAnswer } from './lib';

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const source = arg('data') ?? join(import.meta.dir, 'out/national');
const concurrency = Math.min(64, Math.max(1, Number(arg('concurrency') ?? 8)));
const encrypted = process.argv.includes('--passphrase');
const binary = arg('binary');
const warmupSeconds = Math.min(120, Number(arg('warmup') ?? 15));
const floorSeconds = Math.min(120, Number(arg('seconds') ?? 20));
const ADMIN_PASSWORD = 'bench-admin-password';
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

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  BACKUP_EVERY: '30d',
  ADMIN_PASSWORD,
  BACKUP_DIR: backupDir,
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

const samples: { name: string; at: number; ms: number; status: number }[] = [];
let backupStart: number | null = null;
let backupEnd: number | null = null;
let stopping = false;

// The backup's window, seen from outside: its temporary snapshot, then its final name.
const watcher = setInterval(() => {
  const now = performance.now();
  if (backupStart === null && readdirSync(dataDir).some((name) => name.startsWith('.scheduled-backup-'))) backupStart = now;
  if (backupEnd === null && readdirSync(backupDir).some((name) => /^vetrelief-.*\.db(\.age)?$/.test(name))) {
    backupEnd = now;
    backupStart ??= now;
  }
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
await Bun.sleep(warmupSeconds * 1000);
samples.length = 0;
await Bun.sleep(floorSeconds * 1000);
// Due now, and run at once (Run now in the admin panel).
const schedule = new Database(join(dataDir, 'vetrelief.db'));
schedule.exec('PRAGMA busy_timeout = 5000');
schedule.run(SCHEDULE, [JSON.stringify({ lastSuccessAt: 0 })]);
schedule.close();
const adminCookie = (
  await fetch(`${base}/api/admin/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
  })
).headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');
const runNow = fetch(`${base}/api/admin/jobs/scheduled-backup/run`, { method: 'POST', headers: { cookie: adminCookie, origin: base } });
while (backupEnd === null) await Bun.sleep(50);
const ran = await runNow;
if (ran.status !== 200) console.error(`Run now answered ${ran.status} ${await ran.text()}`);
// A moment after, so that the end of the window is measured under the same load.
await Bun.sleep(1000);
stopping = true;
await Promise.all(clients);
clearInterval(watcher);
clearTimeout(kill);
server.kill();
await server.exited;

const [backup] = readdirSync(backupDir).filter((name) => !name.endsWith('.sha256'));
const backupBytes = statSync(join(backupDir, backup!)).size;
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
  `\nbackup ${backup}: ${((backupEnd! - backupStart!) / 1000).toFixed(1)} s (snapshot on a worker thread${encrypted ? ', age-encrypted' : ''}, sha256, copy and read-back), ${(backupBytes / 1024 / 1024).toFixed(0)} MB from a ${(dbBytes / 1024 / 1024).toFixed(0)} MB database`,
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
