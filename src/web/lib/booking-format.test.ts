import { expect, test } from 'bun:test';
import { formatHours, lateCancellationsText, statusLabel, summaryDates, summaryStatus } from './booking-format';

const NOW = Date.parse('2026-11-24T12:00:00Z');

test('a summary reads Updated when edited, Expired once past its deadline, Partially accepted', () => {
  expect(statusLabel(summaryStatus({ status: 'edited', expiresAt: '2026-12-01T00:00:00Z' }, NOW))).toBe('Updated');
  expect(statusLabel(summaryStatus({ status: 'pending', expiresAt: '2026-11-20T00:00:00Z' }, NOW))).toBe('Expired');
  expect(statusLabel(summaryStatus({ status: 'partially_accepted', expiresAt: '2026-11-20T00:00:00Z' }, NOW))).toBe('Partially accepted');
  expect(statusLabel('withdrawn')).toBe('Withdrawn');
});

test('summary cards show the first 3 dates, in order, and +N more', () => {
  const dates = ['2026-12-05', '2026-12-01', '2026-12-03', '2026-12-09', '2026-12-07'].map((shiftDate) => ({ shiftDate }));
  expect(summaryDates(dates)).toEqual({ shown: ['Tue, Dec 1, 2026', 'Thu, Dec 3, 2026', 'Sat, Dec 5, 2026'], more: 2 });
  expect(summaryDates(dates.slice(0, 2)).more).toBe(0);
});

test('late cancellations and hours read as English', () => {
  expect(lateCancellationsText(0)).toBe('No late cancellations');
  expect(lateCancellationsText(1)).toBe('1 late cancellation in 12 months');
  expect(lateCancellationsText(2)).toBe('2 late cancellations in 12 months');
  expect(formatHours(7)).toBe('7 hours');
  expect(formatHours(7.5)).toBe('7.5 hours');
});
