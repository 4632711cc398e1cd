import { expect, test } from 'bun:test';
import { pluralize } from './plural';

test('one is singular; none and many are plural', () => {
  expect([0, 1, 2].map((n) => `${n} ${pluralize(n, 'shift')}`)).toEqual(['0 shifts', '1 shift', '2 shifts']);
  expect(pluralize(1, 'veterinarian')).toBe('veterinarian');
  expect(pluralize(1000, 'veterinarian')).toBe('veterinarians');
});
