// The shift-day notices through the registered job with a controllable clock: the vet's reminders
// 48 h and 3 h before the start (the clinic's local time), a booking made inside a window, a
// cancelled shift, once only across a restart, catch-up after downtime, and the clinic's notice
// when the vet has not confirmed 24 h before.
import { describe, expect, test } from 'bun:test';
import { HOUR_MS, MINUTE_MS } from '../../shared/time';
import { VALID_CLINIC_PROFILE } from '../guard-rails/callers';
import { createJobRunner } from '../jobs/runner';
import { applied, cancel, decide } from '../testing/bookings';
import { ok } from '../testing/expect-ok';
import { createTestApp, type TestApp } from '../testing/harness';
import { clinic, DENVER, type Party, postShift, vet } from '../testing/marketplace';
import { emailOf, mailTo, sql } from '../testing/rows';

/** The test shift: 2026-12-10 08:00–18:00 in Denver (MST, UTC−7). */
const STARTS_AT = Date.parse('2026-12-10T15:00:00Z');
const NOTES = 'Park in the back lot.\nAsk for Zoë.';

const advanceTo = (t: TestApp, instant: number) => t.advance(instant - t.deps.clock());
const before = (hours: number, minutes = 0) => STARTS_AT - hours * HOUR_MS - minutes * MINUTE_MS;

async function runJob(t: TestApp) {
  return createJobRunner(t.deps).run('shift-reminders');
}

async function booking(t: TestApp, shiftFields: Record<string, unknown> = {}) {
  const c = await clinic(t);
  ok(
    await c.client.request('PUT', '/api/clinic-profiles', { ...VALID_CLINIC_PROFILE, clinicName: 'Front Range Vets', ...DENVER, arrivalNotes: NOTES }),
    'notes',
  );
  const v = await vet(t);
  const requestId = await applied(v, await postShift(c, shiftFields));
  ok(await decide(c, requestId, 'accepted'), 'accepting');
  return { c, v, requestId };
}

const subjects = (t: TestApp, party: Party) => mailTo(t, emailOf(t, party)).map((mail) => mail.subject);
const reminders = (t: TestApp, party: Party) => mailTo(t, emailOf(t, party)).filter((mail) => mail.subject.startsWith('Reminder:'));
const notices = (t: TestApp, requestId: number) =>
  sql<{ kind: string; outcome: string }>(t, 'SELECT kind, outcome FROM booking_notices WHERE booking_request_id = ? ORDER BY kind', requestId);

describe('reminders to the booked vet', () => {
  test('48 h before: one e-mail with the clinic, address and map, local date and hours, phone, arrival notes and the link', async () => {
    const t = createTestApp();
    const { v } = await booking(t);
    advanceTo(t, before(48, 1));
    await runJob(t);
    expect(reminders(t, v)).toEqual([]);
    advanceTo(t, before(48) + MINUTE_MS);
    expect(await runJob(t)).toEqual({ sent: 1, skipped: 0 });
    const [mail] = reminders(t, v);
    expect(mail!.subject).toBe('Reminder: Front Range Vets, Thursday, December 10, 2026, 8:00 AM – 6:00 PM MST');
    expect(mail!.text_body).toContain('Your relief shift at Front Range Vets starts in 2 days.');
    expect(mail!.text_body).toContain('Where: Front Range Vets, 1550 Larimer St, Denver, CO 80202');
    expect(mail!.text_body).toContain('Map: https://www.google.com/maps/search/?api=1&query=Front%20Range%20Vets%2C%201550%20Larimer%20St');
    expect(mail!.text_body).toContain('Phone: (303) 555-0100');
    expect(mail!.text_body).toContain(`Arrival notes from the clinic:\n${NOTES}`);
    expect(mail!.text_body).toMatch(/one click, no sign-in\): http:\/\/localhost:3000\/attendance\?token=[1-9]\d*\.\d+\.[\w-]{32}\n/);
    // Run again, and again later: still one.
    await runJob(t);
    t.advance(HOUR_MS);
    await runJob(t);
    expect(reminders(t, v)).toHaveLength(1);
  });

  test('3 h before: the second reminder; the clinic heard at 24 h that the vet had not confirmed', async () => {
    const t = createTestApp();
    const { c, v, requestId } = await booking(t);
    advanceTo(t, before(48));
    await runJob(t);
    advanceTo(t, before(24));
    await runJob(t);
    const clinicMail = mailTo(t, emailOf(t, c)).filter((mail) => mail.subject.includes('has not confirmed'));
    expect(clinicMail).toHaveLength(1);
    expect(clinicMail[0]!.subject).toMatch(/^Dr\. Sam Rivera\d+ has not confirmed Thursday, December 10, 2026, 8:00 AM – 6:00 PM MST$/);
    expect(clinicMail[0]!.text_body).toContain('Nothing has been cancelled');
    expect(clinicMail[0]!.text_body).toContain('Their phone: (720) 555-0100');
    expect(clinicMail[0]!.text_body).toContain(`http://localhost:3000/messages?userId=${v.id}`);
    advanceTo(t, before(3, 1));
    await runJob(t);
    expect(reminders(t, v)).toHaveLength(1);
    advanceTo(t, before(3));
    await runJob(t);
    const both = reminders(t, v);
    expect(both).toHaveLength(2);
    expect(both[1]!.text_body).toContain('starts in 3 hours');
    expect(notices(t, requestId)).toEqual([
      { kind: 'reminder_3h', outcome: 'sent' },
      { kind: 'reminder_48h', outcome: 'sent' },
      { kind: 'unconfirmed_24h', outcome: 'sent' },
    ]);
    // Nothing was cancelled, and nothing more goes out.
    expect(sql<{ status: string }>(t, 'SELECT status FROM booking_requests WHERE id = ?', requestId)).toEqual([{ status: 'accepted' }]);
    advanceTo(t, STARTS_AT + HOUR_MS);
    await runJob(t);
    expect(mailTo(t, emailOf(t, c)).filter((mail) => mail.subject.includes('has not confirmed'))).toHaveLength(1);
  });

  test('a booking made 30 h before: no 48 h reminder (recorded skipped), the 24 h notice and the 3 h reminder', async () => {
    const t = createTestApp();
    advanceTo(t, before(30));
    const { c, v, requestId } = await booking(t);
    await runJob(t);
    expect(notices(t, requestId)).toEqual([{ kind: 'reminder_48h', outcome: 'skipped' }]);
    advanceTo(t, before(24));
    await runJob(t);
    advanceTo(t, before(3));
    await runJob(t);
    expect(reminders(t, v).map((mail) => mail.text_body.includes('starts in 3 hours'))).toEqual([true]);
    expect(subjects(t, c).filter((subject) => subject.includes('has not confirmed'))).toHaveLength(1);
  });

  test('a booking made 2 h before the start: nothing at all (every notice fell due before it existed)', async () => {
    const t = createTestApp();
    advanceTo(t, before(2));
    const { c, v, requestId } = await booking(t);
    await runJob(t);
    expect(reminders(t, v)).toEqual([]);
    expect(subjects(t, c).filter((subject) => subject.includes('has not confirmed'))).toEqual([]);
    expect(notices(t, requestId).map((notice) => notice.outcome)).toEqual(['skipped', 'skipped', 'skipped']);
  });

  test('a cancelled booking gets no reminders', async () => {
    const t = createTestApp();
    const { c, v, requestId } = await booking(t);
    ok(await cancel(c, requestId, 'no_longer_needed'), 'cancelling');
    for (const hours of [48, 24, 3]) {
      advanceTo(t, before(hours));
      await runJob(t);
    }
    expect(reminders(t, v)).toEqual([]);
    expect(notices(t, requestId)).toEqual([]);
  });

  test('once only across a restart: a new runner over the same database sends nothing again', async () => {
    const t = createTestApp();
    const { v } = await booking(t);
    advanceTo(t, before(47));
    await createJobRunner(t.deps).run('shift-reminders');
    // A restart: a new process, its own runner (and app), the same database.
    const restarted = createJobRunner({ ...t.deps });
    expect(await restarted.run('shift-reminders')).toEqual({ sent: 0, skipped: 0 });
    expect(reminders(t, v)).toHaveLength(1);
  });

  test('catch-up: down from 3 days before until 2 h before, the first run sends the 3 h reminder and the 24 h notice only', async () => {
    const t = createTestApp();
    const { c, v, requestId } = await booking(t);
    advanceTo(t, before(72));
    await runJob(t);
    advanceTo(t, before(2));
    expect(await runJob(t)).toEqual({ sent: 2, skipped: 1 });
    expect(reminders(t, v).map((mail) => mail.text_body.includes('starts in 2 hours'))).toEqual([true]);
    expect(subjects(t, c).filter((subject) => subject.includes('has not confirmed'))).toHaveLength(1);
    expect(notices(t, requestId)).toEqual([
      { kind: 'reminder_3h', outcome: 'sent' },
      { kind: 'reminder_48h', outcome: 'skipped' },
      { kind: 'unconfirmed_24h', outcome: 'sent' },
    ]);
  });

  test('catch-up after the start: nothing goes out (a reminder only makes sense before)', async () => {
    const t = createTestApp();
    const { c, v } = await booking(t);
    advanceTo(t, STARTS_AT + MINUTE_MS);
    expect(await runJob(t)).toEqual({ sent: 0, skipped: 0 });
    expect(reminders(t, v)).toEqual([]);
    expect(subjects(t, c).filter((subject) => subject.includes('has not confirmed'))).toEqual([]);
  });

  test("the clinic's zone decides: a New York clinic's 08:00 is 13:00Z, its 48 h reminder is due at 13:00Z two days before", async () => {
    const t = createTestApp();
    const c = await clinic(t, 'Harbor Animal Hospital', { address: '1 Broadway', city: 'New York', state: 'NY', zipCode: '10004', phone: '212-555-0100' });
    const v = await vet(t);
    ok(await decide(c, await applied(v, await postShift(c)), 'accepted'), 'accepting');
    advanceTo(t, Date.parse('2026-12-08T12:59:00Z'));
    await runJob(t);
    expect(reminders(t, v)).toEqual([]);
    advanceTo(t, Date.parse('2026-12-08T13:00:00Z'));
    await runJob(t);
    expect(reminders(t, v).map((mail) => mail.subject)).toEqual(['Reminder: Harbor Animal Hospital, Thursday, December 10, 2026, 8:00 AM – 6:00 PM EST']);
  });
});
