// "Favourites only" on the national data set (run bench/generate.ts first): each distance search
// with favourites=1 beside the same search unfiltered — the floor, measured in the same run — in
// process, p50/p99 over 3,000 runs each. Two lists: a relief team of 25 starred nearby (within 100
// miles of Denver), and a full list of 500 (the cap) spread over the country; radius 25, 100 and
// 1200 for both searches. The two run in turn, the order swapped every round (ABBA), so both see
// the same machine; a full collection runs outside the timings every 100 rounds, for both alike,
// so neither is timed paying for garbage the bench left (each still pays for what it allocates).
// The stars are written for the bench vet and clinic and removed at the end, so the data set is
// left as it was. Load average is printed: on a shared machine p99 is mostly the scheduler.
// Run: bun bench/favourites-search.ts [--data bench/out/national] [--iterations 3000]
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { shiftSearchQuerySchema, vetSearchQuerySchema } from '../src/shared/search';
import { openDatabase } from '../src/server/db/client';
import { searchShifts } from '../src/server/search/shift-search';
import { searchVets } from '../src/server/search/vet-search';
import { warmSearchIndexes } from '../src/server/search/warm-search';
import { DENVER } from './search-queries';

const arg = (name: string, fallback: string) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1]! : fallback);
const dataDir = arg('data', join(import.meta.dir, 'out/national'));
const ITERATIONS = Number(arg('iterations', '3000'));
const GC_EVERY = 100;
const db = openDatabase(join(dataDir, 'vetrelief.db'));
const sqlite = db.$client;
const now = Date.now();

const idOf = (email: string) => sqlite.query<{ id: number }, [string]>('SELECT id FROM users WHERE email = ?').get(email)!.id;
const vetId = idOf('bench-vet@example.com');
const clinicId = idOf('bench-clinic@example.com');

// Near Denver: a bounding box of about 100 miles. Everywhere: every clinic or vet with a profile.
const NEAR = `latitude BETWEEN ${DENVER.latitude - 1.45} AND ${DENVER.latitude + 1.45} AND longitude BETWEEN ${DENVER.longitude - 1.9} AND ${DENVER.longitude + 1.9}`;
const sample = (table: string, where: string, count: number, except: number) =>
  sqlite
    .query<{ id: number }, []>(
      `SELECT user_id AS id FROM ${table} WHERE ${where} AND user_id != ${except} ORDER BY (user_id * 2654435761) % 4294967296 LIMIT ${count}`,
    )
    .all()
    .map((row) => row.id);
const LISTS = {
  '25 nearby': { clinics: sample('clinic_profiles', NEAR, 25, clinicId), vets: sample('vet_profiles', NEAR, 25, vetId) },
  '500 nationwide': {
    clinics: sample('clinic_profiles', 'latitude IS NOT NULL', 500, clinicId),
    vets: sample('vet_profiles', 'latitude IS NOT NULL', 500, vetId),
  },
};

function star(list: { clinics: number[]; vets: number[] }): void {
  sqlite.transaction(() => {
    unstarAll();
    const insert = sqlite.query('INSERT INTO favourites (owner_id, target_id, created_at) VALUES (?, ?, ?)');
    for (const id of list.clinics) insert.run(vetId, id, now);
    for (const id of list.vets) insert.run(clinicId, id, now);
  })();
}
function unstarAll(): void {
  sqlite.query('DELETE FROM favourites WHERE owner_id IN (?, ?)').run(vetId, clinicId);
}

const SCENARIOS = (['shifts', 'vets'] as const).flatMap((search) =>
  [25, 100, 1200].map((radius) => ({ name: `${search === 'shifts' ? 'search-shifts' : 'nearby-vets'} r=${radius}`, search, radius })),
);

function runner(scenario: (typeof SCENARIOS)[number], favourites: boolean): () => { results: unknown[]; total: number } {
  const params = { radius: String(scenario.radius), ...(favourites && { favourites: '1' }) };
  if (scenario.search === 'shifts') {
    const query = shiftSearchQuerySchema.parse(params);
    return () => searchShifts(db, DENVER, query, now, vetId);
  }
  const query = vetSearchQuerySchema.parse(params);
  return () => searchVets(db, { ...DENVER, userId: clinicId }, query, now);
}

const percentile = (times: number[], q: number) => [...times].sort((a, b) => a - b)[Math.floor(q * (times.length - 1))]!;

const load = () =>
  loadavg()
    .map((average) => average.toFixed(1))
    .join(' ');
const started = performance.now();
warmSearchIndexes(db, now);
console.log(`search indexes built in ${(performance.now() - started).toFixed(0)} ms; ${ITERATIONS} runs of each search; load average ${load()}\n`);
console.log(
  '| favourites | scenario (in-process) | unfiltered p50 / p99 ms | favourites only p50 / p99 ms | p99 ratio (≤ 1.2) | favourites found |\n|---|---|---|---|---|---|',
);
try {
  for (const [listName, list] of Object.entries(LISTS)) {
    star(list);
    for (const scenario of SCENARIOS) {
      const runs = { floor: runner(scenario, false), favourites: runner(scenario, true) };
      const times = { floor: [] as number[], favourites: [] as number[] };
      for (let i = 0; i < 100; i++) for (const run of Object.values(runs)) run();
      let found = 0;
      for (let i = 0; i < ITERATIONS; i++) {
        if (i % GC_EVERY === 0) Bun.gc(true);
        for (const kind of i % 2 ? (['favourites', 'floor'] as const) : (['floor', 'favourites'] as const)) {
          const t0 = performance.now();
          const page = runs[kind]();
          times[kind].push(performance.now() - t0);
          if (kind === 'favourites') found = page.total;
        }
      }
      const [f50, f99, s50, s99] = [
        percentile(times.floor, 0.5),
        percentile(times.floor, 0.99),
        percentile(times.favourites, 0.5),
        percentile(times.favourites, 0.99),
      ];
      console.log(
        `| ${listName} | ${scenario.name} | ${f50.toFixed(3)} / ${f99.toFixed(3)} | ${s50.toFixed(3)} / ${s99.toFixed(3)} | ${(s99 / f99).toFixed(2)} | ${found} |`,
      );
    }
  }
  console.log(`\nload average at the end ${load()}`);
} finally {
  unstarAll();
}
