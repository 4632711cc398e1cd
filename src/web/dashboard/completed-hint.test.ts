// The Completed Shifts hint counts shifts whose hours wait, so it must not read "1 hours".
import { expect, test } from 'bun:test';
import { completedHint } from './stat-card';

test('the hint names shifts, singular and plural, and what to do with their hours', () => {
  expect(completedHint(1, 'approve')).toBe('To do: approve hours of 1 shift');
  expect(completedHint(2, 'submit or answer')).toBe('To do: submit or answer hours of 2 shifts');
  expect(completedHint(0, 'approve')).toBe('Ended, hours approved');
});
