// The overdue reminders (issue 22) with the app's clock: the day after the due date (in the
// invoice calendar, UTC−11), then every 7 days, at most 3 times, the vet told each time; never
// for a paid or void invoice; after downtime one reminder, not a burst, and none twice; nothing
// while either account is closed (deactivated); a push only to a party with a device.
import { expect, test } from 'bun:test';
import { invoiceToday } from '../../shared/invoices';
import { createJobRunner } from '../jobs/runner';
import { createTestApp, type TestApp } from '../testing/harness';
import { moveTo } from '../testing/hours';
import { approvedShifts, markPaid, readInvoice, sentOf, voidInvoice } from '../testing/invoices';
import { emailOf, mailTo, sql } from '../testing/rows';
import { invoiceRemindersJob } from './reminders.job';
import { sendOverdueReminders } from './reminders';

const runJob = async (t: TestApp) => (await createJobRunner(t.deps, [invoiceRemindersJob]).run(invoiceRemindersJob.name)) as unknown;
const reminders = (t: TestApp, email: string) => mailTo(t, email).filter((mail) => mail.subject.startsWith('Reminder: invoice'));
const at = (iso: string) => Date.parse(iso);

test('the day after the due date, then weekly, three times; the vet told each time; paid and void never', async () => {
  const t = createTestApp();
  // The last ends Dec 4 01:00 UTC; sent at 02:00 UTC, Dec 3 in Colorado: issued Dec 3, due Dec 4.
  const { c, v, shiftIds } = await approvedShifts(t, 3, {}, '2026-12-01');
  const id = await sentOf(v, [shiftIds[0]!], { dueInDays: 1 });
  expect((await readInvoice(v, id)).body).toMatchObject({ issuedOn: '2026-12-03', dueOn: '2026-12-04' });
  const paid = await sentOf(v, [shiftIds[1]!], { dueInDays: 1 });
  expect((await markPaid(c, paid, { paidOn: '2026-12-03' })).status).toBe(200);
  const voided = await sentOf(v, [shiftIds[2]!], { dueInDays: 1 });
  expect((await voidInvoice(v, voided)).status).toBe(200);
  const clinicMail = emailOf(t, c);
  const vetMail = emailOf(t, v);

  // Overdue once Dec 4 has ended in UTC−11: Dec 5 11:00 UTC.
  moveTo(t, at('2026-12-05T10:59:00Z'));
  expect(invoiceToday(t.deps.clock())).toBe('2026-12-04');
  await runJob(t);
  expect(reminders(t, clinicMail)).toHaveLength(0);
  moveTo(t, at('2026-12-05T11:00:00Z'));
  expect(invoiceToday(t.deps.clock())).toBe('2026-12-05');
  await runJob(t);
  await runJob(t);
  expect(reminders(t, clinicMail)).toHaveLength(1);
  expect(reminders(t, clinicMail)[0]!.text_body).toContain('was due on Dec 4, 2026');
  expect(mailTo(t, vetMail).at(-1)!.subject).toBe('Front Range Vets was reminded of invoice 2026-0001');
  expect(mailTo(t, vetMail).at(-1)!.text_body).toContain('reminder 1 of 3');

  // A week later, not a minute before.
  moveTo(t, at('2026-12-12T10:59:00Z'));
  await runJob(t);
  expect(reminders(t, clinicMail)).toHaveLength(1);
  moveTo(t, at('2026-12-12T11:00:00Z'));
  await runJob(t);
  expect(reminders(t, clinicMail)).toHaveLength(2);
  moveTo(t, at('2026-12-19T11:00:00Z'));
  await runJob(t);
  moveTo(t, at('2027-01-02T11:00:00Z'));
  await runJob(t);
  // Three at most; only the unpaid, unvoided one.
  const detail = (await readInvoice(v, id)).body;
  expect(reminders(t, clinicMail).map((mail) => mail.subject)).toEqual(
    Array(3).fill(`Reminder: invoice 2026-0001 from ${detail.from.name} was due Dec 4, 2026`),
  );
  expect(
    detail.history.filter((event: { kind: string }) => event.kind === 'reminded').map((event: { by: null; detail: string }) => [event.by, event.detail]),
  ).toEqual([
    [null, `Reminder 1 of 3 to ${clinicMail}`],
    [null, `Reminder 2 of 3 to ${clinicMail}`],
    [null, `Reminder 3 of 3 to ${clinicMail}`],
  ]);
  expect(detail.displayStatus).toBe('overdue');
});

test('after downtime: one reminder now, the next a week later, none twice', async () => {
  const t = createTestApp();
  const { c, v, shiftIds } = await approvedShifts(t, 1, {}, '2026-12-01');
  await c.client.request('PUT', '/api/business-details', { billingEmail: 'ap@frontrange.example' });
  const id = await sentOf(v, shiftIds, { dueInDays: 1 });
  // Down from before the due date until Dec 20: two slots (Dec 3, Dec 10, Dec 17) missed.
  moveTo(t, at('2026-12-20T12:00:00Z'));
  await Promise.all([runJob(t), runJob(t)]);
  await runJob(t);
  expect(reminders(t, 'ap@frontrange.example')).toHaveLength(1);
  moveTo(t, at('2026-12-27T10:59:00Z'));
  await runJob(t);
  expect(reminders(t, 'ap@frontrange.example')).toHaveLength(1);
  moveTo(t, at('2026-12-27T11:00:00Z'));
  await runJob(t);
  expect(reminders(t, 'ap@frontrange.example')).toHaveLength(2);
  // Paid after the second: no third.
  expect((await markPaid(c, id, { paidOn: '2026-12-27' })).status).toBe(200);
  moveTo(t, at('2027-01-05T11:00:00Z'));
  await runJob(t);
  expect(reminders(t, 'ap@frontrange.example')).toHaveLength(2);
});

test('a closed (deactivated) clinic or vet hears nothing; restored, the next run catches up once', async () => {
  const t = createTestApp();
  const { c, v, shiftIds } = await approvedShifts(t, 1, {}, '2026-12-01');
  const id = await sentOf(v, shiftIds, { dueInDays: 1 });
  const clinicMail = emailOf(t, c);
  const vetMail = emailOf(t, v);
  const vetReminded = () => mailTo(t, vetMail).filter((mail) => mail.subject.includes('was reminded of invoice'));
  moveTo(t, at('2026-12-06T12:00:00Z'));
  for (const closed of [c, v]) {
    sql(t, 'UPDATE users SET deactivated_at = 1 WHERE id = ?', closed.id);
    await runJob(t);
    expect(reminders(t, clinicMail)).toHaveLength(0);
    expect(vetReminded()).toHaveLength(0);
    sql(t, 'UPDATE users SET deactivated_at = NULL WHERE id = ?', closed.id);
  }
  await runJob(t);
  await runJob(t);
  expect(reminders(t, clinicMail)).toHaveLength(1);
  expect(vetReminded()).toHaveLength(1);
  expect(sql<{ n: number }>(t, 'SELECT reminders_sent AS n FROM shift_invoices WHERE id = ?', id)).toEqual([{ n: 1 }]);
});

test('the overdue push goes to a party with a device only, once per reminder', async () => {
  const t = createTestApp();
  const { c, v, shiftIds } = await approvedShifts(t, 1, {}, '2026-12-01');
  const id = await sentOf(v, shiftIds, { dueInDays: 1 });
  sql(t, "INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at) VALUES (?, 'https://push.example/1', 'k', 'a', 0)", c.id);
  sql(t, "INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at) VALUES (?, 'https://push.example/2', 'k', 'a', 0)", c.id);
  moveTo(t, at('2026-12-06T12:00:00Z'));
  await runJob(t);
  const pushes = sql<{ user_id: number; payload: string }>(t, "SELECT user_id, payload FROM push_outbox WHERE event = 'invoice'");
  expect(pushes.map((push) => [push.user_id, JSON.parse(push.payload)])).toEqual([
    [c.id, { title: 'Invoice 2026-0001 is overdue', body: 'Payment is past due.', url: `/invoices/${id}` }],
  ]);
});

test('the job leaves the connection’s page cache as it found it', async () => {
  const t = createTestApp();
  const cacheSize = () => t.deps.db.$client.query<{ cache_size: number }, []>('PRAGMA cache_size').get()!.cache_size;
  const before = cacheSize();
  const { v, shiftIds } = await approvedShifts(t, 1, {}, '2026-12-01');
  await sentOf(v, shiftIds, { dueInDays: 1 });
  moveTo(t, at('2026-12-06T12:00:00Z'));
  await runJob(t);
  expect(cacheSize()).toBe(before);
});

test('between batches the job lets others run: a timer set before it fires after its first batch, not after its last', async () => {
  const t = createTestApp();
  const { v, shiftIds } = await approvedShifts(t, 3, {}, '2026-12-01');
  for (const shiftId of shiftIds) await sentOf(v, [shiftId], { dueInDays: 1 });
  moveTo(t, at('2026-12-06T12:00:00Z'));
  const remindedSoFar = () => t.deps.db.$client.query<{ n: number }, []>('SELECT count(*) AS n FROM shift_invoices WHERE reminders_sent > 0').get()!.n;
  // A request arriving while the job runs stands for this timer: it must not wait for the last batch.
  let seenByTimer = -1;
  setTimeout(() => {
    seenByTimer = remindedSoFar();
  }, 0);
  expect(await sendOverdueReminders(t.deps, 1)).toEqual({ reminded: 3 });
  expect(seenByTimer).toBe(1);
  expect(remindedSoFar()).toBe(3);
});
