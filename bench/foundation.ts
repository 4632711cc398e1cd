// Figures of the foundation issue, measured against the compiled binary on 127.0.0.1:
// binary size, exec → first answered request (first start with migrations, and warm),
// idle RSS, GET /api/auth/user at 64 connections vs a bare Bun.serve floor, login throughput.
// Run: bun run build && bun bench/foundation.ts [--seconds 10]
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { BINARY, freePort, freshDataDir, load, median, rssMb, spawnBinary, waitForAnswer } from './lib';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10;
const STARTS = 15;
const results: Record<string, string | number> = {};

results['binary size (MB)'] = +(Bun.file(BINARY).size / 1024 / 1024).toFixed(1);

// Start-up: a first start (creates the database and applies migrations), then warm starts.
{
  const firstStarts: number[] = [];
  const warmStarts: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    const dataDir = freshDataDir();
    for (const bucket of [firstStarts, warmStarts]) {
      const port = await freePort();
      const started = performance.now();
      const child = spawnBinary(port, dataDir);
      bucket.push(await waitForAnswer(`http://127.0.0.1:${port}/api/config`, started));
      child.kill('SIGTERM');
      await child.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  results['first start → first answer, median (ms)'] = +median(firstStarts).toFixed(1);
  results['warm start → first answer, median (ms)'] = +median(warmStarts).toFixed(1);
}

const dataDir = freshDataDir();
// First start: creates the database and loads the ZIP gazetteer (a second after start-up).
{
  const port = await freePort();
  const first = spawnBinary(port, dataDir);
  await waitForAnswer(`http://127.0.0.1:${port}/api/config`, performance.now());
  await Bun.sleep(4000);
  results['idle RSS, first start after the gazetteer load (MB)'] = +rssMb(first.pid).toFixed(1);
  first.kill('SIGTERM');
  await first.exited;
}
const port = await freePort();
const server = spawnBinary(port, dataDir, { RATE_LIMIT_PER_IP: '100000000', RATE_LIMIT_PER_EMAIL: '100000000' });
const base = `http://127.0.0.1:${port}`;
await waitForAnswer(`${base}/api/config`, performance.now());
await Bun.sleep(2000);
results['idle RSS, warm start (MB)'] = +rssMb(server.pid).toFixed(1);

const register = await fetch(`${base}/api/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password', firstName: 'Bench', lastName: 'Mark', userType: 'clinic' }),
});
const cookie = register.headers.get('set-cookie')!.split(';')[0]!;
const userJson = JSON.stringify(await (await fetch(`${base}/api/auth/user`, { headers: { cookie } })).json());

const authUser = await load(`${base}/api/auth/user`, { connections: 64, seconds, headers: { cookie } });
results['GET /api/auth/user req/s (64 conn)'] = authUser.requestsPerSecond;
results['GET /api/auth/user p50 / p99 (ms)'] = `${authUser.latencyMedianMs} / ${authUser.latencyP99Ms}`;
results['RSS after load (MB)'] = +rssMb(server.pid).toFixed(1);

const login = await load(`${base}/api/login`, {
  connections: 8,
  seconds,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
});
results['POST /api/login req/s (8 conn, argon2id)'] = login.requestsPerSecond;
results['POST /api/login p50 / p99 (ms)'] = `${login.latencyMedianMs} / ${login.latencyP99Ms}`;
server.kill('SIGTERM');
await server.exited;
rmSync(dataDir, { recursive: true, force: true });

const floorPort = await freePort();
const floor = Bun.spawn(['bun', join(import.meta.dir, 'floor-server.ts'), String(floorPort), userJson], { stdout: 'ignore', stderr: 'inherit' });
await waitForAnswer(`http://127.0.0.1:${floorPort}/`, performance.now());
const floorLoad = await load(`http://127.0.0.1:${floorPort}/`, { connections: 64, seconds });
floor.kill('SIGTERM');
await floor.exited;
results['bare Bun.serve floor req/s (64 conn)'] = floorLoad.requestsPerSecond;
results['auth/user ÷ floor'] = +(authUser.requestsPerSecond / floorLoad.requestsPerSecond).toFixed(2);
if (authUser.non2xx || authUser.errors) results['auth/user non-2xx / errors'] = `${authUser.non2xx} / ${authUser.errors}`;

console.log('| figure | value |\n|---|---|');
for (const [name, value] of Object.entries(results)) console.log(`| ${name} | ${value} |`);
