import { expect, test } from 'bun:test';
import { invoiceDate, invoiceListPath, invoiceMoney, invoiceName, workedTime } from './invoice-format';

test('the list path carries only the filters that are set', () => {
  expect(invoiceListPath({ offset: 0 })).toBe('/api/invoices');
  expect(invoiceListPath({ status: 'overdue', year: 2026, counterpartId: 7, offset: 25 })).toBe(
    '/api/invoices?status=overdue&year=2026&counterpartId=7&offset=25',
  );
});

test('invoice amounts keep their cents; dates and hours read as printed', () => {
  expect(invoiceMoney(76550)).toBe('$765.50');
  expect(invoiceMoney(72000)).toBe('$720.00');
  expect(invoiceDate('2026-12-04')).toBe('Dec 4, 2026');
  expect(workedTime(480)).toBe('8 h');
  expect(workedTime(510)).toBe('8 h 30 min');
  expect(workedTime(45)).toBe('45 min');
});

test('an invoice is named by its number once sent', () => {
  expect(invoiceName({ number: null })).toBe('Draft invoice');
  expect(invoiceName({ number: '2026-0003' })).toBe('Invoice 2026-0003');
});
