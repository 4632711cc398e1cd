// The floor: each search scenario run directly on bun:sqlite, in-process, many times.
// Run: bun bench/search-inprocess.ts [--data bench/out/national]
import { join } from 'node:path';
import { warmSearchIndexes } from '../src/server/search/warm-search';
import { openDatabase, runScenario, SCENARIOS } from './search-queries';

const dataDir = process.argv.includes('--data') ? process.argv[process.argv.indexOf('--data') + 1]! : join(import.meta.dir, 'out/national');
const db = openDatabase(join(dataDir, 'vetrelief.db'));
const ITERATIONS = 2000;

const buildStarted = performance.now();
warmSearchIndexes(db, Date.now());
console.log(`search indexes built from the database in ${(performance.now() - buildStarted).toFixed(0)} ms\n`);

console.log('| scenario (in-process) | p50 ms | p99 ms | results | total |\n|---|---|---|---|---|');
for (const scenario of SCENARIOS) {
  for (let i = 0; i < 100; i++) runScenario(db, scenario.path, Date.now());
  const times: number[] = [];
  let last: any;
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    last = runScenario(db, scenario.path, Date.now());
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.floor(q * (times.length - 1))]!.toFixed(2);
  console.log(`| ${scenario.name} | ${at(0.5)} | ${at(0.99)} | ${last.results.length} | ${last.totalCapped ? `${last.total}+` : last.total} |`);
}
