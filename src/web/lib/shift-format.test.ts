import { expect, test } from 'bun:test';
import { formatTimeRange } from './shift-format';

test('a shift past midnight reads as ending the next day', () => {
  expect(formatTimeRange('18:00', '06:00')).toBe('6:00 PM – 6:00 AM (next day)');
  expect(formatTimeRange('08:00', '18:00')).toBe('8:00 AM – 6:00 PM');
});
