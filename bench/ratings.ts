// Ratings at national scale (run bench/generate.ts, then bench/generate-ratings.ts): the clinics'
// vet search sorted by rating against the same search sorted by distance — the floor, measured in
// the same run, interleaved — in-process, p50/p99 over 5,000 runs each, with a vet's track record
// written every 25 runs (as ratings become visible in production: the index follows the change
// log, and the run after a write pays for it, alternately a distance and a rating search); and
// the card figures' reads (a profile's and an application card's track record): their query plans
// must look the record up by its key, never scan hours or ratings.
// Run: bun bench/ratings.ts [--data bench/out/national]
import { join } from 'node:path';
import { vetSearchQuerySchema } from '../src/shared/search';
import { openDatabase } from '../src/server/db/client';
import { trackRecordOfUser } from '../src/server/ratings/track-records';
import { searchVets } from '../src/server/search/vet-search';
import { warmSearchIndexes } from '../src/server/search/warm-search';
import { DENVER } from './search-queries';

const dataDir = process.argv.includes('--data') ? process.argv[process.argv.indexOf('--data') + 1]! : join(import.meta.dir, 'out/national');
const db = openDatabase(join(dataDir, 'vetrelief.db'));
// Enough runs that each p99 rests on 50 slowest runs, not 20: on a shared machine the tail is mostly the machine's.
const ITERATIONS = 5000;
const now = Date.now();

const started = performance.now();
warmSearchIndexes(db, now);
console.log(`search indexes built in ${(performance.now() - started).toFixed(0)} ms\n`);

const percentile = (times: number[], q: number) => [...times].sort((a, b) => a - b)[Math.floor(q * (times.length - 1))]!;

// A write every WRITE_EVERY runs: a rated vet's record touched (its trigger logs the vet's change).
const WRITE_EVERY = 25;
const ratedVets = db.$client
  .query<{ id: number }, []>(
    'SELECT t.user_id AS id FROM track_records t JOIN vet_profiles v ON v.user_id = t.user_id WHERE t.rating_count >= 3 ORDER BY t.user_id',
  )
  .all()
  .map((row) => row.id);
const touch = db.$client.query('UPDATE track_records SET updated_at = ? WHERE user_id = ?');
let writes = 0;

console.log('| vet search (in-process) | distance p50 / p99 ms | rating p50 / p99 ms | p99 ratio (≤ 1.2) | rated vets on page 1 |\n|---|---|---|---|---|');
for (const radius of [50, 1200]) {
  const queries = {
    distance: vetSearchQuerySchema.parse({ radius: String(radius) }),
    rating: vetSearchQuerySchema.parse({ radius: String(radius), sort: 'rating' }),
  };
  const times = { distance: [] as number[], rating: [] as number[] };
  for (let i = 0; i < 100; i++) for (const sort of ['distance', 'rating'] as const) searchVets(db, DENVER, queries[sort], now);
  let rated = 0;
  for (let i = 0; i < ITERATIONS; i++) {
    if (i % WRITE_EVERY === 0) touch.run(Date.now(), ratedVets[writes++ % ratedVets.length]!);
    // Interleaved, so both see the same machine load; which goes first alternates.
    for (const sort of i % 2 ? (['rating', 'distance'] as const) : (['distance', 'rating'] as const)) {
      const t0 = performance.now();
      const page = searchVets(db, DENVER, queries[sort], now);
      times[sort].push(performance.now() - t0);
      if (sort === 'rating' && i === 0) rated = page.results.filter((vet) => vet.trackRecord.rating).length;
    }
  }
  const [d50, d99, r50, r99] = [
    percentile(times.distance, 0.5),
    percentile(times.distance, 0.99),
    percentile(times.rating, 0.5),
    percentile(times.rating, 0.99),
  ];
  console.log(`| r=${radius} | ${d50.toFixed(3)} / ${d99.toFixed(3)} | ${r50.toFixed(3)} / ${r99.toFixed(3)} | ${(r99 / d99).toFixed(2)} | ${rated} of 50 |`);
}

// The card figures: one primary-key lookup each, whatever the number of hours and ratings.
const sample = db.$client.query<{ id: number }, []>('SELECT user_id AS id FROM track_records ORDER BY rating_count DESC LIMIT 1').get()!.id;
const lookups: number[] = [];
for (let i = 0; i < ITERATIONS; i++) {
  const t0 = performance.now();
  trackRecordOfUser(db, sample);
  lookups.push(performance.now() - t0);
}
const counts = db.$client
  .query<{ hours: number; ratings: number }, []>('SELECT (SELECT count(*) FROM shift_hours) AS hours, (SELECT count(*) FROM shift_ratings) AS ratings')
  .get()!;
console.log(
  `\nprofile track record (busiest person) p99 ${percentile(lookups, 0.99).toFixed(3)} ms over ${counts.hours.toLocaleString()} hours rows, ${counts.ratings.toLocaleString()} ratings`,
);
const plan = (sql: string) =>
  db.$client
    .query<{ detail: string }, []>(`EXPLAIN QUERY PLAN ${sql}`)
    .all()
    .map((row) => row.detail);
const profilePlan = plan('SELECT completed_shifts, rating_count, star_sum FROM track_records WHERE user_id = 1');
const cardPlan = plan(
  'SELECT r.id, (SELECT completed_shifts FROM track_records WHERE user_id = r.vet_id), (SELECT star_sum FROM track_records WHERE user_id = r.vet_id) FROM booking_requests r WHERE r.id = 1',
);
console.log(`profile plan: ${profilePlan.join(' | ')}`);
console.log(`application card plan: ${cardPlan.join(' | ')}`);
const scans = [...profilePlan, ...cardPlan].filter((line) => /SCAN|shift_hours|shift_ratings/.test(line));
console.log(scans.length ? `✗ card figures scan: ${scans.join('; ')}` : '✓ card figures are key lookups on track_records (no scan of hours or ratings)');
