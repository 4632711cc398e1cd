// What first look costs distance search: the search scenarios run in-process as the bench vet,
// first with no shift in a first look (the floor: search skips the check), then with 10% of the
// open shifts in one and 50 clinics around Denver favouriting the vet (one favourites read per
// search and a per-entry check). Bounded: 500 searches per scenario and phase, nothing on the network.
// It rewrites the data set's first looks and favourites: run it on a copy.
// Run: bun bench/first-look-search.ts --data /tmp/fl-bench
import { join } from 'node:path';
import { HOUR_MS } from '../src/shared/time';
import { shiftSearchQuerySchema } from '../src/shared/search';
import { searchShifts } from '../src/server/search/shift-search';
import { warmSearchIndexes } from '../src/server/search/warm-search';
import { DENVER, openDatabase, SCENARIOS } from './search-queries';

const dataDir = process.argv[process.argv.indexOf('--data') + 1];
if (!process.argv.includes('--data') || !dataDir) throw new Error('--data <a copy of a generated data set> is required');
const db = openDatabase(join(dataDir, 'vetrelief.db'));
const ITERATIONS = 500;
const now = Date.now();
const vetId = db.$client.query<{ id: number }, []>("SELECT id FROM users WHERE email = 'bench-vet@example.com'").get()!.id;
const shiftScenarios = SCENARIOS.filter((scenario) => scenario.path.startsWith('/api/search-shifts'));

function run(label: string): Map<string, number> {
  warmSearchIndexes(db, now);
  const p99s = new Map<string, number>();
  for (const scenario of shiftScenarios) {
    const query = shiftSearchQuerySchema.parse(Object.fromEntries(new URL(scenario.path, 'http://localhost').searchParams));
    for (let i = 0; i < 50; i++) searchShifts(db, DENVER, query, now, vetId);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < ITERATIONS; i++) {
      const started = performance.now();
      total = searchShifts(db, DENVER, query, now, vetId).total;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.floor(q * (times.length - 1))]!;
    p99s.set(scenario.name, at(0.99));
    console.log(`| ${label} | ${scenario.name} | ${at(0.5).toFixed(2)} | ${at(0.9).toFixed(2)} | ${at(0.99).toFixed(2)} | ${total} |`);
  }
  return p99s;
}

db.$client.run('DELETE FROM favourites');
db.$client.run('UPDATE shifts SET first_look_until = NULL WHERE first_look_until IS NOT NULL');
console.log('| phase | scenario | p50 ms | p90 ms | p99 ms | total |\n|---|---|---|---|---|---|');
const floor = run('no first look (floor)');

// 10% of the open shifts in a first look; the 50 clinics nearest Denver favourite the vet.
db.$client.run("UPDATE shifts SET first_look_until = ? WHERE status = 'open' AND id % 10 = 0", [now + 24 * HOUR_MS]);
db.$client.run(
  `INSERT OR IGNORE INTO favourites (owner_id, target_id)
   SELECT user_id, ? FROM clinic_profiles WHERE latitude IS NOT NULL
   ORDER BY (latitude - ?) * (latitude - ?) + (longitude - ?) * (longitude - ?) LIMIT 50`,
  [vetId, DENVER.latitude, DENVER.latitude, DENVER.longitude, DENVER.longitude],
);
const screened = run('10% in first look');

console.log('\n| scenario | p99 ratio (first look / floor) |\n|---|---|');
for (const [name, p99] of screened) console.log(`| ${name} | ${(p99 / floor.get(name)!).toFixed(2)} |`);
