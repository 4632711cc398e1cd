// The limits, probed against the compiled binary on 127.0.0.1 (seeded demo market): a 300-message
// burst from one clinic (how many pass), 30 a minute from a vet (all pass), 11 live sockets of one
// user (10 stay, the oldest closed with its code), 2 MB bodies by Content-Length and chunked (the
// app's 413 with its security headers), and 120 password guesses with rotated X-Forwarded-For
// through an appending proxy (TRUST_PROXY=1: refused). Bounded: about 550 requests and
// --pace-seconds (default 60) of pacing. Prints one table.
// Run: bun run build && bun bench/probe-limits.ts [--pace-seconds 60] [--binary PATH]
import type { Server } from 'bun';
import { rmSync } from 'node:fs';
import { DEMO_ACCOUNTS } from '../src/shared/constants';
import { BINARY, freePort, freshDataDir, spawnBinary, waitForAnswer } from './lib';

const option = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const PACE_SECONDS = option('pace-seconds', 60);
const binaryIndex = process.argv.indexOf('--binary');
const binary = binaryIndex > 0 ? process.argv[binaryIndex + 1]! : BINARY;
const TWO_MB = 2 * 1024 * 1024;

const dataDir = freshDataDir();
const port = await freePort();
// Cheap password hashing: the probe counts refusals, not the cost of a check.
const server = spawnBinary(port, dataDir, { TRUST_PROXY: '1', PASSWORD_HASH_MEMORY_KIB: '8', PASSWORD_HASH_TIME_COST: '1' }, ['--seed-demo'], binary);
const base = `http://127.0.0.1:${port}`;
const rows: [string, string, string][] = [];
const row = (probe: string, measured: string, expected: string) => {
  rows.push([probe, measured, expected]);
};

try {
  await waitForAnswer(`${base}/api/config`, performance.now(), 60_000);
  const signIn = async (account: { email: string; password: string }) => {
    const response = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
    if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
    const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
    const { id } = (await response.json()) as { id: number };
    return { cookie, id };
  };
  const clinic = await signIn(DEMO_ACCOUNTS.clinic);
  const vet = await signIn(DEMO_ACCOUNTS.relief_vet);
  const send = (from: { cookie: string }, toUserId: number, content: string) =>
    fetch(`${base}/api/messages`, {
      method: 'POST',
      headers: { cookie: from.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ toUserId, content }),
    });

  // 1. A script's burst: 300 messages, 10 at a time.
  const burstStart = performance.now();
  const statuses: number[] = [];
  let retryAfter: string | null = null;
  for (let i = 0; i < 300; i += 10) {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, j) => send(clinic, vet.id, `burst ${i + j}`)));
    for (const answer of answers) {
      statuses.push(answer.status);
      if (answer.status === 429) retryAfter ??= answer.headers.get('retry-after');
      await answer.arrayBuffer();
    }
  }
  const burstMs = performance.now() - burstStart;
  const accepted = statuses.filter((status) => status === 201).length;
  row(
    `300 messages in ${(burstMs / 1000).toFixed(1)} s from one clinic`,
    `${accepted} accepted, ${statuses.filter((status) => status === 429).length} refused 429 (Retry-After ${retryAfter} s)`,
    'MESSAGE_BURST (40) + one per 2 s elapsed',
  );

  // 2. A busy human pace: 30 at once, then one every 2 s (30 a minute) for the pace window.
  const paced: number[] = [];
  for (let i = 0; i < 30; i++) paced.push((await send(vet, clinic.id, `bunched ${i}`)).status);
  const paceEnd = performance.now() + PACE_SECONDS * 1000;
  for (let i = 0; performance.now() < paceEnd; i++) {
    paced.push((await send(vet, clinic.id, `paced ${i}`)).status);
    await Bun.sleep(2000);
  }
  row(
    `30 at once, then 30 a minute for ${PACE_SECONDS} s, from one vet`,
    `${paced.filter((status) => status === 201).length} of ${paced.length} accepted`,
    'all accepted',
  );

  // 3. Live sockets: 11 of one user.
  const closes: string[] = [];
  const sockets: WebSocket[] = [];
  for (let i = 0; i < 11; i++) {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { cookie: vet.cookie, origin: base } } as unknown as string[]);
    socket.onclose = (event) => closes.push(`#${i + 1} ${event.code} "${event.reason}"`);
    await new Promise<void>((resolve, reject) => {
      socket.onopen = () => resolve();
      socket.onerror = () => reject(new Error(`socket ${i + 1} failed`));
    });
    sockets.push(socket);
  }
  await Bun.sleep(500);
  const open = sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
  row('11 live sockets of one user', `${open} open; closed: ${closes.join(', ') || 'none'}`, '10 open; #1 closed 4002');
  for (const socket of sockets) socket.close();

  // 4. Bodies over 1 MB, declared and chunked.
  const chunked = () => {
    const piece = new Uint8Array(64 * 1024).fill(121);
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= TWO_MB) return controller.close();
        sent += piece.byteLength;
        controller.enqueue(piece);
      },
    });
  };
  for (const path of ['/api/alerts/unsubscribe', '/api/login']) {
    for (const [kind, body] of [
      ['Content-Length', () => 'x'.repeat(TWO_MB)],
      ['chunked', chunked],
    ] as const) {
      const answer = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body() });
      const headers = ['content-security-policy', 'x-content-type-options', 'x-frame-options'].filter((name) => answer.headers.has(name)).length;
      const { code } = (await answer.json().catch(() => ({}))) as { code?: string };
      row(`2 MB body, ${kind}, POST ${path}`, `${answer.status} ${code ?? '(no JSON)'}, ${headers}/3 security headers`, '413 PAYLOAD_TOO_LARGE, 3/3');
    }
  }

  // 5. Password guesses through a proxy that appends the caller's address, each with a new X-Forwarded-For.
  const proxy: Server<unknown> = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request, proxyServer) {
      const headers = new Headers(request.headers);
      headers.delete('host');
      const seen = headers.get('x-forwarded-for');
      const caller = proxyServer.requestIP(request)!.address;
      headers.set('x-forwarded-for', seen ? `${seen}, ${caller}` : caller);
      return fetch(base + new URL(request.url).pathname, { method: request.method, headers, body: await request.arrayBuffer() });
    },
  });
  const guesses: number[] = [];
  for (let i = 0; i < 120; i++) {
    const answer = await fetch(`http://127.0.0.1:${proxy.port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.clinic.email, password: `guess-${i}` }),
    });
    guesses.push(answer.status);
    await answer.arrayBuffer();
  }
  proxy.stop(true);
  row(
    '120 password guesses, rotated X-Forwarded-For, via an appending proxy (TRUST_PROXY=1)',
    `${guesses.filter((status) => status === 401).length} checked, ${guesses.filter((status) => status === 429).length} refused 429`,
    '≤ RATE_LIMIT_PER_EMAIL (10) checked',
  );
} finally {
  server.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('| probe | measured | expected |\n|---|---|---|');
for (const [probe, measured, expected] of rows) console.log(`| ${probe} | ${measured} | ${expected} |`);
