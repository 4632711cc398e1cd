import { describe, expect, test } from 'bun:test';
import { agreedRate, formatMoney, formatRate } from './money';

describe('one money formatter', () => {
  test.each([
    [8750, '$88'],
    [8749, '$87'],
    [10029, '$100'],
    [10000, '$100'],
    [0, '$0'],
    [1234500, '$12,345'],
  ])('whole dollars by default: %p cents → %p', (cents, text) => expect(formatMoney(cents)).toBe(text));

  test.each([
    [8750, '$87.50'],
    [10029, '$100.29'],
    [10000, '$100.00'],
    [4900, '$49.00'],
    [240000, '$2,400.00'],
    [5, '$0.05'],
  ])('cents always show two decimals: %p cents → %p', (cents, text) => expect(formatMoney(cents, { precision: 'cents' })).toBe(text));

  test('a unit follows the amount', () => {
    expect(formatMoney(4900, { precision: 'cents', per: 'month' })).toBe('$49.00/month');
    expect(formatMoney(9500, { precision: 'cents', per: 'hr' })).toBe('$95.00/hr');
  });

  test('rates read as whole dollars an hour: $100.29 and $100 are the same figure, never "$100/hr" beside "$100.29/hr"', () => {
    expect(formatRate(10029)).toBe('$100/hr');
    expect(formatRate(10000)).toBe('$100/hr');
    expect(formatRate(8250)).toBe('$83/hr');
  });

  test('an agreed rate in a message, e-mail or calendar entry is stated exactly: cents only when it has some', () => {
    expect(agreedRate(8550)).toBe('$85.50/hr');
    expect(agreedRate(8500)).toBe('$85/hr');
    expect(formatMoney(123456, { precision: 'exact' })).toBe('$1,234.56');
    expect(formatMoney(120000, { precision: 'exact' })).toBe('$1,200');
  });
});
