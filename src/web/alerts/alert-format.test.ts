import { expect, test } from 'bun:test';
import { hourLabel, unsubscribeSubject, zoneLabel } from './alert-format';

test('digest hours read as clock times', () => {
  expect(hourLabel(0)).toBe('12:00 AM');
  expect(hourLabel(7)).toBe('7:00 AM');
  expect(hourLabel(13)).toBe('1:00 PM');
});

test('a zone reads with its name; an unknown one as it is', () => {
  expect(zoneLabel('America/Denver')).toBe('Mountain Time (America/Denver)');
  expect(zoneLabel('Not/AZone')).toBe('Not/AZone');
});

test('the unsubscribe page names the kind and the address', () => {
  expect(unsubscribeSubject('shifts', 'a…@example.com')).toBe('Shift alerts for a…@example.com');
  expect(unsubscribeSubject('availability', 'c…@example.com')).toBe('Availability alerts for c…@example.com');
});
