// The hours job (issue 21) with a controllable clock: submissions unanswered for 72 hours are
// approved by the system and both sides told; hours never submitted bring the clinic one reminder
// at 24 hours and the vet one at 24 and one at 72 hours, once each, across runs and restarts.
import { describe, expect, test } from 'bun:test';
import { HOUR_MS } from '../../shared/time';
import { createJobRunner } from '../jobs/runner';
import { cancel } from '../testing/bookings';
import { createTestApp, type TestApp } from '../testing/harness';
import { approve, bookedShift, DEFAULT_SHIFT_END, dispute, moveTo, readHours, submit } from '../testing/hours';
import { emailOf, mailTo, sql } from '../testing/rows';
import { hoursJob } from './hours.job';

const runJob = (t: TestApp) => createJobRunner(t.deps, [hoursJob]).run(hoursJob.name);
const notices = (t: TestApp, requestId: number) =>
  sql<{ kind: string; outcome: string }>(t, 'SELECT kind, outcome FROM booking_notices WHERE booking_request_id = ? ORDER BY kind', requestId);

describe('automatic approval after 72 hours', () => {
  test('a submission the clinic leaves unanswered is approved by the system at 72 h, said in the thread and to both by e-mail', async () => {
    const t = createTestApp();
    const { c, v, shiftId } = await bookedShift(t);
    moveTo(t, DEFAULT_SHIFT_END);
    await submit(v, shiftId);
    const changes: string[] = [];
    t.deps.events.subscribe('hours.changed', (event) => void changes.push(event.change));

    moveTo(t, DEFAULT_SHIFT_END + 72 * HOUR_MS - 1);
    await runJob(t);
    expect((await readHours(c, shiftId)).body.stage).toBe('submitted');

    moveTo(t, DEFAULT_SHIFT_END + 72 * HOUR_MS);
    await runJob(t);
    const hours = (await readHours(v, shiftId)).body;
    expect(hours.stage).toBe('approved');
    expect(hours.versions[0]).toMatchObject({ status: 'approved', decidedBy: 'system', decidedAt: new Date(t.deps.clock()).toISOString() });
    expect(sql(t, 'SELECT decided_by_user_id AS by FROM shift_hours')).toEqual([{ by: null }]);
    for (const party of [c, v]) expect(mailTo(t, emailOf(t, party)).at(-1)?.subject).toBe('The hours for Dec 10 were approved automatically after 72 hours');
    expect(sql<{ content: string }>(t, 'SELECT content FROM messages ORDER BY id DESC LIMIT 1')[0]?.content).toContain('approved automatically');
    expect(changes).toEqual(['auto_approved']);
    expect(sql(t, 'SELECT completed_shifts AS n FROM track_records WHERE user_id = ?', v.id)).toEqual([{ n: 1 }]);

    // A second run finds nothing to tell twice.
    const mails = sql(t, 'SELECT id FROM email_outbox').length;
    await runJob(t);
    expect(sql(t, 'SELECT id FROM email_outbox').length).toBe(mails);
  });

  test('a resubmission after a correction has 72 hours of its own; a proposal is never approved automatically', async () => {
    const t = createTestApp();
    const { c, v, shiftId } = await bookedShift(t);
    moveTo(t, DEFAULT_SHIFT_END);
    await submit(v, shiftId);
    await dispute(c, shiftId);
    moveTo(t, DEFAULT_SHIFT_END + 100 * HOUR_MS);
    await runJob(t);
    expect((await readHours(v, shiftId)).body.stage).toBe('correction_proposed');

    await submit(v, shiftId);
    moveTo(t, DEFAULT_SHIFT_END + 171 * HOUR_MS);
    await runJob(t);
    expect((await readHours(v, shiftId)).body.stage).toBe('submitted');
    moveTo(t, DEFAULT_SHIFT_END + 172 * HOUR_MS);
    await runJob(t);
    expect((await readHours(v, shiftId)).body.versions.map((version: { status: string }) => version.status)).toEqual(['disputed', 'superseded', 'approved']);
  });

  test('more than one batch due at once: all approved in one run', async () => {
    const t = createTestApp();
    const { c, v, shiftId, requestId } = await bookedShift(t);
    moveTo(t, DEFAULT_SHIFT_END);
    await submit(v, shiftId);
    // 2,500 more pending submissions of the same pair, as a long stop would leave them.
    t.deps.db.$client.run(
      `INSERT INTO shift_hours (shift_id, booking_request_id, vet_id, clinic_id, version, proposed_by, start_time, end_time, break_minutes, worked_minutes, hourly_rate, amount_cents, status, created_at)
       WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < 2501)
       SELECT ?, ?, ?, ?, i, 'relief_vet', '08:00', '18:00', 0, 600, 7500, 75000, 'submitted', ? FROM n`,
      [shiftId, requestId, v.id, c.id, DEFAULT_SHIFT_END],
    );
    moveTo(t, DEFAULT_SHIFT_END + 73 * HOUR_MS);
    const result = await runJob(t);
    expect(result).toMatchObject({ approved: 2501 });
    expect(sql(t, "SELECT count(*) AS n FROM shift_hours WHERE status = 'submitted'")).toEqual([{ n: 0 }]);
  });
});

describe('reminders about hours never submitted', () => {
  test('the clinic at 24 h, the vet at 24 h and at 72 h, once each; none once the hours are in', async () => {
    const t = createTestApp();
    const { c, v, shiftId, requestId } = await bookedShift(t);
    const other = await bookedShift(t, { shiftDate: '2026-12-11' }, { c, v });

    moveTo(t, DEFAULT_SHIFT_END + 24 * HOUR_MS - 1);
    await runJob(t);
    expect(notices(t, requestId)).toEqual([]);

    moveTo(t, DEFAULT_SHIFT_END + 24 * HOUR_MS);
    await runJob(t);
    await runJob(t);
    expect(notices(t, requestId)).toEqual([
      { kind: 'hours_clinic_24h', outcome: 'sent' },
      { kind: 'hours_vet_24h', outcome: 'sent' },
    ]);
    expect(mailTo(t, emailOf(t, c)).filter((mail) => mail.subject.includes('has not submitted the hours for Dec 10'))).toHaveLength(1);
    expect(mailTo(t, emailOf(t, v)).filter((mail) => mail.subject === 'Submit your hours for Front Range Vets on Dec 10')).toHaveLength(1);

    // The other shift's hours come in before its reminders: it gets none.
    moveTo(t, DEFAULT_SHIFT_END + 25 * HOUR_MS);
    await submit(v, other.shiftId);
    await approve(c, other.shiftId);

    moveTo(t, DEFAULT_SHIFT_END + 72 * HOUR_MS);
    await runJob(t);
    await runJob(t);
    expect(notices(t, requestId).map((notice) => notice.kind)).toEqual(['hours_clinic_24h', 'hours_vet_24h', 'hours_vet_72h']);
    expect(mailTo(t, emailOf(t, v)).filter((mail) => mail.subject.startsWith('Submit your hours'))).toHaveLength(2);
    expect(mailTo(t, emailOf(t, c)).filter((mail) => mail.subject.includes('has not submitted'))).toHaveLength(1);
    expect(notices(t, other.requestId)).toEqual([]);
    expect((await readHours(v, shiftId)).body.stage).toBe('to_submit');
  });

  test('after downtime the job catches up with only the latest reminder each; a cancelled booking gets none', async () => {
    const t = createTestApp();
    const { c, v, requestId } = await bookedShift(t);
    const cancelled = await bookedShift(t, { shiftDate: '2026-12-09' }, { c, v });
    expect((await cancel(c, cancelled.requestId)).status).toBe(200);

    // The server was stopped from the shift's end until 4 days later.
    moveTo(t, DEFAULT_SHIFT_END + 96 * HOUR_MS);
    await runJob(t);
    expect(notices(t, requestId)).toEqual([
      { kind: 'hours_clinic_24h', outcome: 'sent' },
      { kind: 'hours_vet_24h', outcome: 'skipped' },
      { kind: 'hours_vet_72h', outcome: 'sent' },
    ]);
    expect(mailTo(t, emailOf(t, v)).filter((mail) => mail.subject.startsWith('Submit your hours'))).toHaveLength(1);
    expect(notices(t, cancelled.requestId)).toEqual([]);
  });

  test('reminders stop a week after the shift: a stop longer than that sends none', async () => {
    const t = createTestApp();
    const { requestId } = await bookedShift(t);
    moveTo(t, DEFAULT_SHIFT_END + 9 * 24 * HOUR_MS);
    await runJob(t);
    expect(notices(t, requestId)).toEqual([]);
  });
});
