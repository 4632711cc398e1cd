// Attendance through the API: the booked vet confirms signed in or with the reminder's signed
// link; the time is kept once; the clinic's list and calendar feed show it, and the bus tells both.
// The link refuses a tampered token, another booking's signature, an expired link and a
// cancelled booking, changing nothing. A confirmed vet is not reported unconfirmed.
import { describe, expect, test } from 'bun:test';
import { HOUR_MS, MINUTE_MS } from '../../shared/time';
import { createJobRunner } from '../jobs/runner';
import { applied, cancel, decide, list, recordBookingEvents } from '../testing/bookings';
import { ok } from '../testing/expect-ok';
import { createTestApp, type TestApp } from '../testing/harness';
import { clinic, type Party, postShift, vet } from '../testing/marketplace';
import { emailOf, mailTo, one } from '../testing/rows';
import { attendanceToken } from './token';

/** The test shift: 2026-12-10 08:00–18:00 in Denver (MST): 15:00Z to 01:00Z the next day. */
const STARTS_AT = Date.parse('2026-12-10T15:00:00Z');
const ENDS_AT = Date.parse('2026-12-11T01:00:00Z');

const advanceTo = (t: TestApp, instant: number) => t.advance(instant - t.deps.clock());
const confirmedAt = (t: TestApp, id: number) =>
  one<{ attendance_confirmed_at: number | null }>(t, 'SELECT attendance_confirmed_at FROM booking_requests WHERE id = ?', id).attendance_confirmed_at;

async function booked(t: TestApp, fields: Record<string, unknown> = {}) {
  const c = await clinic(t);
  const v = await vet(t);
  const shiftId = await postShift(c, fields);
  const requestId = await applied(v, shiftId);
  ok(await decide(c, requestId, 'accepted'), 'accepting');
  return { c, v, shiftId, requestId };
}

/** The "I'll be there" link's token from the newest reminder to the vet. */
async function reminderToken(t: TestApp, v: Party): Promise<string> {
  advanceTo(t, STARTS_AT - 47 * HOUR_MS);
  await createJobRunner(t.deps).run('shift-reminders');
  const mail = mailTo(t, emailOf(t, v)).findLast((m) => m.subject.startsWith('Reminder:'));
  const token = mail?.text_body.match(/\/attendance\?token=([\w.-]+)/)?.[1];
  if (!token) throw new Error('no attendance link in the reminder');
  return token;
}

const confirmByLink = (t: TestApp, token: unknown) => t.client().post('/api/attendance/confirm', { token });

describe('the vet confirms signed in', () => {
  test('200 with the confirmation; again keeps the first time; the clinic sees it on its list and the bus told both', async () => {
    const t = createTestApp();
    const { c, v, shiftId, requestId } = await booked(t);
    const events = recordBookingEvents(t);
    const first = await v.client.post(`/api/shifts/${shiftId}/attendance`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      shiftId,
      bookingRequestId: requestId,
      clinicName: 'Front Range Vets',
      shiftDate: '2026-12-10',
      startTime: '08:00',
      endTime: '18:00',
      confirmedAt: '2026-11-22T12:00:00.000Z',
    });
    t.advance(HOUR_MS);
    const again = await v.client.post(`/api/shifts/${shiftId}/attendance`);
    expect(again.body.confirmedAt).toBe('2026-11-22T12:00:00.000Z');
    expect(confirmedAt(t, requestId)).toBe(Date.parse('2026-11-22T12:00:00Z'));
    expect(events.map(({ event, inTransaction }) => [event.change, event.userIds, inTransaction])).toEqual([['attendance', [c.id, v.id], false]]);

    const [clinicView] = (await list(c)).requests;
    expect(clinicView).toMatchObject({ id: requestId, status: 'accepted', attendanceConfirmedAt: '2026-11-22T12:00:00.000Z' });
    expect((await list(v)).requests[0]!.attendanceConfirmedAt).toBe('2026-11-22T12:00:00.000Z');
  });

  test('another vet, the clinic, a shift not booked: refused; after the end: 409', async () => {
    const t = createTestApp();
    const { c, v, shiftId, requestId } = await booked(t);
    const other = await vet(t);
    expect((await other.client.post(`/api/shifts/${shiftId}/attendance`)).body.code).toBe('BOOKING_NOT_FOUND');
    expect((await c.client.post(`/api/shifts/${shiftId}/attendance`)).status).toBe(403);
    const open = await postShift(c, { shiftDate: '2026-12-12' });
    expect((await other.client.post(`/api/shifts/${open}/attendance`)).status).toBe(404);
    expect((await other.client.post('/api/shifts/abc/attendance')).status).toBe(400);
    advanceTo(t, ENDS_AT);
    const late = await v.client.post(`/api/shifts/${shiftId}/attendance`);
    expect([late.status, late.body.code]).toEqual([409, 'SHIFT_ENDED']);
    expect(confirmedAt(t, requestId)).toBeNull();
  });

  test('a confirmed booking in the clinic feed: still CONFIRMED, "Confirmed by Dr. …", a higher SEQUENCE', async () => {
    const t = createTestApp();
    const { c, v, shiftId } = await booked(t);
    const link = ok(await c.client.get('/api/calendar'), 'calendar link').body.url as string;
    const feed = async () => (await t.client().get(new URL(link).pathname)).text.replace(/\r\n /g, '');
    const before = await feed();
    expect(before).not.toContain('Confirmed by');
    t.advance(2 * HOUR_MS);
    ok(await v.client.post(`/api/shifts/${shiftId}/attendance`), 'confirming');
    const after = await feed();
    expect(after).toContain('STATUS:CONFIRMED');
    expect(after).toMatch(/SUMMARY:Relief shift: Dr\. Sam Rivera\d+ \(confirmed\)/);
    expect(after).toMatch(/Confirmed by Dr\. Rivera\d+: they'll be there\./);
    const sequence = (text: string) => Number(text.match(/SEQUENCE:(\d+)/)![1]);
    expect(sequence(after)).toBeGreaterThan(sequence(before));
  });
});

describe("the reminder's signed link", () => {
  test('confirms without signing in, once; the 24 h notice then stays unsent and the 3 h reminder has no link', async () => {
    const t = createTestApp();
    const { c, v, requestId } = await booked(t);
    const token = await reminderToken(t, v);
    const response = await confirmByLink(t, token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ bookingRequestId: requestId, clinicName: 'Front Range Vets' });
    const first = confirmedAt(t, requestId);
    t.advance(MINUTE_MS);
    expect((await confirmByLink(t, token)).body.confirmedAt).toBe(new Date(first!).toISOString());

    advanceTo(t, STARTS_AT - 3 * HOUR_MS);
    await createJobRunner(t.deps).run('shift-reminders');
    expect(mailTo(t, emailOf(t, c)).filter((mail) => mail.subject.includes('has not confirmed'))).toEqual([]);
    const last = mailTo(t, emailOf(t, v)).findLast((mail) => mail.subject.startsWith('Reminder:'))!;
    expect(last.text_body).toContain("You've confirmed you'll be there.");
    expect(last.text_body).not.toContain('/attendance?token=');
  });

  test('tampered, another booking, expired, cancelled: a clear 4xx and nothing changes', async () => {
    const t = createTestApp();
    const { v, requestId } = await booked(t);
    const second = await booked(t, { shiftDate: '2026-12-11' });
    const token = await reminderToken(t, v);
    const [id, expires, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const refusals: [string, unknown, number, string][] = [
      ['a changed signature', `${id}.${expires}.${flipped}`, 400, 'INVALID_LINK'],
      ["another booking's id under this signature", `${second.requestId}.${expires}.${signature}`, 400, 'INVALID_LINK'],
      ['a later expiry under this signature', `${id}.${Number(expires) + 86_400}.${signature}`, 400, 'INVALID_LINK'],
      ['a token signed with another key', attendanceToken('another-key', requestId, ENDS_AT), 400, 'INVALID_LINK'],
      ['not a token', 'hello', 400, 'INVALID_LINK'],
      ['no token', '', 400, 'VALIDATION'],
      ['a number', 42, 400, 'VALIDATION'],
    ];
    for (const [what, sent, status, code] of refusals) {
      const response = await confirmByLink(t, sent);
      expect([what, response.status, response.body.code]).toEqual([what, status, code]);
      expect(typeof response.body.message).toBe('string');
    }
    expect(confirmedAt(t, requestId)).toBeNull();
    expect(confirmedAt(t, second.requestId)).toBeNull();

    // Expired at the shift's end.
    advanceTo(t, ENDS_AT);
    const expired = await confirmByLink(t, token);
    expect([expired.status, expired.body.code]).toEqual([410, 'LINK_EXPIRED']);
    expect(confirmedAt(t, requestId)).toBeNull();
  });

  test('a cancelled booking: 409, nothing confirmed', async () => {
    const t = createTestApp();
    const { c, v, requestId } = await booked(t);
    ok(await cancel(c, requestId, 'no_longer_needed'), 'cancelling');
    const token = attendanceToken(t.deps.linkKey, requestId, ENDS_AT);
    const response = await confirmByLink(t, token);
    expect([response.status, response.body.code]).toEqual([409, 'BOOKING_CANCELLED']);
    expect(confirmedAt(t, requestId)).toBeNull();
    expect((await list(v)).requests[0]!.attendanceConfirmedAt).toBeNull();
  });
});
