import { expect, test } from 'bun:test';
import { summaryIdFrom } from './use-summary-link';

test('summaryId must be numeric', () => {
  expect(summaryIdFrom('12')).toBe(12);
  for (const bad of [null, '', '12a', '-1', '0', '1.5', '1e3']) expect(summaryIdFrom(bad)).toBeNull();
});
