// GET /api/earnings (vet) and GET /api/spend (clinic): paid by the paid-on date, invoiced by the
// issue date, void and drafts never counted, outstanding and overdue over sent invoices, the last
// 12 months oldest first, and the table by counterpart. The test clock is 2026-11-22 (Denver).
import { beforeAll, describe, expect, test } from 'bun:test';
import type { EarningsSummary, SpendSummary } from '../../shared/invoices';
import { insertTestInvoice, type TestInvoice } from '../invoices/test-rows';
import { ok } from '../testing/expect-ok';
import { createTestApp, type TestApp } from '../testing/harness';
import { clinic, type Party, vet } from '../testing/marketplace';

const one = (amountCents: number) => [{ description: 'Relief work', amountCents }];

describe('earnings and spend', () => {
  let t: TestApp;
  let c: Party;
  let c2: Party;
  let v: Party;
  let v2: Party;
  let earnings: EarningsSummary;
  let spend: SpendSummary;

  beforeAll(async () => {
    t = createTestApp();
    [c, c2, v, v2] = [await clinic(t, 'Front Range Vets'), await clinic(t, 'Cedar Vets'), await vet(t), await vet(t)];
    const add = (fields: Partial<TestInvoice> & { amount: number }) =>
      insertTestInvoice(t.deps.db, { vetId: v.id, clinicId: c.id, lines: one(fields.amount), ...fields });
    // Paid this month, issued last month.
    add({ amount: 100_00, status: 'paid', sequence: 1, issuedOn: '2026-10-07', paidOn: '2026-11-03' });
    // Sent, due 2026-11-16: overdue.
    add({ amount: 200_00, status: 'sent', sequence: 2, issuedOn: '2026-11-01', dueInDays: 15 });
    // Sent to the other clinic, due 2026-12-05: outstanding, not overdue.
    add({ amount: 400_00, status: 'sent', sequence: 3, issuedOn: '2026-11-20', clinicId: c2.id, clinicParty: { name: 'Cedar Vets' } });
    // Void and draft: never counted.
    add({ amount: 800_00, status: 'void', sequence: 4, issuedOn: '2026-09-01' });
    add({ amount: 1_600_00, status: 'draft' });
    // Paid in December 2025 (inside the 12 months, not this year), issued before the window.
    add({ amount: 3_200_00, status: 'paid', sequence: 9, issuedOn: '2025-11-15', paidOn: '2025-12-10' });
    // Issued and paid before the window: nowhere.
    add({ amount: 6_400_00, status: 'paid', sequence: 5, issuedOn: '2025-06-01', paidOn: '2025-07-01' });
    // Paid in January, from a clinic whose account was since deleted (its name as printed).
    add({ amount: 50_00, status: 'paid', sequence: 6, issuedOn: '2026-01-05', paidOn: '2026-01-20', clinicId: null, clinicParty: { name: 'Gone Vets' } });
    // Another vet's invoice to the same clinic: in the clinic's spend, not in this vet's earnings.
    add({ amount: 12_800_00, status: 'paid', sequence: 1, issuedOn: '2026-11-02', paidOn: '2026-11-10', vetId: v2.id, vetParty: { name: 'Dr. Alex Kim' } });
    earnings = ok(await v.client.get('/api/earnings'), 'earnings').body;
    spend = ok(await c.client.get('/api/spend'), 'spend').body;
  });

  test('the figure cards: paid this month and this year by paid-on date, outstanding, overdue', () => {
    expect(earnings.thisMonthPaidCents).toBe(100_00);
    expect(earnings.thisYearPaidCents).toBe(150_00);
    expect(earnings.outstandingCents).toBe(600_00);
    expect(earnings.overdueCents).toBe(200_00);
  });

  test('the last 12 months, oldest first: invoiced by issue date (void excluded), paid by paid-on date', () => {
    expect(earnings.months.map((month) => month.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    const figures = Object.fromEntries(earnings.months.filter((m) => m.invoicedCents || m.paidCents).map((m) => [m.month, [m.invoicedCents, m.paidCents]]));
    expect(figures).toEqual({ '2025-12': [0, 3_200_00], '2026-01': [50_00, 50_00], '2026-10': [100_00, 0], '2026-11': [600_00, 100_00] });
  });

  test('by clinic: each counterpart once, a deleted account by the name printed', () => {
    expect(earnings.byClinic).toEqual([
      { clinicId: c2.id, clinicName: 'Cedar Vets', invoicedCents: 400_00, paidCents: 0, outstandingCents: 400_00, invoiceCount: 1 },
      { clinicId: c.id, clinicName: 'Front Range Vets', invoicedCents: 300_00, paidCents: 3_300_00, outstandingCents: 200_00, invoiceCount: 2 },
      { clinicId: null, clinicName: 'Gone Vets', invoicedCents: 50_00, paidCents: 50_00, outstandingCents: 0, invoiceCount: 1 },
    ]);
  });

  test("the clinic's spend: what it received from every vet, drafts never", () => {
    expect(spend.thisMonthPaidCents).toBe(100_00 + 12_800_00);
    expect(spend.outstandingCents).toBe(200_00);
    expect(spend.overdueCents).toBe(200_00);
    expect(spend.months.at(-1)).toEqual({ month: '2026-11', invoicedCents: 200_00 + 12_800_00, paidCents: 100_00 + 12_800_00 });
    expect(spend.byVet.map((row) => [row.vetId, row.vetName, row.invoicedCents, row.paidCents])).toEqual([
      [v2.id, 'Dr. Alex Kim', 12_800_00, 12_800_00],
      [v.id, 'Rivera Relief Veterinary LLC', 300_00, 3_300_00],
    ]);
    expect(spend.byVet.some((row) => row.invoicedCents === 1_600_00)).toBe(false);
  });

  test('each side reads only its own: the other kind is refused, a visitor is 401', async () => {
    expect((await c.client.get('/api/earnings')).body.code).toBe('VET_ONLY');
    expect((await v.client.get('/api/spend')).body.code).toBe('CLINIC_ONLY');
    expect((await t.client().get('/api/earnings')).status).toBe(401);
    const fresh = await vet(t);
    const empty: EarningsSummary = ok(await fresh.client.get('/api/earnings'), 'empty earnings').body;
    expect(empty).toMatchObject({ thisMonthPaidCents: 0, thisYearPaidCents: 0, outstandingCents: 0, overdueCents: 0, byClinic: [] });
    expect(empty.months).toHaveLength(12);
  });
});
