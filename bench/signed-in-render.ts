// What rendering signed-in pages on the server costs the server: GET /dashboard (rendered per
// request for its caller) as the demo clinic and the demo vet, req/s and p99, beside
// GET /api/config (a fixed JSON answer) on the same server in the same run as the floor. With
// --before an older build is measured the same way right after, so the change is one run's figures.
// Bounded: --seconds per measurement (default 5), --connections (default 16), 127.0.0.1 only.
// Run: bun run build && bun bench/signed-in-render.ts [--seconds 5] [--before path/to/older/vetrelief]
import { rmSync } from 'node:fs';
import { BINARY, freePort, freshDataDir, load, type LoadResult, spawnBinary, waitForAnswer } from './lib';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const SECONDS = Math.min(Number(option('--seconds')) || 5, 30);
const CONNECTIONS = Math.min(Number(option('--connections')) || 16, 64);
const BEFORE = option('--before');

interface Measured {
  build: string;
  what: string;
  result: LoadResult;
  /** Bytes of the page's `#root` (0: not rendered). */
  rootBytes?: number;
}

async function measure(build: string, binary: string): Promise<Measured[]> {
  const dataDir = freshDataDir();
  const port = await freePort();
  const server = spawnBinary(port, dataDir, { RATE_LIMIT_PER_IP: '100000000' }, ['--seed-demo'], binary);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForAnswer(`${base}/api/config`, performance.now(), 30_000);
    const rows: Measured[] = [];
    const config = await load(`${base}/api/config`, { connections: CONNECTIONS, seconds: SECONDS, headers: { 'accept-encoding': 'br' } });
    rows.push({ build, what: 'GET /api/config (floor)', result: config });
    for (const role of ['clinic', 'vet'] as const) {
      const login = await fetch(`${base}/api/dev-${role}-login`, { method: 'POST', headers: { origin: base } });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const page = await load(`${base}/dashboard`, { connections: CONNECTIONS, seconds: SECONDS, headers: { cookie, 'accept-encoding': 'br' } });
      // What the page carried once warm (right after start the pages' code may still be loading).
      const html = await (await fetch(`${base}/dashboard`, { headers: { cookie } })).text();
      const rootBytes = html.match(/<div id="root"[^>]*>(.*)<\/div>/s)?.[1]?.length ?? 0;
      rows.push({ build, what: `GET /dashboard as the demo ${role}`, result: page, rootBytes });
    }
    return rows;
  } finally {
    server.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [...(await measure('current', BINARY)), ...(BEFORE ? await measure('before', BEFORE) : [])];
console.log(`${SECONDS} s per row, ${CONNECTIONS} connections, brotli accepted`);
console.log('| build | request | req/s | p50 ms | p99 ms | non-2xx | ratio to floor (req/s) | root |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  const floor = rows.find((other) => other.build === row.build && other.what.includes('floor'))!;
  const { requestsPerSecond, latencyMedianMs, latencyP99Ms, non2xx } = row.result;
  const ratio = (requestsPerSecond / floor.result.requestsPerSecond).toFixed(3);
  const root = row.rootBytes === undefined ? '' : row.rootBytes ? `${(row.rootBytes / 1024).toFixed(1)} KB` : 'empty';
  console.log(`| ${row.build} | ${row.what} | ${requestsPerSecond} | ${latencyMedianMs} | ${latencyP99Ms} | ${non2xx} | ${ratio} | ${root} |`);
}
