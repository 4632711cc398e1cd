// The live socket against the app on a real port (issue 10): a message reaches its recipient's
// sockets at once, every tab of theirs and the sender's other tabs; 'read' and counts follow;
// sockets without a session or from another site are refused.
import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { type Message, SOCKET_SERVER_RESTART, SOCKET_TOO_MANY, type SocketEvent } from '../../shared/messages';
import { createTestApp, type TestApp, type TestClient } from '../testing/harness';
import { BOULDER, clinicAt, DENVER, idOf, vetAt } from '../testing/marketplace';

let t: TestApp;
let base: string;
let clinic: TestClient;
let vet: TestClient;
let clinicId: number;
let vetId: number;
const opened: WebSocket[] = [];

const cookieOf = (client: TestClient) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** A socket with its frames collected, and a wait for the next frame that matches. */
async function connect(headers: Record<string, string>) {
  const frames: SocketEvent[] = [];
  const waiters: { match: (frame: SocketEvent) => boolean; resolve: (frame: SocketEvent) => void }[] = [];
  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/ws`, { headers } as unknown as string[]);
  opened.push(socket);
  socket.onmessage = (event) => {
    const frame = JSON.parse(String(event.data)) as SocketEvent;
    frames.push(frame);
    for (const waiter of waiters.filter((w) => w.match(frame))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(frame);
    }
  };
  const outcome = await new Promise<'open' | 'refused'>((resolve) => {
    socket.onopen = () => resolve('open');
    socket.onerror = () => resolve('refused');
    socket.onclose = () => resolve('refused');
  });
  return {
    socket,
    outcome,
    frames,
    /** The first frame (already received or to come) matching, within `ms`. */
    next(match: (frame: SocketEvent) => boolean, ms = 1000): Promise<SocketEvent> {
      const seen = frames.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        waiters.push({ match, resolve });
        setTimeout(() => reject(new Error(`no matching frame within ${ms} ms; got ${JSON.stringify(frames)}`)), ms);
      });
    },
  };
}

const asUser = (client: TestClient) => ({ cookie: cookieOf(client), origin: base });
const isMessage = (content: string) => (frame: SocketEvent) => frame.type === 'message' && frame.message.content === content;

async function post(client: TestClient, path: string, body: unknown, method = 'POST') {
  return fetch(`${base}${path}`, { method, headers: { ...asUser(client), 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

beforeEach(async () => {
  t = createTestApp();
  clinic = await clinicAt(t, DENVER, 'Larimer Vets');
  vet = await vetAt(t, BOULDER);
  [clinicId, vetId] = [await idOf(clinic), await idOf(vet)];
  t.app.listen({ port: 0, hostname: '127.0.0.1' });
  base = `http://127.0.0.1:${t.app.server!.port}`;
});

afterEach(async () => {
  for (const socket of opened.splice(0)) socket.close();
  await t.app.stop(true);
});

describe('the live socket', () => {
  test('on connect it sends the badge counts', async () => {
    await clinic.post('/api/messages', { toUserId: vetId, content: 'waiting for you' });
    const socket = await connect(asUser(vet));
    expect(socket.outcome).toBe('open');
    expect(await socket.next((frame) => frame.type === 'counts')).toEqual({ type: 'counts', unreadMessages: 1, pendingBookings: 0 });
  });

  test("a message reaches both of the recipient's tabs within 200 ms, and the sender's other tab", async () => {
    const [vetTab1, vetTab2, clinicTab] = [await connect(asUser(vet)), await connect(asUser(vet)), await connect(asUser(clinic))];
    const started = performance.now();
    const sent = await post(clinic, '/api/messages', { toUserId: vetId, content: 'Are you free on the 12th?' });
    expect(sent.status).toBe(201);
    const [first, second] = await Promise.all([vetTab1.next(isMessage('Are you free on the 12th?')), vetTab2.next(isMessage('Are you free on the 12th?'))]);
    expect(performance.now() - started).toBeLessThan(200);
    const message = (first as { message: Message }).message;
    expect(message).toMatchObject({ fromUserId: clinicId, toUserId: vetId, fromUser: { clinicProfile: { clinicName: 'Larimer Vets' } } });
    expect(second).toEqual(first);
    expect(await clinicTab.next(isMessage('Are you free on the 12th?'))).toEqual(first);
    expect(await vetTab1.next((frame) => frame.type === 'counts' && frame.unreadMessages === 1)).toBeTruthy();
  });

  test("opening the thread tells the sender 'read' and the reader's other tabs the new count", async () => {
    const clinicTab = await connect(asUser(clinic));
    const vetTab = await connect(asUser(vet));
    await post(clinic, '/api/messages', { toUserId: vetId, content: 'hello' });
    await vetTab.next((frame) => frame.type === 'counts' && frame.unreadMessages === 1);
    const thread = (await (await fetch(`${base}/api/messages/${clinicId}`, { headers: asUser(vet) })).json()) as Message[];
    const read = await clinicTab.next((frame) => frame.type === 'read');
    expect(read).toMatchObject({ type: 'read', readerId: vetId, messageIds: [thread[0]!.id] });
    expect(await vetTab.next((frame) => frame.type === 'counts' && frame.unreadMessages === 0)).toBeTruthy();
  });

  test('another pair hears nothing of it', async () => {
    const otherVet = await vetAt(t, DENVER);
    const bystander = await connect(asUser(otherVet));
    await bystander.next((frame) => frame.type === 'counts');
    const vetTab = await connect(asUser(vet));
    await post(clinic, '/api/messages', { toUserId: vetId, content: 'private' });
    await vetTab.next(isMessage('private'));
    expect(bystander.frames.filter((frame) => frame.type !== 'counts')).toEqual([]);
  });

  test('a socket without a session, with a stale cookie or from another site is refused', async () => {
    expect((await connect({ origin: base })).outcome).toBe('refused');
    expect((await connect({ origin: base, cookie: 'vetrelief.sid=s%3Anope.nope' })).outcome).toBe('refused');
    expect((await connect({ ...asUser(vet), origin: 'https://evil.example' })).outcome).toBe('refused');
    // Any signed-in account may listen (its counts are its own), profile or not.
    const newcomer = t.client();
    await newcomer.post('/api/register', { email: 'newcomer@example.com', password: 'secret12', firstName: 'N', lastName: 'C', userType: 'clinic' });
    const newcomerTab = await connect(asUser(newcomer));
    expect(newcomerTab.outcome).toBe('open');
    expect(await newcomerTab.next((frame) => frame.type === 'counts')).toEqual({ type: 'counts', unreadMessages: 0, pendingBookings: 0 });
    // Without the browser's Origin (a script) the cookie alone is enough.
    expect((await connect({ cookie: cookieOf(vet) })).outcome).toBe('open');
    // And the refusals are plain HTTP answers before any upgrade.
    const refused = await fetch(`${base}/api/ws`, {
      headers: {
        origin: 'https://evil.example',
        cookie: cookieOf(vet),
        upgrade: 'websocket',
        connection: 'Upgrade',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('CROSS_ORIGIN');
    const visitor = await fetch(`${base}/api/ws`, {
      headers: { origin: base, upgrade: 'websocket', connection: 'Upgrade', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' },
    });
    expect(visitor.status).toBe(401);
  });

  test('a tab signed out elsewhere hears nothing more: its socket is closed with 4001', async () => {
    const vetTab = await connect(asUser(vet));
    await vetTab.next((frame) => frame.type === 'counts');
    const closed = new Promise<number>((resolve) => vetTab.socket.addEventListener('close', (event) => resolve(event.code)));
    expect((await post(vet, '/api/logout', {})).status).toBe(200);
    await post(clinic, '/api/messages', { toUserId: vetId, content: 'after sign-out' });
    expect(await closed).toBe(4001);
    expect(vetTab.frames.some((frame) => frame.type === 'message')).toBe(false);
  });

  test('a message to someone whose socket has closed is still stored and answered 201', async () => {
    const vetTab = await connect(asUser(vet));
    await vetTab.next((frame) => frame.type === 'counts');
    vetTab.socket.close();
    await Bun.sleep(50);
    expect((await post(clinic, '/api/messages', { toUserId: vetId, content: 'after close' })).status).toBe(201);
  });

  test('an 11th socket of one user closes their oldest with 4002 and a reason; the other 10 and other users hear on', async () => {
    const tabs = [];
    for (let i = 0; i < 10; i++) {
      const tab = await connect(asUser(vet));
      await tab.next((frame) => frame.type === 'counts');
      tabs.push(tab);
    }
    const clinicTab = await connect(asUser(clinic));
    const oldest = tabs[0]!;
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      oldest.socket.addEventListener('close', (event) => resolve({ code: event.code, reason: event.reason })),
    );
    const eleventh = await connect(asUser(vet));
    expect(eleventh.outcome).toBe('open');
    expect(await closed).toEqual({ code: SOCKET_TOO_MANY, reason: 'Too many open tabs: this one now refreshes by polling' });

    expect((await post(clinic, '/api/messages', { toUserId: vetId, content: 'to every open tab' })).status).toBe(201);
    for (const tab of [...tabs.slice(1), eleventh]) await tab.next(isMessage('to every open tab'));
    await clinicTab.next(isMessage('to every open tab'));
    expect(oldest.frames.some((frame) => frame.type === 'message')).toBe(false);
    expect([...tabs.slice(1), eleventh].every((tab) => tab.socket.readyState === WebSocket.OPEN)).toBe(true);
  });

  test('a stopping server closes every live socket with 1012, so its graceful stop ends at once', async () => {
    const tabs = [await connect(asUser(vet)), await connect(asUser(vet)), await connect(asUser(clinic))];
    for (const tab of tabs) await tab.next((frame) => frame.type === 'counts');
    const codes = tabs.map((tab) => new Promise<number>((resolve) => tab.socket.addEventListener('close', (event) => resolve(event.code))));
    const started = performance.now();
    // What main.ts does on SIGTERM: the stop waits for every connection, the event closes the sockets.
    const stopped = t.app.server!.stop(false);
    t.deps.events.publish({ type: 'server.stopping' });
    await stopped;
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await Promise.all(codes)).toEqual([SOCKET_SERVER_RESTART, SOCKET_SERVER_RESTART, SOCKET_SERVER_RESTART]);
    expect(t.deps.liveSockets.size).toBe(0);
  });
});
