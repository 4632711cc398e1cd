import { expect, test } from 'bun:test';
import { recentYears } from '../lib/recent-years';
import { monthLabel } from './money-format';

test('months read short on the axis and long in the tooltip', () => {
  expect(monthLabel('2026-01')).toBe('Jan');
  expect(monthLabel('2025-12', true)).toBe('December 2025');
});

test('the years offered run from this year back five', () => {
  expect(recentYears(new Date(2026, 10, 26))).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
});
