// Booking summaries on the live socket (issue 11), against the app on a real port: the vet hears a
// summary arrive (its thread message, a bookings frame, the badge count), the clinic hears the
// answer and the dates it booked.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import type { BookingSummary } from '../../shared/bookings';
import type { SocketEvent } from '../../shared/messages';
import { createTestApp, type TestApp, type TestClient } from '../testing/harness';
import { BOULDER, clinicAt, DENVER, idOf, vetAt } from '../testing/marketplace';

let t: TestApp;
let base: string;
let clinic: TestClient;
let vet: TestClient;
let clinicId: number;
let vetId: number;
const opened: WebSocket[] = [];

const asUser = (client: TestClient) => ({ cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '), origin: base });

/** A socket of the user, its frames collected; `next` waits for the first frame that matches. */
async function connect(client: TestClient) {
  const frames: SocketEvent[] = [];
  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/ws`, { headers: asUser(client) } as unknown as string[]);
  opened.push(socket);
  socket.onmessage = (event) => void frames.push(JSON.parse(String(event.data)) as SocketEvent);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  return {
    frames,
    /** The first frame from index `since` on (received or to come) that matches, within `ms`. */
    async next(match: (frame: SocketEvent) => boolean, since = 0, ms = 1000): Promise<SocketEvent> {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        const seen = frames.slice(since).find(match);
        if (seen) return seen;
        await Bun.sleep(5);
      }
      throw new Error(`no matching frame within ${ms} ms; got ${JSON.stringify(frames)}`);
    },
  };
}

async function post(client: TestClient, path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...asUser(client), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as BookingSummary;
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

test('a summary sent reaches the vet live; its answer reaches the clinic live', async () => {
  const vetSocket = await connect(vet);
  const clinicSocket = await connect(clinic);
  await vetSocket.next((frame) => frame.type === 'counts');

  const summary = await post(clinic, '/api/booking-summaries', {
    vetUserId: vetId,
    shifts: [
      { shiftDate: '2026-12-12', startTime: '09:00', endTime: '17:00', hourlyRate: 10_000 },
      { shiftDate: '2026-12-13', startTime: '09:00', endTime: '17:00', hourlyRate: 10_000 },
    ],
  });
  const message = await vetSocket.next((frame) => frame.type === 'message');
  expect(message.type === 'message' && message.message.content).toContain(`/bookings?summaryId=${summary.id}`);
  expect(await vetSocket.next((frame) => frame.type === 'bookings')).toEqual({ type: 'bookings', change: 'summary.sent', summaryId: summary.id });
  expect(await vetSocket.next((frame) => frame.type === 'counts' && frame.pendingBookings === 1)).toEqual({
    type: 'counts',
    unreadMessages: 1,
    pendingBookings: 1,
  });

  const beforeAnswer = vetSocket.frames.length;
  await post(vet, `/api/booking-summaries/${summary.id}/respond`, {
    shiftResponses: [
      { shiftId: summary.shifts[0]!.id, status: 'accepted' },
      { shiftId: summary.shifts[1]!.id, status: 'declined' },
    ],
  });
  expect(await clinicSocket.next((frame) => frame.type === 'bookings' && frame.change === 'summary.responded')).toEqual({
    type: 'bookings',
    change: 'summary.responded',
    summaryId: summary.id,
  });
  expect(await clinicSocket.next((frame) => frame.type === 'bookings' && frame.change === 'accepted')).toMatchObject({ requestIds: [expect.any(Number)] });
  const answer = await clinicSocket.next((frame) => frame.type === 'message' && frame.message.fromUserId === vetId);
  expect(answer.type === 'message' && answer.message.content).toStartWith('Accepted 1 of 2 shifts: Dec 12. Declined: Dec 13.');
  // The vet's badge drops with the answer.
  expect(await vetSocket.next((frame) => frame.type === 'counts', beforeAnswer)).toMatchObject({ pendingBookings: 0 });
  expect(clinicId).toBe(summary.clinicId);
});
