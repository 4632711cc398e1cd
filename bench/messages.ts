// Messages on the national data set (bench/generate.ts, then bench/generate-messages.ts), against
// the compiled binary: the busy clinic's conversation list, a 50-message page of its longest
// thread (newest and deep), and sending, at 32 connections, each right after a bare Bun.serve
// answering the same bytes (the floor) is loaded the same way; then 2,000 live sockets, each a different vet, and the time from a
// send until its recipient's socket has the message, while the others idle; RSS before/after.
// Run: bun run build && bun bench/messages.ts [--seconds 10] [--sockets 2000] [--sends 300] [--binary PATH]
// (--binary: a copy of dist/vetrelief, so another build cannot replace it during the run)
import { Database } from 'bun:sqlite';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cookieValue, SESSION_COOKIE } from '../src/server/auth/sessions';
import { BINARY, cpuMs, freePort, load, rssMb, spawnBinary, waitForAnswer } from './lib';

const option = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const seconds = option('seconds', 10);
const SOCKETS = option('sockets', 2000);
const SENDS = option('sends', 300);
const binaryIndex = process.argv.indexOf('--binary');
const binary = binaryIndex > 0 ? process.argv[binaryIndex + 1]! : BINARY;
const SECRET = 'bench-session-secret-bench-session-secret';
const BUSY_CLINIC = 1;

// A copy, so the generated set stays pristine for the next run.
const source = join(import.meta.dir, 'out/national');
const dataDir = mkdtempSync(join(tmpdir(), 'vetrelief-messages-'));
cpSync(source, dataDir, { recursive: true });

// Sessions minted straight into the copy: the clinic and one vet per socket (signing in 2,000
// accounts through argon2id would take minutes and measure nothing of interest here).
const db = new Database(join(dataDir, 'vetrelief.db'));
const messages = db.query<{ n: number }, []>('SELECT count(*) AS n FROM messages').get()!.n;
if (messages === 0) throw new Error('No messages: run bun bench/generate-messages.ts first');
const longest = db
  .query<{ partner: number; n: number }, [number]>(
    "SELECT partner_id AS partner, (SELECT count(*) FROM messages m WHERE m.thread_id = (CASE WHEN c.user_id < c.partner_id THEN c.user_id || ':' || c.partner_id ELSE c.partner_id || ':' || c.user_id END)) AS n FROM conversations c WHERE user_id = ? ORDER BY n DESC LIMIT 1",
  )
  .get(BUSY_CLINIC)!;
const vetIds = db
  .query<{ id: number }, [number]>('SELECT user_id AS id FROM vet_profiles ORDER BY user_id LIMIT ?')
  .all(SOCKETS)
  .map((row) => row.id);
const insertSession = db.prepare('INSERT INTO sessions (sid, sess, expire, user_id) VALUES (?, ?, ?, ?)');
const cookieOf = new Map<number, string>();
db.transaction(() => {
  for (const userId of [BUSY_CLINIC, ...vetIds]) {
    const sid = `bench-${userId}-${crypto.randomUUID()}`;
    insertSession.run(sid, JSON.stringify({ userId }), Date.now() + 7 * 86_400_000, userId);
    cookieOf.set(userId, `${SESSION_COOKIE}=${cookieValue(sid, SECRET)}`);
  }
})();
db.close();

const port = await freePort();
// The senders' budgets lifted: this measures how fast a send is, not the limit (bench/probe-limits.ts does).
const LIMITS_OFF = { MESSAGE_BURST: '100000000', MESSAGES_PER_HOUR: '100000000', NEW_CONVERSATIONS_PER_DAY: '100000000' };
const server = spawnBinary(
  port,
  dataDir,
  { SESSION_SECRET: SECRET, RATE_LIMIT_PER_IP: '100000000', RATE_LIMIT_PER_EMAIL: '100000000', ...LIMITS_OFF },
  [],
  binary,
);
const base = `http://127.0.0.1:${port}`;
await waitForAnswer(`${base}/api/config`, performance.now(), 60_000);
const clinic = cookieOf.get(BUSY_CLINIC)!;
const get = async (path: string) => {
  const response = await fetch(base + path, { headers: { cookie: clinic } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.text();
};

const conversationsBody = await get('/api/conversations');
const newestPage = JSON.parse(await get(`/api/messages/${longest.partner}?limit=50`)) as { id: number }[];
const deepCursor = newestPage[0]!.id - Math.floor(longest.n / 2);
const pagePath = `/api/messages/${longest.partner}?limit=50`;
const deepPath = `/api/messages/${longest.partner}?limit=50&before=${deepCursor}`;
const pageBody = await get(pagePath);

const floorPort = await freePort();
const floor = Bun.spawn(['bun', join(import.meta.dir, 'floor-server.ts'), String(floorPort), pageBody], { stdout: 'ignore', stderr: 'inherit' });
await waitForAnswer(`http://127.0.0.1:${floorPort}/`, performance.now());

const busyConversations = new Database(join(dataDir, 'vetrelief.db'), { readonly: true })
  .query<{ n: number }, [number]>('SELECT count(*) AS n FROM conversations WHERE user_id = ?')
  .get(BUSY_CLINIC)!.n;
console.log(
  `${messages.toLocaleString()} messages; the busy clinic has ${busyConversations} conversations (a page shows ${JSON.parse(conversationsBody).length}), its longest thread ${longest.n} messages\n`,
);
// The floor is loaded right before each call, so a row compares two runs under the same load
// from whatever else shares the machine (the load generator takes one of the 2 cores). The CPU
// time each server spent per answer is the figure that other load on the machine moves least.
console.log(
  '| call (32 connections) | req/s | p50 ms | p99 ms | server CPU µs/req | floor req/s | floor p99 ms | floor CPU µs/req | ÷ floor |\n|---|---|---|---|---|---|---|---|---|',
);
const cpuPerRequest = async (pid: number, run: () => ReturnType<typeof load>) => {
  const before = cpuMs(pid);
  const result = await run();
  return { result, cpuUs: Math.round(((cpuMs(pid) - before) * 1000) / Math.max(1, result.requests)) };
};
const row = async (name: string, url: string, options: Omit<Parameters<typeof load>[1], 'connections' | 'seconds'> = {}) => {
  const floorRun = await cpuPerRequest(floor.pid, () => load(`http://127.0.0.1:${floorPort}/`, { connections: 32, seconds }));
  const run = await cpuPerRequest(server.pid, () => load(url, { connections: 32, seconds, headers: { cookie: clinic }, ...options }));
  const { result } = run;
  const floorLoad = floorRun.result;
  const bad = result.non2xx + result.errors ? ` (${result.non2xx} non-2xx, ${result.errors} errors)` : '';
  console.log(
    `| ${name} | ${result.requestsPerSecond}${bad} | ${result.latencyMedianMs} | ${result.latencyP99Ms} | ${run.cpuUs} | ${floorLoad.requestsPerSecond} | ${floorLoad.latencyP99Ms} | ${floorRun.cpuUs} | ${(result.requestsPerSecond / floorLoad.requestsPerSecond).toFixed(2)} |`,
  );
};
await row('GET /api/conversations (first page, 50)', `${base}/api/conversations`);
await row('GET thread, newest 50', base + pagePath);
await row('GET thread, 50 before the middle', base + deepPath);
await row('POST /api/messages', `${base}/api/messages`, {
  method: 'POST',
  headers: { cookie: clinic, 'content-type': 'application/json' },
  body: JSON.stringify({ toUserId: vetIds[1], content: 'Are you free on Saturday, 8 AM to 6 PM?' }),
});
console.log(`\n(floor: a bare Bun.serve answering the same ${pageBody.length.toLocaleString()}-byte page)`);
floor.kill('SIGTERM');

// Live sockets: one per vet, all idle but the one a message is sent to.
const idleRss = rssMb(server.pid);
const wsUrl = `ws://127.0.0.1:${port}/api/ws`;
const waiting = new Map<string, () => void>();
const sockets: WebSocket[] = [];
await Promise.all(
  vetIds.map(
    (vetId) =>
      new Promise<void>((resolve, reject) => {
        const socket = new WebSocket(wsUrl, { headers: { cookie: cookieOf.get(vetId)!, origin: base } } as unknown as string[]);
        sockets.push(socket);
        socket.onmessage = (event) => {
          const frame = JSON.parse(String(event.data)) as { type: string; message?: { content: string } };
          if (frame.type === 'counts') resolve();
          if (frame.type === 'message') waiting.get(frame.message!.content)?.();
        };
        socket.onerror = () => reject(new Error(`socket of ${vetId} failed`));
      }),
  ),
);
await Bun.sleep(1000);
const openRss = rssMb(server.pid);

const latencies: number[] = [];
for (let i = 0; i < SENDS; i++) {
  const to = vetIds[(i * 7919) % vetIds.length]!;
  const content = `Fan-out check ${i}: are you free on Saturday?`;
  const delivered = new Promise<void>((resolve) => waiting.set(content, resolve));
  const started = performance.now();
  const response = await fetch(`${base}/api/messages`, {
    method: 'POST',
    headers: { cookie: clinic, 'content-type': 'application/json' },
    body: JSON.stringify({ toUserId: to, content }),
  });
  if (response.status !== 201) throw new Error(`send ${i}: ${response.status} ${await response.text()}`);
  await delivered;
  latencies.push(performance.now() - started);
  waiting.delete(content);
  await Bun.sleep(10);
}
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
console.log(`\n| live sockets | value |\n|---|---|`);
console.log(`| sockets open (each a different vet) | ${sockets.length} |`);
console.log(`| send → recipient's socket has it, p50 / p99 (ms, ${SENDS} sends) | ${pct(50)} / ${pct(99)} |`);
console.log(
  `| server RSS before / with the sockets open (MB) | ${idleRss.toFixed(0)} / ${openRss.toFixed(0)} (${(((openRss - idleRss) * 1024) / sockets.length).toFixed(1)} KB a socket) |`,
);

for (const socket of sockets) socket.close();
server.kill('SIGTERM');
await server.exited;
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
