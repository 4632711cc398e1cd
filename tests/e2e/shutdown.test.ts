// SIGTERM (an upgrade, a restart) with a signed-in tab's live socket open: the built binary closes
// the socket with 1012 (Service Restart, which the tab answers by reconnecting) and exits at once,
// where it used to wait on the socket until it was killed.
import { rmSync } from 'node:fs';
import { expect, test } from 'bun:test';
import { SOCKET_SERVER_RESTART } from '../../src/shared/messages';
import { startServer } from './support';

test('a live socket open: SIGTERM closes it with 1012 and the process exits within 2 s', async () => {
  const server = await startServer(['--seed-demo']);
  try {
    const login = await fetch(`${server.url}/api/dev-vet-login`, { method: 'POST', headers: { origin: server.url } });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws`, { headers: { cookie, origin: server.url } } as unknown as string[]);
    // Open once the first frame (the badge counts) arrives.
    await new Promise((resolve, reject) => {
      socket.onmessage = resolve;
      socket.onerror = reject;
    });
    const closed = new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code)));

    const started = performance.now();
    server.process.kill('SIGTERM');
    const exited = await Promise.race([server.process.exited, Bun.sleep(10_000).then(() => 'still running' as const)]);
    const took = performance.now() - started;
    expect(exited).toBe(0);
    expect(took).toBeLessThan(2000);
    expect(await closed).toBe(SOCKET_SERVER_RESTART);
  } finally {
    server.process.kill('SIGKILL');
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}, 90_000);
