// Search endpoints on the national data set, against the compiled binary at 32 connections:
// median and p99 latency and requests/s per scenario, beside a bare Bun.serve running the same
// query (the floor). Run: bun bench/generate.ts && bun run build && bun bench/search-endpoints.ts [--seconds 10]
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, load, rssMb, spawnBinary, waitForAnswer } from './lib';
import { SCENARIOS } from './search-queries';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10;
const source = join(import.meta.dir, 'out/national');
// A copy, so the generated set stays pristine for the next run.
const dataDir = mkdtempSync(join(tmpdir(), 'vetrelief-national-'));
cpSync(source, dataDir, { recursive: true });

const port = await freePort();
const server = spawnBinary(port, dataDir, { RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_EMAIL: '100000' });
const base = `http://127.0.0.1:${port}`;
await waitForAnswer(`${base}/api/config`, performance.now());

async function sessionOf(email: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password' }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}
const cookies = { vet: await sessionOf('bench-vet@example.com'), clinic: await sessionOf('bench-clinic@example.com') };

const floorPort = await freePort();
const floor = Bun.spawn(['bun', join(import.meta.dir, 'search-floor.ts'), dataDir, String(floorPort)], { stdout: 'ignore', stderr: 'inherit' });
await waitForAnswer(`http://127.0.0.1:${floorPort}/`, performance.now()).catch(() => undefined);

console.log('| scenario | endpoint req/s | p50 ms | p99 ms | floor req/s | floor p99 ms | endpoint ÷ floor |\n|---|---|---|---|---|---|---|');
for (const scenario of SCENARIOS) {
  const check = await fetch(base + scenario.path, { headers: { cookie: cookies[scenario.as] } });
  if (!check.ok) throw new Error(`${scenario.path}: ${check.status} ${await check.text()}`);
  const endpoint = await load(base + scenario.path, { connections: 32, seconds, headers: { cookie: cookies[scenario.as] } });
  const bare = await load(`http://127.0.0.1:${floorPort}${scenario.path}`, { connections: 32, seconds });
  const errors = endpoint.non2xx + endpoint.errors ? ` (${endpoint.non2xx} non-2xx)` : '';
  console.log(
    `| ${scenario.name} | ${endpoint.requestsPerSecond}${errors} | ${endpoint.latencyMedianMs} | ${endpoint.latencyP99Ms} | ${bare.requestsPerSecond} | ${bare.latencyP99Ms} | ${(endpoint.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} |`,
  );
}
console.log(`\nserver RSS after the runs: ${rssMb(server.pid).toFixed(0)} MB`);
floor.kill('SIGTERM');
server.kill('SIGTERM');
await Promise.all([floor.exited, server.exited]);
rmSync(dataDir, { recursive: true, force: true });
