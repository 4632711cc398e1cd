import { expect, test } from 'bun:test';
import { twelveHourClock, twelveHourRange } from './time';

test('a time reads on the 12-hour clock, midnight and noon as 12', () => {
  expect(['00:00', '00:05', '08:00', '11:59', '12:00', '12:30', '18:00', '23:45'].map(twelveHourClock)).toEqual([
    '12:00 AM',
    '12:05 AM',
    '8:00 AM',
    '11:59 AM',
    '12:00 PM',
    '12:30 PM',
    '6:00 PM',
    '11:45 PM',
  ]);
});

test('a shift past midnight reads as ending the next day', () => {
  expect(twelveHourRange('18:00', '06:00')).toBe('6:00 PM – 6:00 AM (next day)');
  expect(twelveHourRange('08:00', '18:00')).toBe('8:00 AM – 6:00 PM');
});
