// The message API (spec 2 §7, issue 10): who may write to whom, what is stored, threads paged
// backwards, reading marks read, the conversation list and GET /api/messages at their bounds.
import { beforeEach, describe, expect, test } from 'bun:test';
import type { Conversation, Message } from '../../shared/messages';
import type { AppEvent } from '../events/app-event';
import { createTestApp, type TestApp, type TestClient } from '../testing/harness';
import { BOULDER, clinicAt, DENVER, idOf, vetAt } from '../testing/marketplace';

let t: TestApp;
let clinic: TestClient;
let vet: TestClient;
let clinicId: number;
let vetId: number;

const messageCount = () => t.deps.db.$client.query<{ n: number }, []>('SELECT count(*) AS n FROM messages').get()!.n;

beforeEach(async () => {
  t = createTestApp();
  clinic = await clinicAt(t, DENVER, 'Larimer Vets');
  vet = await vetAt(t, BOULDER);
  [clinicId, vetId] = [await idOf(clinic), await idOf(vet)];
});

describe('sending', () => {
  test('a clinic writes to a vet: 201, the message with both people embedded, trimmed', async () => {
    const sent = await clinic.post('/api/messages', { toUserId: vetId, content: '  Are you free on Dec 12?  ' });
    expect(sent.status).toBe(201);
    const message: Message = sent.body;
    expect(message).toMatchObject({
      fromUserId: clinicId,
      toUserId: vetId,
      content: 'Are you free on Dec 12?',
      isRead: false,
      readAt: null,
      threadId: `${Math.min(clinicId, vetId)}:${Math.max(clinicId, vetId)}`,
      fromUser: { id: clinicId, firstName: 'Cara', lastName: 'Ng', userType: 'clinic', profileImageUrl: null, clinicProfile: { clinicName: 'Larimer Vets' } },
      toUser: { id: vetId, userType: 'relief_vet', clinicProfile: null },
    });
    expect(new Date(message.createdAt).toISOString()).toBe(message.createdAt);
  });

  test('bad messages get a clear 4xx and store nothing', async () => {
    const otherVet = await vetAt(t, DENVER);
    const otherClinic = await clinicAt(t, BOULDER, 'Pearl Street Pets');
    const noProfileVet = t.client();
    await noProfileVet.post('/api/register', { email: 'new-vet@example.com', password: 'secret12', firstName: 'N', lastName: 'P', userType: 'relief_vet' });
    const cases: [unknown, number, string][] = [
      [{ toUserId: vetId, content: '' }, 400, 'Message cannot be empty'],
      [{ toUserId: vetId, content: '   \n\t ' }, 400, 'Message cannot be empty'],
      [{ toUserId: vetId, content: 'x'.repeat(5001) }, 400, 'at most 5000 characters'],
      [{ toUserId: vetId }, 400, 'content'],
      [{ toUserId: String(vetId), content: 'hi' }, 400, 'toUserId'],
      [{ toUserId: 999_999, content: 'hi' }, 404, 'Recipient not found'],
      [{ toUserId: clinicId, content: 'hi' }, 404, 'Recipient not found'],
      [{ toUserId: await idOf(otherClinic), content: 'hi' }, 400, 'between a clinic and a relief veterinarian'],
      [{ toUserId: await idOf(noProfileVet), content: 'hi' }, 403, 'cannot receive messages'],
    ];
    for (const [body, status, message] of cases) {
      const response = await clinic.post('/api/messages', body);
      expect({ body, status: response.status }).toEqual({ body, status });
      expect(response.body.message).toContain(message);
      expect(typeof response.body.code).toBe('string');
    }
    // The vet cannot write to another vet either.
    expect((await vet.post('/api/messages', { toUserId: await idOf(otherVet), content: 'hi' })).status).toBe(400);
    expect(messageCount()).toBe(0);
    expect((await clinic.get('/api/conversations')).body).toEqual([]);
  });

  test('a recipient deleted between the check and the insert is a 404, not a 500, and nothing is stored', async () => {
    // The check sees the vet; a trigger removes the account as the insert starts.
    t.deps.db.$client.run('CREATE TEMP TRIGGER vanish BEFORE INSERT ON messages BEGIN DELETE FROM users WHERE id = NEW.to_user_id; END');
    const answer = await clinic.post('/api/messages', { toUserId: vetId, content: 'hi' });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('RECIPIENT_NOT_FOUND');
    expect(messageCount()).toBe(0);
  });

  test('exactly 5,000 characters is accepted; HTML is stored as the text it is', async () => {
    expect((await clinic.post('/api/messages', { toUserId: vetId, content: 'x'.repeat(5000) })).status).toBe(201);
    const html = '<img src=x onerror=alert(1)> <b>hi</b>';
    expect((await clinic.post('/api/messages', { toUserId: vetId, content: html })).body.content).toBe(html);
  });

  test('a sender past no gate cannot write (the guards answer first)', async () => {
    const stranger = t.client();
    expect((await stranger.post('/api/messages', { toUserId: vetId, content: 'hi' })).status).toBe(401);
    expect(messageCount()).toBe(0);
  });
});

describe('threads', () => {
  test('oldest first; paged backwards with before; limit bounded', async () => {
    for (let i = 1; i <= 7; i++) await (i % 2 ? clinic : vet).post('/api/messages', { toUserId: i % 2 ? vetId : clinicId, content: `m${i}` });
    const newest = await clinic.get(`/api/messages/${vetId}?limit=3`);
    expect(newest.body.map((m: Message) => m.content)).toEqual(['m5', 'm6', 'm7']);
    const older = await clinic.get(`/api/messages/${vetId}?limit=3&before=${newest.body[0].id}`);
    expect(older.body.map((m: Message) => m.content)).toEqual(['m2', 'm3', 'm4']);
    const oldest = await clinic.get(`/api/messages/${vetId}?limit=3&before=${older.body[0].id}`);
    expect(oldest.body.map((m: Message) => m.content)).toEqual(['m1']);
    expect((await vet.get(`/api/messages/${clinicId}`)).body).toHaveLength(7);
    for (const query of ['limit=0', 'limit=201', 'limit=abc', 'before=-1', 'before=x']) {
      expect({ query, status: (await clinic.get(`/api/messages/${vetId}?${query}`)).status }).toEqual({ query, status: 400 });
    }
  });

  test('a thread with no one of the other kind is 404; a thread not yet started is empty', async () => {
    const otherClinic = await clinicAt(t, BOULDER, 'Pearl Street Pets');
    expect((await clinic.get(`/api/messages/${await idOf(otherClinic)}`)).status).toBe(404);
    expect((await clinic.get('/api/messages/999999')).status).toBe(404);
    expect((await clinic.get('/api/messages/abc')).status).toBe(400);
    expect((await clinic.get(`/api/messages/${vetId}`)).body).toEqual([]);
    // The thread's header before any message: who is at the other end.
    expect((await clinic.get(`/api/messages/${vetId}/partner`)).body).toMatchObject({ id: vetId, userType: 'relief_vet', firstName: 'Sam' });
    expect((await vet.get(`/api/messages/${clinicId}/partner`)).body.clinicProfile).toEqual({ clinicName: 'Larimer Vets' });
    expect((await clinic.get(`/api/messages/${await idOf(otherClinic)}/partner`)).status).toBe(404);
  });

  test("a third party sees only its own threads: another pair's messages never show", async () => {
    await clinic.post('/api/messages', { toUserId: vetId, content: 'private' });
    const otherClinic = await clinicAt(t, BOULDER, 'Pearl Street Pets');
    expect((await otherClinic.get(`/api/messages/${vetId}`)).body).toEqual([]);
    expect((await otherClinic.get('/api/messages')).body).toEqual([]);
    expect((await otherClinic.get('/api/conversations')).body).toEqual([]);
  });

  test('opening the thread marks what the reader received as read (readAt set), not what they sent', async () => {
    await clinic.post('/api/messages', { toUserId: vetId, content: 'one' });
    await clinic.post('/api/messages', { toUserId: vetId, content: 'two' });
    await vet.post('/api/messages', { toUserId: clinicId, content: 'reply' });
    expect((await vet.get('/api/counts')).body).toEqual({ unreadMessages: 2, pendingBookings: 0 });

    const heard: AppEvent[] = [];
    t.deps.events.subscribe('message.read', (event) => void heard.push(event));
    t.advance(60_000);
    const thread: Message[] = (await vet.get(`/api/messages/${clinicId}`)).body;
    expect(thread.map((m) => [m.content, m.isRead, m.readAt !== null])).toEqual([
      ['one', true, true],
      ['two', true, true],
      ['reply', false, false],
    ]);
    expect((await vet.get('/api/counts')).body).toEqual({ unreadMessages: 0, pendingBookings: 0 });
    expect((await clinic.get('/api/counts')).body).toEqual({ unreadMessages: 1, pendingBookings: 0 });
    expect(heard).toEqual([{ type: 'message.read', readerId: vetId, partnerId: clinicId, messageIds: [thread[0]!.id, thread[1]!.id], readAt: t.deps.clock() }]);
    // Nothing left to mark: no second event.
    await vet.get(`/api/messages/${clinicId}`);
    expect(heard).toHaveLength(1);
  });
  test('an existing thread stays readable when the partner no longer passes the gate; writing to them is refused', async () => {
    await clinic.post('/api/messages', { toUserId: vetId, content: 'See you Friday' });
    t.deps.db.$client.run("UPDATE subscriptions SET status = 'past_due' WHERE clinic_id = ?", [clinicId]);
    const thread: Message[] = (await vet.get(`/api/messages/${clinicId}`)).body;
    expect(thread.map((m) => [m.content, m.isRead])).toEqual([['See you Friday', true]]);
    const reply = await vet.post('/api/messages', { toUserId: clinicId, content: 'Thanks' });
    expect([reply.status, reply.body.code]).toEqual([403, 'RECIPIENT_UNAVAILABLE']);
    expect(messageCount()).toBe(1);
  });
});

describe('the people embedded in messages', () => {
  test('a renamed clinic or a changed name shows at once, though people are cached', async () => {
    await clinic.post('/api/messages', { toUserId: vetId, content: 'hello' });
    expect((await vet.get(`/api/messages/${clinicId}`)).body[0].fromUser.clinicProfile.clinicName).toBe('Larimer Vets');
    expect((await clinic.request('PUT', '/api/clinic-profiles', { clinicName: 'Larimer Animal Hospital', ...DENVER })).status).toBe(200);
    expect((await vet.get(`/api/messages/${clinicId}`)).body[0].fromUser.clinicProfile.clinicName).toBe('Larimer Animal Hospital');
    expect((await vet.get('/api/conversations')).body[0].partner.clinicProfile.clinicName).toBe('Larimer Animal Hospital');
    t.deps.db.$client.run('UPDATE users SET first_name = ? WHERE id = ?', ['Carla', clinicId]);
    expect((await vet.get(`/api/messages/${clinicId}`)).body[0].fromUser.firstName).toBe('Carla');
  });
});

describe('marking one message read', () => {
  test('only the recipient; the sender and anyone else get 404; idempotent', async () => {
    const sent: Message = (await clinic.post('/api/messages', { toUserId: vetId, content: 'hello' })).body;
    const otherVet = await vetAt(t, DENVER);
    expect((await clinic.request('PATCH', `/api/messages/${sent.id}/read`)).status).toBe(404);
    expect((await otherVet.request('PATCH', `/api/messages/${sent.id}/read`)).status).toBe(404);
    expect((await vet.request('PATCH', '/api/messages/999999/read')).status).toBe(404);
    expect((await vet.get('/api/counts')).body.unreadMessages).toBe(1);

    const read = await vet.request('PATCH', `/api/messages/${sent.id}/read`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: sent.id, isRead: true });
    expect((await vet.request('PATCH', `/api/messages/${sent.id}/read`)).body.isRead).toBe(true);
    expect((await vet.get('/api/counts')).body.unreadMessages).toBe(0);
  });
  test('lowers the unread count by one and announces it once, after the commit; nothing after the thread was read', async () => {
    const first: Message = (await clinic.post('/api/messages', { toUserId: vetId, content: 'one' })).body;
    const second: Message = (await clinic.post('/api/messages', { toUserId: vetId, content: 'two' })).body;
    const heard: { event: AppEvent; inTransaction: boolean }[] = [];
    t.deps.events.subscribe('message.read', (event) => void heard.push({ event, inTransaction: t.deps.db.$client.inTransaction }));

    const read = await vet.request('PATCH', `/api/messages/${first.id}/read`);
    expect(read.body.readAt).toBe(new Date(t.deps.clock()).toISOString());
    expect((await vet.get('/api/counts')).body.unreadMessages).toBe(1);
    expect((await vet.get('/api/conversations')).body[0].unreadCount).toBe(1);
    await vet.request('PATCH', `/api/messages/${first.id}/read`);
    expect((await vet.get('/api/counts')).body.unreadMessages).toBe(1);
    expect(heard).toEqual([
      { event: { type: 'message.read', readerId: vetId, partnerId: clinicId, messageIds: [first.id], readAt: t.deps.clock() }, inTransaction: false },
    ]);

    await vet.get(`/api/messages/${clinicId}`);
    expect(heard.map((h) => h.event.type === 'message.read' && h.event.messageIds)).toEqual([[first.id], [second.id]]);
    expect((await vet.request('PATCH', `/api/messages/${second.id}/read`)).body.isRead).toBe(true);
    expect(heard).toHaveLength(2);
    expect((await vet.get('/api/counts')).body.unreadMessages).toBe(0);
  });
});

describe('the conversation list and GET /api/messages', () => {
  test('nobody yet: empty lists and a zero count', async () => {
    expect((await clinic.get('/api/conversations')).body).toEqual([]);
    expect((await clinic.get('/api/messages')).body).toEqual([]);
    expect((await clinic.get('/api/counts')).body).toEqual({ unreadMessages: 0, pendingBookings: 0 });
  });

  test('one row per partner, most recent first, with the last message and the unread count', async () => {
    const vets = [vet, await vetAt(t, DENVER), await vetAt(t, DENVER)];
    const ids = await Promise.all(vets.map(idOf));
    const [first, second, third] = ids as [number, number, number];
    for (const [index, id] of ids.entries()) await clinic.post('/api/messages', { toUserId: id, content: `hello ${index}` });
    await vets[0]!.post('/api/messages', { toUserId: clinicId, content: 'reply 0a' });
    await vets[0]!.post('/api/messages', { toUserId: clinicId, content: 'reply 0b' });
    await vets[2]!.post('/api/messages', { toUserId: clinicId, content: 'reply 2' });

    const list: Conversation[] = (await clinic.get('/api/conversations')).body;
    expect(list.map((c) => [c.partner.id, c.lastMessage.content, c.unreadCount])).toEqual([
      [third, 'reply 2', 1],
      [first, 'reply 0b', 2],
      [second, 'hello 1', 0],
    ]);
    expect(list[0]!.partner).toMatchObject({ userType: 'relief_vet', firstName: 'Sam', clinicProfile: null });
    expect((await clinic.get('/api/counts')).body).toEqual({ unreadMessages: 3, pendingBookings: 0 });
    // The vet's side: one conversation, the clinic's name embedded.
    const theirs: Conversation[] = (await vets[1]!.get('/api/conversations')).body;
    expect(theirs.map((c) => [c.partner.clinicProfile?.clinicName, c.unreadCount])).toEqual([['Larimer Vets', 1]]);

    // GET /api/messages: each conversation's latest plus every unread one, newest first.
    const recent: Message[] = (await clinic.get('/api/messages')).body;
    expect(recent.map((m) => m.content)).toEqual(['reply 2', 'reply 0b', 'reply 0a', 'hello 1']);
    expect(recent.filter((m) => m.toUserId === clinicId && !m.isRead)).toHaveLength(3);
  });

  test('the list comes a page at a time: limit, then the conversations older than before', async () => {
    const vets = [vet, await vetAt(t, DENVER), await vetAt(t, DENVER)];
    for (const other of vets) await clinic.post('/api/messages', { toUserId: await idOf(other), content: 'hello' });
    const first: Conversation[] = (await clinic.get('/api/conversations?limit=2')).body;
    expect(first).toHaveLength(2);
    const rest: Conversation[] = (await clinic.get(`/api/conversations?limit=2&before=${first[1]!.lastMessage.id}`)).body;
    expect(rest.map((c) => c.partner.id)).toEqual([vetId]);
    expect((await clinic.get(`/api/conversations?before=${rest[0]!.lastMessage.id}`)).body).toEqual([]);
    for (const query of ['limit=0', 'limit=201', 'before=abc']) {
      expect({ query, status: (await clinic.get(`/api/conversations?${query}`)).status }).toEqual({ query, status: 400 });
    }
  });

  test('a long history is not listed: read messages other than the latest stay in their thread', async () => {
    for (let i = 0; i < 30; i++) await clinic.post('/api/messages', { toUserId: vetId, content: `m${i}` });
    await vet.get(`/api/messages/${clinicId}`);
    await clinic.post('/api/messages', { toUserId: vetId, content: 'latest' });
    expect((await vet.get('/api/messages')).body.map((m: Message) => m.content)).toEqual(['latest']);
    expect((await vet.get('/api/conversations')).body[0].unreadCount).toBe(1);
  });
});

describe('announcements', () => {
  test('a stored message is announced once, after the commit; a refused one is not', async () => {
    const heard: { event: AppEvent; stored: number; inTransaction: boolean }[] = [];
    t.deps.events.subscribe('*', (event) => void heard.push({ event, stored: messageCount(), inTransaction: t.deps.db.$client.inTransaction }));
    await clinic.post('/api/messages', { toUserId: vetId, content: '' });
    const sent: Message = (await clinic.post('/api/messages', { toUserId: vetId, content: 'hi' })).body;
    expect(heard).toEqual([{ event: { type: 'message.sent', messageId: sent.id, fromUserId: clinicId, toUserId: vetId }, stored: 1, inTransaction: false }]);
  });
});

describe('the e-mail switch', () => {
  test('PUT /api/notification-settings turns unread e-mails off and on; the user object shows it at once', async () => {
    expect((await vet.get('/api/auth/user')).body.messageEmails).toBe(true);
    expect((await vet.request('PUT', '/api/notification-settings', { messageEmails: false })).body).toEqual({ messageEmails: false });
    expect((await vet.get('/api/auth/user')).body.messageEmails).toBe(false);
    expect((await vet.request('PUT', '/api/notification-settings', { messageEmails: 'no' })).status).toBe(400);
    expect((await vet.get('/api/auth/user')).body.messageEmails).toBe(false);
    await vet.request('PUT', '/api/notification-settings', { messageEmails: true });
    expect((await vet.get('/api/auth/user')).body.messageEmails).toBe(true);
  });
});
