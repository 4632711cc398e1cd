// Each sender's message budget (a burst, then an hourly pace) and its budget of new conversations
// per day: a clinic writing at a busy human pace is never refused, a script is, with Retry-After;
// the budgets are per sender, and a booking-summary offer spends the same one.
import { beforeEach, describe, expect, test } from 'bun:test';
import type { Config } from '../config';
import { createTestApp, type TestApp, type TestClient } from '../testing/harness';
import { BOULDER, clinicAt, DENVER, vetAt } from '../testing/marketplace';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

let t: TestApp;
let clinic: TestClient;
let vet: TestClient;
let vetId: number;

const idOf = async (client: TestClient) => (await client.get('/api/auth/user')).body.id as number;
const messageCount = () => t.deps.db.$client.query<{ n: number }, []>('SELECT count(*) AS n FROM messages').get()!.n;
const send = (from: TestClient, toUserId: number, content = 'Are you free on Dec 12?') => from.post('/api/messages', { toUserId, content });

async function market(overrides: Partial<Config> = {}) {
  t = createTestApp(overrides);
  clinic = await clinicAt(t, DENVER, 'Larimer Vets');
  vet = await vetAt(t, BOULDER);
  vetId = await idOf(vet);
}

describe('the message budget (defaults: a burst of 40, then 1800 an hour)', () => {
  beforeEach(() => market());

  test('30 a minute for ten minutes all pass, whether sent at a steady pace or all at once each minute', async () => {
    for (let minute = 0; minute < 5; minute++) {
      for (let i = 0; i < 30; i++) {
        expect((await send(clinic, vetId, `steady ${minute}.${i}`)).status).toBe(201);
        t.advance(2 * SECOND);
      }
    }
    for (let minute = 0; minute < 5; minute++) {
      for (let i = 0; i < 30; i++) expect((await send(clinic, vetId, `bunched ${minute}.${i}`)).status).toBe(201);
      t.advance(MINUTE);
    }
    expect(messageCount()).toBe(300);
  });

  test('a burst of 300 in one instant: the first 40 pass, the rest are refused with Retry-After and store nothing', async () => {
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof send>> | undefined;
    for (let i = 0; i < 300; i++) {
      const response = await send(clinic, vetId, `spam ${i}`);
      statuses.push(response.status);
      if (response.status === 429) refused ??= response;
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(40);
    expect(statuses.slice(0, 40).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(40).every((status) => status === 429)).toBe(true);
    expect(messageCount()).toBe(40);
    // One token comes back every 2 s at 1800 an hour.
    expect(refused!.headers.get('retry-after')).toBe('2');
    expect(refused!.body).toEqual({ message: 'You are sending messages too quickly. Please wait 2 seconds.', code: 'MESSAGES_RATE_LIMITED' });

    t.advance(2 * SECOND);
    expect((await send(clinic, vetId, 'after the wait')).status).toBe(201);
    expect((await send(clinic, vetId, 'too soon again')).status).toBe(429);
  });

  test('the budget is per sender: the recipient and another clinic still write while one clinic is refused', async () => {
    for (let i = 0; i < 40; i++) await send(clinic, vetId, `spam ${i}`);
    expect((await send(clinic, vetId)).status).toBe(429);

    expect((await send(vet, await idOf(clinic), 'Yes, I am free')).status).toBe(201);
    const other = await clinicAt(t, BOULDER, 'Pearl Street Pets');
    expect((await send(other, vetId, 'And for us on Dec 13?')).status).toBe(201);
  });

  test('a booking-summary offer is a message too: it spends the clinic’s budget and is refused when it is spent', async () => {
    for (let i = 0; i < 40; i++) await send(clinic, vetId, `spam ${i}`);
    const offer = { vetUserId: vetId, notes: null, shifts: [{ shiftDate: '2026-12-12', startTime: '09:00', endTime: '17:00', hourlyRate: 10_000 }] };
    const refused = await clinic.post('/api/booking-summaries', offer);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(t.deps.db.$client.query<{ n: number }, []>('SELECT count(*) AS n FROM booking_summaries').get()!.n).toBe(0);
    t.advance(2 * SECOND);
    expect((await clinic.post('/api/booking-summaries', offer)).status).toBe(201);
  });
});

describe('new conversations per day (NEW_CONVERSATIONS_PER_DAY=2)', () => {
  beforeEach(() => market({ NEW_CONVERSATIONS_PER_DAY: 2 }));

  test('a third new recipient in a day is refused with Retry-After; existing conversations go on; 12 hours later one more passes', async () => {
    const second = await idOf(await vetAt(t, DENVER));
    const third = await idOf(await vetAt(t, BOULDER));
    expect((await send(clinic, vetId)).status).toBe(201);
    expect((await send(clinic, second)).status).toBe(201);

    const refused = await send(clinic, third);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('CONVERSATIONS_RATE_LIMITED');
    expect(refused.body.message).toBe('You have started too many new conversations today. Please wait 12 hours, or write in a conversation you already have.');
    expect(refused.headers.get('retry-after')).toBe(String(12 * 3600));
    expect(messageCount()).toBe(2);
    // Writing on in a conversation already started is not a new one.
    expect((await send(clinic, vetId, 'One more thing')).status).toBe(201);

    t.advance(12 * HOUR);
    expect((await send(clinic, third)).status).toBe(201);
  });

  test('a conversation the other side started is not new for the one who answers', async () => {
    const clinicId = await idOf(clinic);
    const second = await vetAt(t, DENVER);
    const third = await vetAt(t, BOULDER);
    expect((await send(clinic, vetId)).status).toBe(201);
    expect((await send(clinic, await idOf(second))).status).toBe(201);
    expect((await send(third, clinicId, 'I saw your shift')).status).toBe(201);
    expect((await send(clinic, await idOf(third), 'Welcome!')).status).toBe(201);
  });
});
