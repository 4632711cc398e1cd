// Invoice numbers (issue 22): per vet and year, gapless and never reused, taken in the same
// transaction as the send, so sends at once cannot share or skip a number.
import { expect, test } from 'bun:test';
import { createTestApp } from '../testing/harness';
import { moveTo } from '../testing/hours';
import { approvedShifts, createInvoice, draftOf, sendInvoice, voidInvoice } from '../testing/invoices';
import { one } from '../testing/rows';

test('20 sends in parallel take 0001–0020: no gap, no duplicate; another vet counts on its own', async () => {
  const t = createTestApp();
  const { c, v, shiftIds } = await approvedShifts(t, 20);
  const other = await approvedShifts(t, 2, { c });
  const drafts = await Promise.all(shiftIds.map((shiftId) => draftOf(v, [shiftId])));
  const otherDrafts = await Promise.all(other.shiftIds.map((shiftId) => draftOf(other.v, [shiftId])));
  // Each draft sent twice at once: one send wins, the other is refused.
  const sends = await Promise.all([...drafts, ...drafts, ...otherDrafts].map((id, i) => sendInvoice(i < 40 ? v : other.v, id)));
  expect(sends.filter((sent) => sent.status === 200)).toHaveLength(22);
  expect(sends.filter((sent) => sent.status === 409).every((sent) => sent.body.code === 'INVOICE_NOT_DRAFT')).toBe(true);
  const numbers = (party: { id: number }) =>
    t.deps.db.$client
      .query<{ number: string }, [number]>('SELECT number FROM shift_invoices WHERE vet_id = ? ORDER BY number')
      .all(party.id)
      .map((row) => row.number);
  const year = numbers(v)[0]!.slice(0, 4);
  expect(numbers(v)).toEqual(Array.from({ length: 20 }, (_, i) => `${year}-${String(i + 1).padStart(4, '0')}`));
  expect(numbers(other.v)).toEqual([`${year}-0001`, `${year}-0002`]);
  expect(one<{ last_sequence: number }>(t, 'SELECT last_sequence FROM shift_invoice_counters WHERE vet_id = ?', v.id).last_sequence).toBe(20);
});

test('a void number stays used; a new year starts again at 0001', async () => {
  const t = createTestApp();
  const { v, shiftIds } = await approvedShifts(t, 2, {}, '2026-12-01');
  const first = await draftOf(v, [shiftIds[0]!]);
  const firstNumber = (await sendInvoice(v, first)).body.number;
  expect(firstNumber).toBe('2026-0001');
  expect((await voidInvoice(v, first)).status).toBe(200);
  // Issued on the vet's local date: 2027-01-01 06:00 UTC is still Dec 31 in Colorado.
  moveTo(t, Date.parse('2027-01-01T06:00:00Z'));
  const late = await draftOf(v, [shiftIds[0]!]);
  expect((await sendInvoice(v, late)).body).toMatchObject({ number: '2026-0002', issuedOn: '2026-12-31' });
  moveTo(t, Date.parse('2027-01-01T08:00:00Z'));
  const created = await createInvoice(v, { shiftIds: [shiftIds[1]!] });
  expect((await sendInvoice(v, created.body.id)).body).toMatchObject({ number: '2027-0001', issuedOn: '2027-01-01' });
});
