// TRUST_PROXY as a hop count: the client is the address the outermost trusted proxy appended to
// X-Forwarded-For. Unit cases on the chain, then a real appending proxy in front of a served app:
// a script rotating its own X-Forwarded-For does not escape the sign-in limits.
import { afterEach, describe, expect, test } from 'bun:test';
import type { Server } from 'bun';
import { createTestApp, type TestApp } from '../testing/harness';
import { signedUp } from '../testing/fixtures';
import { clientIp } from './client-ip';

/** A request as it reaches the app from `socket`, with X-Forwarded-For when given. */
function arriving(socket: string, forwarded?: string) {
  const request = new Request('http://localhost/', { headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } });
  const server = { requestIP: () => ({ address: socket, family: 'IPv4', port: 1 }) } as unknown as Server<unknown>;
  return [request, server] as const;
}

describe('clientIp', () => {
  test.each([
    [0, '10.0.0.9', '198.51.100.1, 203.0.113.7', '10.0.0.9'],
    [1, '10.0.0.9', '203.0.113.7', '203.0.113.7'],
    [1, '10.0.0.9', '198.51.100.1, 203.0.113.7', '203.0.113.7'],
    [1, '10.0.0.9', ' 198.51.100.1 ,203.0.113.7 , ', '203.0.113.7'],
    [2, '10.0.0.9', '198.51.100.1, 203.0.113.7, 10.0.0.5', '203.0.113.7'],
    [3, '10.0.0.9', '203.0.113.7, 10.0.0.5', '203.0.113.7'],
    [1, '10.0.0.9', undefined, '10.0.0.9'],
    [1, '10.0.0.9', '', '10.0.0.9'],
  ])('TRUST_PROXY=%p, socket %s, X-Forwarded-For %p → %s', (hops, socket, forwarded, client) => {
    expect(clientIp(...arriving(socket, forwarded), hops)).toBe(client);
  });

  test('without a server (app.handle in tests) the socket address is "local"', () => {
    expect(clientIp(new Request('http://localhost/', { headers: { 'x-forwarded-for': '203.0.113.7' } }), null, 0)).toBe('local');
  });
});

describe('behind a real proxy that appends to X-Forwarded-For (TRUST_PROXY=1)', () => {
  let t: TestApp;
  let proxy: Server<unknown>;

  afterEach(async () => {
    proxy.stop(true);
    await t.app.stop(true);
  });

  /** A Bun.serve on 127.0.0.1 passing every request on to `target`, appending the caller's socket address, as nginx's $proxy_add_x_forwarded_for does. */
  function appendingProxy(target: string): Server<unknown> {
    return Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      async fetch(request, server) {
        const url = new URL(request.url);
        const headers = new Headers(request.headers);
        headers.delete('host');
        const seen = headers.get('x-forwarded-for');
        const caller = server.requestIP(request)!.address;
        headers.set('x-forwarded-for', seen ? `${seen}, ${caller}` : caller);
        const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
        return fetch(`${target}${url.pathname}${url.search}`, { method: request.method, headers, body, redirect: 'manual' });
      },
    });
  }

  test('120 password guesses, each with a new X-Forwarded-For: no more than RATE_LIMIT_PER_EMAIL reach the password, the rest are 429', async () => {
    t = createTestApp({ TRUST_PROXY: 1 });
    await signedUp(t, { email: 'owner@example.com' });
    t.app.listen({ port: 0, hostname: '127.0.0.1' });
    proxy = appendingProxy(`http://127.0.0.1:${t.app.server!.port}`);

    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) {
      const response = await fetch(`http://127.0.0.1:${proxy.port}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${i >> 8}.${i & 255}` },
        body: JSON.stringify({ email: 'owner@example.com', password: `guess-${i}` }),
      });
      statuses.push(response.status);
    }
    const checked = statuses.filter((status) => status === 401).length;
    const refused = statuses.filter((status) => status === 429).length;
    expect(checked).toBe(t.deps.config.RATE_LIMIT_PER_EMAIL);
    expect(refused).toBe(120 - checked);
  });
});
