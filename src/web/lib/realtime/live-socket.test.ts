// The web client of /api/ws against the real app: it hands on valid frames, ignores garbage, and
// after the server goes away and comes back on the same port it reconnects by itself.
import { afterEach, describe, expect, test } from 'bun:test';
import type { SocketEvent } from '../../../shared/messages';
import { createTestApp, type TestApp, type TestClient } from '../../../server/testing/harness';
import { BOULDER, clinicAt, DENVER, vetAt } from '../../../server/testing/marketplace';
import { connectLiveSocket, type LiveStatus, liveSocketUrl, parseFrame, reconnectDelay } from './live-socket';

const cookieOf = (client: TestClient) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

async function until(check: () => boolean, ms = 3000) {
  const deadline = performance.now() + ms;
  while (!check()) {
    if (performance.now() > deadline) throw new Error('timed out');
    await Bun.sleep(10);
  }
}

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.app.stop(true);
});

describe('the live socket client', () => {
  test('takes over a socket the boot script opened: hears its earlier frames first, then the new ones, and opens no other', async () => {
    const t = createTestApp();
    apps.push(t);
    const clinic = await clinicAt(t, DENVER, 'Larimer Vets');
    const vet = await vetAt(t, BOULDER);
    const vetId = (await vet.get('/api/auth/user')).body.id as number;
    t.app.listen({ port: 0, hostname: '127.0.0.1' });
    const url = `ws://127.0.0.1:${t.app.server!.port!}/api/ws`;
    // As the boot script does: open, and keep what is heard.
    const socket = new WebSocket(url, { headers: { cookie: cookieOf(vet) } } as unknown as string[]);
    const early = { socket, frames: [] as string[] };
    socket.onmessage = (message) => void early.frames.push(String(message.data));
    await until(() => early.frames.length === 1);
    await clinic.post('/api/messages', { toUserId: vetId, content: 'before the app ran' });
    await until(() => early.frames.some((frame) => frame.includes('before the app ran')));

    const events: SocketEvent[] = [];
    const statuses: LiveStatus[] = [];
    let opened = 0;
    const live = connectLiveSocket({
      url,
      early,
      onEvent: (event) => void events.push(event),
      onStatus: (status) => void statuses.push(status),
      open: (url) => {
        opened++;
        return new WebSocket(url);
      },
    });
    expect(statuses).toEqual(['connecting', 'open']);
    expect(events.slice(0, 2).map((event) => (event.type === 'message' ? event.message.content : event.type))).toEqual(['counts', 'before the app ran']);
    await clinic.post('/api/messages', { toUserId: vetId, content: 'after' });
    await until(() => events.some((event) => event.type === 'message' && event.message.content === 'after'));
    expect(opened).toBe(0);
    live.close();
  });

  test('reconnects after the server restarts on the same port, and hears events again', async () => {
    const t = createTestApp();
    apps.push(t);
    const clinic = await clinicAt(t, DENVER, 'Larimer Vets');
    const vet = await vetAt(t, BOULDER);
    const vetId = (await vet.get('/api/auth/user')).body.id as number;
    t.app.listen({ port: 0, hostname: '127.0.0.1' });
    const port = t.app.server!.port!;

    const events: SocketEvent[] = [];
    const statuses: LiveStatus[] = [];
    const live = connectLiveSocket({
      url: `ws://127.0.0.1:${port}/api/ws`,
      onEvent: (event) => void events.push(event),
      onStatus: (status) => void statuses.push(status),
      minDelayMs: 20,
      maxDelayMs: 100,
      open: (url) => new WebSocket(url, { headers: { cookie: cookieOf(vet) } } as unknown as string[]),
    });
    await until(() => statuses.includes('open') && events.some((event) => event.type === 'counts'));

    await t.app.stop(true);
    await until(() => statuses.at(-1) !== 'open');
    t.app.listen({ port, hostname: '127.0.0.1' });
    await until(() => statuses.filter((status) => status === 'open').length === 2);
    expect(statuses.slice(0, 2)).toEqual(['connecting', 'open']);
    expect(statuses).toContain('closed');

    await clinic.post('/api/messages', { toUserId: vetId, content: 'after the restart' });
    await until(() => events.some((event) => event.type === 'message' && event.message.content === 'after the restart'));
    live.close();
  });

  test('closed as the oldest of too many tabs (4002), it stays closed instead of closing another tab', async () => {
    const t = createTestApp({ LIVE_SOCKETS_PER_USER: 1 });
    apps.push(t);
    const vet = await vetAt(t, BOULDER);
    t.app.listen({ port: 0, hostname: '127.0.0.1' });
    const url = `ws://127.0.0.1:${t.app.server!.port}/api/ws`;
    const open = (socketUrl: string) => new WebSocket(socketUrl, { headers: { cookie: cookieOf(vet) } } as unknown as string[]);
    const statuses: LiveStatus[] = [];
    const first = connectLiveSocket({ url, onEvent: () => {}, onStatus: (status) => void statuses.push(status), minDelayMs: 20, maxDelayMs: 40, open });
    await until(() => statuses.includes('open'));
    const newerStatuses: LiveStatus[] = [];
    const newer = connectLiveSocket({ url, onEvent: () => {}, onStatus: (status) => void newerStatuses.push(status), open });
    await until(() => statuses.at(-1) === 'closed' && newerStatuses.includes('open'));
    // Several reconnect pauses later: no new attempt, and the newer tab is still open.
    await Bun.sleep(300);
    expect(statuses).toEqual(['connecting', 'open', 'closed']);
    expect(newerStatuses).toEqual(['connecting', 'open']);
    first.close();
    newer.close();
  });

  test('closed by a stopping server (1012), it reconnects', async () => {
    const t = createTestApp();
    apps.push(t);
    const vet = await vetAt(t, BOULDER);
    t.app.listen({ port: 0, hostname: '127.0.0.1' });
    const statuses: LiveStatus[] = [];
    const live = connectLiveSocket({
      url: `ws://127.0.0.1:${t.app.server!.port}/api/ws`,
      onEvent: () => {},
      onStatus: (status) => void statuses.push(status),
      minDelayMs: 20,
      maxDelayMs: 40,
      open: (url) => new WebSocket(url, { headers: { cookie: cookieOf(vet) } } as unknown as string[]),
    });
    await until(() => statuses.includes('open'));
    // The sockets closed as a stop closes them; this server stays up, as the next one would be.
    t.deps.events.publish({ type: 'server.stopping' });
    await until(() => statuses.filter((status) => status === 'open').length === 2);
    expect(statuses).toEqual(['connecting', 'open', 'closed', 'connecting', 'open']);
    live.close();
  });

  test('garbage frames are ignored; known ones pass', () => {
    for (const garbage of [
      '',
      'not json',
      '42',
      'null',
      '{"type":"message"}',
      '{"type":"counts","unreadMessages":"3"}',
      '{"type":"nope"}',
      '{"type":"message","message":{"id":1}}',
      '{"type":"read","readerId":2,"messageIds":["1"],"readAt":"2026-11-24T12:00:00.000Z"}',
      '{"type":"read","readerId":2,"messageIds":[1]}',
      '[{"type":"counts","unreadMessages":3}]',
      new ArrayBuffer(2),
    ]) {
      expect(parseFrame(garbage)).toBeNull();
    }
    expect(parseFrame('{"type":"counts","unreadMessages":3,"pendingBookings":1}')).toEqual({ type: 'counts', unreadMessages: 3, pendingBookings: 1 });
    expect(parseFrame('{"type":"counts","unreadMessages":3}')).toBeNull();
    expect(parseFrame('{"type":"bookings","change":"accepted","requestIds":[4]}')).toEqual({ type: 'bookings', change: 'accepted', requestIds: [4] });
    expect(parseFrame('{"type":"read","readerId":2,"messageIds":[1],"readAt":"2026-11-24T12:00:00.000Z"}')).toMatchObject({ type: 'read' });
    const person = { id: 2, firstName: 'A', lastName: 'B', userType: 'vet', profileImageUrl: null, clinicProfile: null };
    const message = {
      id: 1,
      fromUserId: 2,
      toUserId: 3,
      content: 'hi',
      createdAt: '2026-11-24T12:00:00.000Z',
      isRead: false,
      readAt: null,
      threadId: '2:3',
      fromUser: person,
      toUser: { ...person, id: 3 },
    };
    expect(parseFrame(JSON.stringify({ type: 'message', message }))).toEqual({ type: 'message', message } as SocketEvent);
  });

  test('the pause doubles up to the cap, with jitter of a quarter either way', () => {
    expect([0, 1, 2, 3, 10].map((attempt) => reconnectDelay(attempt, 500, 15_000, () => 0.5))).toEqual([500, 1000, 2000, 4000, 15_000]);
    expect(reconnectDelay(0, 500, 15_000, () => 0)).toBe(375);
    expect(reconnectDelay(0, 500, 15_000, () => 1)).toBe(625);
  });

  test('wss for https pages', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'vets.example.com' })).toBe('wss://vets.example.com/api/ws');
    expect(liveSocketUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/api/ws');
  });
});
