// `bun run bench [name…] [-- --seconds N]`: runs the benchmarks, building what each needs first
// (the binary for the ones that load it, the national data set for the search ones). With no
// name it runs them all; `bun run bench --list` prints them.
import { Database } from 'bun:sqlite';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dir, '..');
const NATIONAL = join(import.meta.dir, 'out/national/vetrelief.db');

interface Benchmark {
  name: string;
  file: string;
  what: string;
  needs: ('binary' | 'national' | 'messages' | 'bookings')[];
}

const BENCHMARKS: Benchmark[] = [
  { name: 'foundation', file: 'foundation.ts', what: 'start-up, idle memory, auth/user and login against a bare floor', needs: ['binary'] },
  {
    name: 'e2e-fixed-costs',
    file: 'e2e-fixed-costs.ts',
    what: "a browser-test file's server start and Chromium: seeding against the template copy, a launch against the shared one",
    needs: ['binary'],
  },
  { name: 'search-inprocess', file: 'search-inprocess.ts', what: 'distance search in-process on the national data set', needs: ['national'] },
  { name: 'search-endpoints', file: 'search-endpoints.ts', what: 'search endpoints against the binary beside a bare floor', needs: ['binary', 'national'] },
  {
    name: 'messages',
    file: 'messages.ts',
    what: 'conversations, thread pages, sending and 2,000 live sockets on the national data set',
    needs: ['binary', 'messages'],
  },
  {
    name: 'bookings',
    file: 'bookings.ts',
    what: 'booking-request lists of a busy clinic and vet, and 200 vets applying to one shift while it is accepted',
    needs: ['binary', 'bookings'],
  },
  {
    name: 'durability',
    file: 'durability.ts',
    what: 'sending messages and applying for shifts with SQLITE_SYNCHRONOUS=normal (the floor) and full (the default), alternately',
    needs: ['binary', 'messages', 'bookings'],
  },
  {
    name: 'market',
    file: 'market.ts',
    what: 'market-data aggregates over 2,000,000 shifts, and GET /api/market-data of a clinic and a vet against a bare floor',
    needs: ['binary', 'national'],
  },
  {
    name: 'alerts',
    file: 'alerts.ts',
    what: "a clinic's post matching 2,000 vets: its POST latency and the 2,000 e-mails at a local SMTP server; the digest for 20,000 vets",
    needs: ['binary', 'national'],
  },
  {
    name: 'admin-users',
    file: 'admin-users.ts',
    what: 'the admin users search in-process at 165,000 accounts, before and after the index',
    needs: ['national'],
  },
  {
    name: 'invoice-documents',
    file: 'invoice-documents.ts',
    what: "a vet's tax-year CSV (300 invoices), one invoice PDF and a busy vet's earnings summary, in-process beside their floors",
    needs: [],
  },
  {
    name: 'mixed-load',
    file: 'mixed-load.ts',
    what: '200 clinics and vets acting as people would for 60 s (search, apply, accept, message): p50/p95/p99 per call, errors, the floor',
    needs: ['binary'],
  },
  {
    name: 'probe-guards',
    file: 'probe-guards.ts',
    what: 'every guarded route, every refused caller, sent invalid bodies and paths: how many answer 400 before 401/403',
    needs: [],
  },
  {
    name: 'probe-limits',
    file: 'probe-limits.ts',
    what: 'the limits against the binary: a 300-message burst, 30 a minute, 11 sockets of one user, 2 MB bodies, guesses via an appending proxy',
    needs: ['binary'],
  },
  {
    name: 'lighthouse-all',
    file: 'lighthouse-all.ts',
    what: 'Lighthouse (mobile, median of 3) on the public and signed-in pages, axe on every page for every role at phone and desktop sizes',
    needs: ['binary'],
  },
  {
    name: 'first-paint-scripts',
    file: 'first-paint-scripts.ts',
    what: "the scripts a signed-in page's first paint loads: files, brotli bytes, request rounds and the libraries among them",
    needs: ['binary'],
  },
  {
    name: 'signed-in-render',
    file: 'signed-in-render.ts',
    what: 'GET /dashboard rendered per request for its caller: req/s and p99 beside GET /api/config on the same server',
    needs: ['binary'],
  },
  {
    name: 'precache-size',
    file: 'precache-size.ts',
    what: "the service worker's precache (files, brotli bytes as sent) beside a signed-in page's first load",
    needs: ['binary'],
  },
];

const args = process.argv.slice(2);
const passThrough = args.filter((arg, i) => arg.startsWith('--') || args[i - 1]?.startsWith('--'));
const names = args.filter((arg) => !passThrough.includes(arg));

if (args.includes('--list')) {
  for (const benchmark of BENCHMARKS) console.log(`${benchmark.name.padEnd(18)} ${benchmark.what}`);
  process.exit(0);
}
const unknown = names.filter((name) => !BENCHMARKS.some((benchmark) => benchmark.name === name));
if (unknown.length) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${BENCHMARKS.map((b) => b.name).join(', ')}`);
  process.exit(2);
}
const chosen = names.length ? BENCHMARKS.filter((benchmark) => names.includes(benchmark.name)) : BENCHMARKS;

function run(command: string[]): void {
  console.log(`\n$ ${command.join(' ')}`);
  const result = Bun.spawnSync(command, { cwd: root, stdout: 'inherit', stderr: 'inherit' });
  if (result.exitCode !== 0) process.exit(result.exitCode ?? 1);
}

// The binary is always rebuilt: a stale one would measure old code.
if (chosen.some((benchmark) => benchmark.needs.includes('binary'))) run(['bun', 'run', 'build']);
const needsData = (kind: 'national' | 'messages' | 'bookings') => chosen.some((benchmark) => benchmark.needs.includes(kind));
if ((needsData('national') || needsData('messages') || needsData('bookings')) && !existsSync(NATIONAL)) run(['bun', 'bench/generate.ts']);
// Messages are added to the national set once; generate-messages.ts replaces them when rerun.
if (needsData('messages') && new Database(NATIONAL, { readonly: true }).query('SELECT 1 FROM messages LIMIT 1').get() === null) {
  run(['bun', 'bench/generate-messages.ts']);
}
// Applications and summaries likewise, once.
if (needsData('bookings') && new Database(NATIONAL, { readonly: true }).query('SELECT 1 FROM booking_requests LIMIT 1').get() === null) {
  run(['bun', 'bench/generate-bookings.ts']);
}
for (const benchmark of chosen) run(['bun', join('bench', benchmark.file), ...passThrough.filter((arg) => arg !== '--list')]);
