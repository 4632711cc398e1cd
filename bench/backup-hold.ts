// The server thread's share of a scheduled backup, in process: the job runs on a copy of the
// national data set (bench/generate.ts) in a file, as the server's database is, to a folder or
// to s3rver (in a process of its own), while a 1 ms timer measures the longest this thread went
// without a turn — the longest a request arriving then would have waited for the backup — and
// the main thread's CPU is set against the whole process's (Linux's /proc). Meanwhile a row is
// written every 10 ms and waited for until durable (group commit's fdatasync, on the thread
// pool, as a request's write is): how long a write's answer waits, apart from the thread. No
// requests: the request p99 during a backup is bench/backup.ts.
// Run: bun bench/backup-hold.ts [--data bench/out/national] [--target folder|s3] [--passphrase]
import { existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Database } from 'bun:sqlite';
import { runScheduledBackup } from '../src/server/backup/scheduled';
import { testConfig } from '../src/server/config';
import { type AppDeps, consoleLogger } from '../src/server/context';
import { openDatabase } from '../src/server/db/client';
import { whenDurable } from '../src/server/db/group-commit';
import { cpuMs, freshDataDir, startBenchBucket } from './lib';

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const source = arg('data') ?? join(import.meta.dir, 'out/national');
const target = arg('target') ?? 'folder';
const encrypted = process.argv.includes('--passphrase');
if (!existsSync(join(source, 'vetrelief.db'))) {
  console.error(`${source}/vetrelief.db is missing: run bun bench/generate.ts first.`);
  process.exit(2);
}

const dataDir = freshDataDir();
const original = new Database(join(source, 'vetrelief.db'), { readonly: true });
original.run('VACUUM INTO ?', [join(dataDir, 'vetrelief.db')]);
original.close();

const bucket = target === 's3' ? await startBenchBucket() : null;
const s3rver = bucket?.process;
const config = testConfig({
  BACKUP_EVERY: 30 * 24 * 3_600_000,
  ...(bucket ? bucket.settings : { BACKUP_DIR: join(dataDir, 'backups') }),
  ...(encrypted && { BACKUP_PASSPHRASE: 'bench passphrase, long enough' }),
});
const db = openDatabase(join(dataDir, 'vetrelief.db'));
// What the job uses of the server's dependencies.
const deps = { config, db, clock: Date.now, log: consoleLogger(true) } as unknown as AppDeps;

let longestHoldMs = 0;
let lastTick = performance.now();
const ticker = setInterval(() => {
  const now = performance.now();
  longestHoldMs = Math.max(longestHoldMs, now - lastTick);
  lastTick = now;
}, 1);
const [mainBefore, processBefore, started] = [cpuMs(process.pid, process.pid), process.cpuUsage(), performance.now()];
db.$client.run('CREATE TABLE bench_writes (at REAL)');
const writeMs: number[] = [];
let writing = true;
const writer = (async () => {
  while (writing) {
    const at = performance.now();
    db.$client.run('INSERT INTO bench_writes (at) VALUES (?)', [at]);
    await whenDurable(db);
    writeMs.push(performance.now() - at);
    await Bun.sleep(10);
  }
})();
const summary = await runScheduledBackup(deps);
writing = false;
await writer;
const wallMs = performance.now() - started;
const mainMs = cpuMs(process.pid, process.pid) - mainBefore;
const { user, system } = process.cpuUsage(processBefore);
clearInterval(ticker);
db.$client.close();
s3rver?.stdin.end();
await s3rver?.exited;
rmSync(dataDir, { recursive: true, force: true });

console.log(`backup to ${target}${encrypted ? ', age-encrypted' : ''}: ${JSON.stringify(summary)}`);
console.log(
  '| backup | took | CPU, all threads | CPU, server thread | server thread held at most | durable writes: max, over 50 ms | load |\n|---|---|---|---|---|---|---|',
);
console.log(
  `| ${((summary?.bytes ?? 0) / 1024 / 1024).toFixed(0)} MB, ${target}${encrypted ? ' + age' : ''} | ${(wallMs / 1000).toFixed(1)} s | ${((user + system) / 1000).toFixed(0)} ms | ${mainMs} ms | ${longestHoldMs.toFixed(1)} ms | ${Math.max(...writeMs).toFixed(0)} ms, ${writeMs.filter((ms) => ms > 50).length} of ${writeMs.length} | ${loadavg()[0]!.toFixed(1)} |`,
);
