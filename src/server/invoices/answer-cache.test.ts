// The invoice list and the earnings/spend answers are kept per reader (answer-cache.ts): a write
// to one of the reader's invoices or lines, by any code path, shows at the next read; the day
// turning shows overdue; the reminder job's counter writes no change-log rows.
import { expect, test } from 'bun:test';
import { createJobRunner } from '../jobs/runner';
import { ok } from '../testing/expect-ok';
import { createTestApp, type TestResponse } from '../testing/harness';
import { moveTo } from '../testing/hours';
import { approvedShifts, draftOf, listInvoices, markPaid, SHIFT_CENTS, sentOf } from '../testing/invoices';
import { one, sql } from '../testing/rows';
import { invoiceRemindersJob } from './reminders.job';

/** The answer's body, after checking it succeeded. */
const body = async (response: Promise<TestResponse>) => ok(await response, 'read').body;
const invoiceLogRows = (t: ReturnType<typeof createTestApp>) => one<{ n: number }>(t, "SELECT count(*) AS n FROM change_log WHERE kind = 'invoice'").n;

test('a write to the reader’s invoice or its lines, through the API or plain SQL, shows at the next read', async () => {
  const t = createTestApp();
  const { c, v, shiftIds } = await approvedShifts(t, 3, {}, '2026-12-01');
  const sent = await sentOf(v, [shiftIds[0]!]);
  const draft = await draftOf(v, [shiftIds[1]!, shiftIds[2]!]);
  const first = (await body(listInvoices(v))).invoices;
  expect(first.map((row: { id: number; shiftCount: number }) => [row.id, row.shiftCount])).toEqual([
    [draft, 2],
    [sent, 1],
  ]);
  expect((await body(v.client.get('/api/earnings'))).outstandingCents).toBe(SHIFT_CENTS);
  expect((await body(listInvoices(c))).totals.outstandingCents).toBe(SHIFT_CENTS);

  // Plain SQL: the total and a party's printed name; a shift line gone from the draft.
  sql(t, "UPDATE shift_invoices SET total_cents = 5000, clinic_party = json_set(clinic_party, '$.name', 'Renamed Vets') WHERE id = ?", sent);
  sql(t, "DELETE FROM shift_invoice_lines WHERE invoice_id = ? AND kind = 'shift' AND position = 0", draft);
  const after = (await body(listInvoices(v))).invoices;
  expect(after.map((row: { id: number; shiftCount: number }) => [row.id, row.shiftCount])).toEqual([
    [draft, 1],
    [sent, 1],
  ]);
  expect(after[1]).toMatchObject({ totalCents: 5000, clinic: { name: 'Renamed Vets' } });
  expect((await body(v.client.get('/api/earnings'))).byClinic).toMatchObject([{ clinicName: 'Renamed Vets', outstandingCents: 5000 }]);
  expect((await body(listInvoices(c))).totals.outstandingCents).toBe(5000);
  expect((await body(c.client.get('/api/spend'))).outstandingCents).toBe(5000);

  // Through the API: paid by the clinic, seen by both.
  await body(markPaid(c, sent, { paidOn: '2026-12-03' }));
  expect((await body(listInvoices(v))).invoices[1].status).toBe('paid');
  expect((await body(v.client.get('/api/earnings'))).outstandingCents).toBe(0);
  expect((await body(c.client.get('/api/spend'))).outstandingCents).toBe(0);
});

test('the next day shows overdue; the reminder job changes no answer and writes no change-log row', async () => {
  const t = createTestApp();
  const { c, v, shiftIds } = await approvedShifts(t, 1, {}, '2026-12-01');
  const id = await sentOf(v, shiftIds, { dueInDays: 1 });
  expect((await body(listInvoices(v))).invoices[0].displayStatus).toBe('sent');
  expect((await body(v.client.get('/api/earnings'))).overdueCents).toBe(0);
  moveTo(t, Date.parse('2026-12-06T12:00:00Z'));
  expect((await body(listInvoices(v))).invoices[0].displayStatus).toBe('overdue');
  expect((await body(listInvoices(c, '?status=overdue'))).invoices.map((row: { id: number }) => row.id)).toEqual([id]);
  expect((await body(v.client.get('/api/earnings'))).overdueCents).toBe(SHIFT_CENTS);

  const logged = invoiceLogRows(t);
  await createJobRunner(t.deps, [invoiceRemindersJob]).run(invoiceRemindersJob.name);
  expect(one<{ n: number }>(t, 'SELECT reminders_sent AS n FROM shift_invoices WHERE id = ?', id).n).toBe(1);
  expect(invoiceLogRows(t)).toBe(logged);
});
