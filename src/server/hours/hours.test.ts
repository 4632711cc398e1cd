// The hours of a booked shift (issue 21): submitted → approved, disputed → correction accepted,
// resubmission versions; who may do what and when; the values (break, overnight); the thread,
// the e-mail and the socket event of each step.
import { describe, expect, test } from 'bun:test';
import type { AppEvent } from '../events/app-event';
import { cancel } from '../testing/bookings';
import { createTestApp, type TestApp } from '../testing/harness';
import { acceptCorrection, approve, bookedShift, CORRECTION, DEFAULT_SHIFT_END, dispute, HOURS, moveTo, readHours, submit } from '../testing/hours';
import { clinic, NEW_YORK, vet } from '../testing/marketplace';
import { emailOf, mailTo, one, sql } from '../testing/rows';

const hoursEvents = (t: TestApp) => {
  const seen: Extract<AppEvent, { type: 'hours.changed' }>[] = [];
  t.deps.events.subscribe('hours.changed', (event) => void seen.push(event));
  return seen;
};

const threadLines = (t: TestApp, a: number, b: number) =>
  sql<{ from_user_id: number; content: string }>(
    t,
    'SELECT from_user_id, content FROM messages WHERE (from_user_id = ? AND to_user_id = ?) OR (from_user_id = ? AND to_user_id = ?) ORDER BY id',
    a,
    b,
    b,
    a,
  );

describe('hours: submitted → approved', () => {
  test('from the end the vet submits (value = worked time × booked rate); the clinic approves; each step told', async () => {
    const t = createTestApp();
    const { c, v, shiftId } = await bookedShift(t);
    const events = hoursEvents(t);

    // Before the end: not due, and refused.
    expect((await readHours(v, shiftId)).body).toMatchObject({ stage: 'not_due', versions: [] });
    moveTo(t, DEFAULT_SHIFT_END - 60_000);
    const early = await submit(v, shiftId);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('SHIFT_NOT_ENDED');
    // The end as the clinic's clock reads it, not an instant in UTC.
    expect(early.body.message).toMatch(/^Hours can be submitted once the shift has ended \([A-Z][a-z]{2} \d{1,2}, 6:00 PM\)$/);

    moveTo(t, DEFAULT_SHIFT_END);
    expect((await readHours(c, shiftId)).body).toMatchObject({ stage: 'to_submit', booked: { startTime: '08:00', endTime: '18:00', hourlyRate: 7500 } });
    const submitted = await submit(v, shiftId);
    expect(submitted.status).toBe(201);
    expect(submitted.body).toMatchObject({
      shiftId,
      stage: 'submitted',
      autoApprovesAt: new Date(DEFAULT_SHIFT_END + 72 * 3_600_000).toISOString(),
      versions: [
        {
          version: 1,
          proposedBy: 'relief_vet',
          startTime: '08:00',
          endTime: '18:00',
          breakMinutes: 30,
          note: 'Busy day',
          workedMinutes: 570,
          amountCents: 71_250,
          status: 'submitted',
          createdAt: new Date(DEFAULT_SHIFT_END).toISOString(),
          decidedAt: null,
          decidedBy: null,
        },
      ],
    });
    expect(mailTo(t, emailOf(t, c)).at(-1)?.subject).toContain('submitted hours for Dec 10');
    expect(threadLines(t, c.id, v.id).at(-1)).toEqual({ from_user_id: v.id, content: expect.stringContaining('9 h 30 min, $712.50') });
    expect(events.at(-1)).toEqual({ type: 'hours.changed', change: 'submitted', shiftId, clinicId: c.id, vetUserId: v.id });

    // Twice while it waits: refused, nothing added.
    const twice = await submit(v, shiftId);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('HOURS_PENDING');

    t.advance(3_600_000);
    const approved = await approve(c, shiftId);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ stage: 'approved', autoApprovesAt: null });
    expect(approved.body.versions[0]).toMatchObject({
      status: 'approved',
      decidedBy: 'clinic',
      decidedAt: new Date(DEFAULT_SHIFT_END + 3_600_000).toISOString(),
    });
    expect(one(t, 'SELECT decided_by_user_id AS by FROM shift_hours')).toEqual({ by: c.id });
    expect(mailTo(t, emailOf(t, v)).at(-1)?.subject).toBe('Front Range Vets approved the hours for Dec 10');
    expect(threadLines(t, c.id, v.id).at(-1)?.from_user_id).toBe(c.id);
    expect(events.at(-1)?.change).toBe('approved');
    // A completed shift for both.
    expect(sql(t, 'SELECT user_id, completed_shifts FROM track_records ORDER BY user_id')).toEqual([
      { user_id: c.id, completed_shifts: 1 },
      { user_id: v.id, completed_shifts: 1 },
    ]);

    // After approval: nothing more to submit or approve; both read the same history.
    expect((await submit(v, shiftId)).body.code).toBe('HOURS_APPROVED');
    expect((await approve(c, shiftId)).body.code).toBe('NO_HOURS_TO_DECIDE');
    expect((await dispute(c, shiftId)).body.code).toBe('NO_HOURS_TO_DECIDE');
    expect((await readHours(v, shiftId)).body).toEqual((await readHours(c, shiftId)).body);
  });
});

describe('hours: disputed → corrected, and resubmitted', () => {
  test('the clinic proposes a correction; the vet accepts it: the proposal is the approved hours', async () => {
    const t = createTestApp();
    const { c, v, shiftId } = await bookedShift(t);
    moveTo(t, DEFAULT_SHIFT_END);
    await submit(v, shiftId);
    expect((await acceptCorrection(v, shiftId)).body.code).toBe('NO_CORRECTION');

    const disputed = await dispute(c, shiftId);
    expect(disputed.status).toBe(200);
    expect(disputed.body.stage).toBe('correction_proposed');
    expect(disputed.body.versions).toMatchObject([
      { version: 1, status: 'disputed', decidedBy: 'clinic' },
      { version: 2, proposedBy: 'clinic', status: 'proposed', note: 'We closed at 17:00', workedMinutes: 510, amountCents: 63_750 },
    ]);
    expect(mailTo(t, emailOf(t, v)).at(-1)?.text_body).toContain('Reason: We closed at 17:00');
    // The clinic cannot decide on its own proposal.
    expect((await approve(c, shiftId)).body.code).toBe('NO_HOURS_TO_DECIDE');

    const accepted = await acceptCorrection(v, shiftId);
    expect(accepted.status).toBe(200);
    expect(accepted.body.stage).toBe('approved');
    expect(accepted.body.versions[1]).toMatchObject({ status: 'approved', decidedBy: 'relief_vet' });
    expect(mailTo(t, emailOf(t, c)).at(-1)?.subject).toContain('accepted the corrected hours');
    expect(one(t, 'SELECT completed_shifts AS n FROM track_records WHERE user_id = ?', v.id)).toEqual({ n: 1 });
  });

  test('the vet submits again instead: a new version, the proposal superseded, 72 hours anew', async () => {
    const t = createTestApp();
    const { c, v, shiftId } = await bookedShift(t);
    moveTo(t, DEFAULT_SHIFT_END);
    await submit(v, shiftId);
    await dispute(c, shiftId);
    t.advance(48 * 3_600_000);
    const again = await submit(v, shiftId, { startTime: '08:00', endTime: '17:30', breakMinutes: 30, note: 'I stayed for the last surgery' });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ stage: 'submitted', autoApprovesAt: new Date(DEFAULT_SHIFT_END + 120 * 3_600_000).toISOString() });
    expect(again.body.versions.map((version: { version: number; status: string }) => [version.version, version.status])).toEqual([
      [1, 'disputed'],
      [2, 'superseded'],
      [3, 'submitted'],
    ]);
    expect(again.body.versions[1].decidedBy).toBe('relief_vet');
    // The clinic decides again.
    expect((await approve(c, shiftId)).body.versions[2]).toMatchObject({ status: 'approved', workedMinutes: 540, amountCents: 67_500 });
  });
});

describe('hours: values', () => {
  test('an overnight shift: the end is the next morning; worked time across midnight less the break', async () => {
    const t = createTestApp();
    const { v, shiftId } = await bookedShift(t, { startTime: '22:00', endTime: '06:00', hourlyRate: 9050, shiftType: 'overnight' });
    // Ends 2026-12-11 06:00 in Denver = 13:00 UTC.
    moveTo(t, Date.parse('2026-12-11T12:59:00Z'));
    expect((await submit(v, shiftId)).body.code).toBe('SHIFT_NOT_ENDED');
    moveTo(t, Date.parse('2026-12-11T13:00:00Z'));
    const response = await submit(v, shiftId, { startTime: '21:45', endTime: '06:10', breakMinutes: 45, note: null });
    expect(response.status).toBe(201);
    // 8 h 25 min − 45 min = 460 minutes × $90.50/h = $693.83.
    expect(response.body.versions[0]).toMatchObject({ workedMinutes: 460, amountCents: 69_383, note: null });
  });

  test('the end of a shift in another zone is read in that zone', async () => {
    const t = createTestApp();
    const c = await clinic(t, 'Harbor Vets', NEW_YORK);
    const { v, shiftId } = await bookedShift(t, {}, { c });
    // 18:00 in New York = 23:00 UTC.
    moveTo(t, Date.parse('2026-12-10T23:00:00Z'));
    expect((await submit(v, shiftId)).status).toBe(201);
  });

  test("the answer carries the clinic's zone and the shift's end, so screens write its times on the clinic's clock", async () => {
    const t = createTestApp();
    const denver = await bookedShift(t);
    expect((await readHours(denver.v, denver.shiftId)).body).toMatchObject({ zone: 'America/Denver', endsAt: new Date(DEFAULT_SHIFT_END).toISOString() });
    const harbor = await clinic(t, 'Harbor Vets', NEW_YORK);
    const newYork = await bookedShift(t, { startTime: '22:00', endTime: '06:00', shiftType: 'overnight' }, { c: harbor });
    // Overnight: ends 06:00 the next morning in New York (11:00 UTC); the clinic reads the same.
    for (const party of [newYork.v, harbor])
      expect((await readHours(party, newYork.shiftId)).body).toMatchObject({ zone: 'America/New_York', endsAt: '2026-12-11T11:00:00.000Z' });
    moveTo(t, Date.parse('2026-12-11T11:00:00Z'));
    expect((await submit(newYork.v, newYork.shiftId)).body).toMatchObject({ zone: 'America/New_York', stage: 'submitted' });
  });

  test.each([
    [{ ...HOURS, breakMinutes: 7 }, 'breakMinutes'],
    [{ ...HOURS, breakMinutes: 245 }, 'breakMinutes'],
    [{ ...HOURS, breakMinutes: -5 }, 'breakMinutes'],
    [{ ...HOURS, startTime: '8:00' }, 'startTime'],
    [{ ...HOURS, endTime: '24:00' }, 'endTime'],
    [{ ...HOURS, note: 'x'.repeat(501) }, 'note'],
    [{ startTime: '08:00', endTime: '10:00', breakMinutes: 120 }, 'breakMinutes'],
  ])('bad hours are refused with 400 naming the field, and change nothing: %j', async (body, field) => {
    const t = createTestApp();
    const { v, shiftId } = await bookedShift(t);
    moveTo(t, DEFAULT_SHIFT_END);
    const response = await submit(v, shiftId, body);
    expect(response.status).toBe(400);
    expect(response.body.issues.map((issue: { path: unknown }) => String(issue.path))).toContain(field);
    expect(one(t, 'SELECT count(*) AS n FROM shift_hours')).toEqual({ n: 0 });
  });

  test('a dispute needs its reason', async () => {
    const t = createTestApp();
    const { c, v, shiftId } = await bookedShift(t);
    moveTo(t, DEFAULT_SHIFT_END);
    await submit(v, shiftId);
    const response = await dispute(c, shiftId, { ...CORRECTION, reason: '  ' });
    expect(response.status).toBe(400);
    expect(one(t, 'SELECT status FROM shift_hours WHERE version = 1')).toEqual({ status: 'submitted' });
  });
});

describe('hours: who may', () => {
  test('another vet, another clinic: 404 on every call; the clinic cannot submit, the vet cannot approve (403)', async () => {
    const t = createTestApp();
    const { c, v, shiftId } = await bookedShift(t);
    const otherVet = await vet(t);
    const otherClinic = await clinic(t, 'Elsewhere Vets');
    moveTo(t, DEFAULT_SHIFT_END);
    for (const response of [await readHours(otherVet, shiftId), await readHours(otherClinic, shiftId), await submit(otherVet, shiftId)]) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('SHIFT_NOT_FOUND');
    }
    expect((await submit(c, shiftId)).body.code).toBe('VET_ONLY');
    await submit(v, shiftId);
    expect((await approve(v, shiftId)).body.code).toBe('CLINIC_ONLY');
    expect((await dispute(v, shiftId)).body.code).toBe('CLINIC_ONLY');
    expect((await approve(otherClinic, shiftId)).body.code).toBe('SHIFT_NOT_FOUND');
    expect((await dispute(otherClinic, shiftId)).body.code).toBe('SHIFT_NOT_FOUND');
    expect((await acceptCorrection(c, shiftId)).body.code).toBe('VET_ONLY');
    await dispute(c, shiftId);
    expect((await acceptCorrection(otherVet, shiftId)).body.code).toBe('SHIFT_NOT_FOUND');
    expect((await submit(otherVet, 999_999)).body.code).toBe('SHIFT_NOT_FOUND');
    expect(one(t, 'SELECT count(*) AS n FROM shift_hours')).toEqual({ n: 2 });
  });

  test('a cancelled booking has no hours: its vet finds nothing, its clinic is told the shift is not booked', async () => {
    const t = createTestApp();
    const { c, v, shiftId, requestId } = await bookedShift(t);
    expect((await cancel(v, requestId)).status).toBe(200);
    moveTo(t, DEFAULT_SHIFT_END);
    expect((await submit(v, shiftId)).status).toBe(404);
    expect((await readHours(v, shiftId)).status).toBe(404);
    expect((await readHours(c, shiftId)).status).toBe(404);
    const approveResponse = await approve(c, shiftId);
    expect(approveResponse.status).toBe(409);
    expect(approveResponse.body.code).toBe('SHIFT_NOT_BOOKED');
  });
});
