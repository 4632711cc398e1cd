import { expect, test } from 'bun:test';
import { togetherText } from './favourites-card';

test('the shifts worked together, with the last date; none yet says so', () => {
  expect(togetherText({ shiftsTogether: 0, lastShiftDate: null })).toBe('No shifts together yet');
  expect(togetherText({ shiftsTogether: 1, lastShiftDate: '2026-12-10' })).toBe('1 shift together · last Thu, Dec 10, 2026');
  expect(togetherText({ shiftsTogether: 3, lastShiftDate: '2026-12-10' })).toMatch(/^3 shifts together · last /);
});
