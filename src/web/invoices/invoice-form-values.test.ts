import { expect, test } from 'bun:test';
import { invoiceDraftSchema, type InvoiceableShift } from '../../shared/invoices';
import { dollarsToCents, invoiceFormSchema, newInvoiceValues, previewTotal, toDraftInput } from './invoice-form-values';

const shift = (shiftId: number, amountCents: number): InvoiceableShift => ({
  shiftId,
  date: '2026-11-02',
  startTime: '08:00',
  endTime: '17:00',
  workedMinutes: 510,
  hourlyRateCents: 9000,
  amountCents,
});

test('dollars typed with or without cents, a $ or commas, become whole cents; anything else is refused', () => {
  expect(dollarsToCents('45')).toBe(4500);
  expect(dollarsToCents('45.5')).toBe(4550);
  expect(dollarsToCents('$1,045.07')).toBe(104507);
  expect(dollarsToCents('0.1')).toBe(10);
  for (const bad of ['', 'abc', '4.555', '-5', '1e3', '.5']) expect(dollarsToCents(bad)).toBeNull();
});

test('a new invoice ticks every approved shift and takes the usual terms', () => {
  expect(newInvoiceValues([shift(3, 76500), shift(4, 72000)], 15)).toEqual({ shiftIds: [3, 4], extraLines: [], dueInDays: 15, note: '' });
});

test('the form becomes the draft the API takes, in cents, and the preview total is the sum of the lines', () => {
  const values = { shiftIds: [4], extraLines: [{ description: ' Travel (120 mi) ', amount: '67.20' }], dueInDays: 30, note: '  ' };
  expect(invoiceFormSchema.safeParse(values).success).toBe(true);
  const input = toDraftInput(values);
  expect(input).toEqual({ shiftIds: [4], extraLines: [{ description: 'Travel (120 mi)', amountCents: 6720 }], dueInDays: 30, note: null });
  expect(invoiceDraftSchema.safeParse(input).success).toBe(true);
  expect(previewTotal([shift(3, 76500), shift(4, 72000)], values)).toBe(72000 + 6720);
});

test('no shift ticked, or an amount that is not dollars, is refused before sending', () => {
  expect(invoiceFormSchema.safeParse({ shiftIds: [], extraLines: [], dueInDays: 15, note: '' }).success).toBe(false);
  expect(invoiceFormSchema.safeParse({ shiftIds: [1], extraLines: [{ description: 'Lodging', amount: 'lots' }], dueInDays: 15, note: '' }).success).toBe(false);
});
