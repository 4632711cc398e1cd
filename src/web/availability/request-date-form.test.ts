import { expect, test } from 'bun:test';
import { proposedCents } from './request-date-form';

test('a proposed rate is optional dollars, sent as rounded cents', () => {
  expect(proposedCents('')).toBeNull();
  expect(proposedCents('  ')).toBeNull();
  expect(proposedCents('92.505')).toBe(9251);
  expect(proposedCents('-1')).toBeUndefined();
  expect(proposedCents('1000.01')).toBeUndefined();
  expect(proposedCents('abc')).toBeUndefined();
});
