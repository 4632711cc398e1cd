import { describe, expect, test } from 'bun:test';
import { holidayOn, isWeekend, nextDayFor, shiftTypeMismatch, weekdayOf } from './shift-days';

describe('weekend and holiday days', () => {
  test('weekdays and weekends', () => {
    expect(weekdayOf('2026-12-08')).toBe('Tuesday');
    expect(isWeekend('2026-12-12')).toBe(true);
    expect(isWeekend('2026-12-13')).toBe(true);
    expect(isWeekend('2026-12-14')).toBe(false);
  });

  test.each([
    ['2026-01-01', "New Year's Day"],
    ['2026-01-19', 'Martin Luther King Jr. Day'],
    ['2026-02-16', "Washington's Birthday"],
    ['2026-05-25', 'Memorial Day'],
    ['2026-06-19', 'Juneteenth'],
    ['2026-07-04', 'Independence Day'],
    // July 4, 2026 is a Saturday: observed on Friday the 3rd.
    ['2026-07-03', 'Independence Day (observed)'],
    ['2026-09-07', 'Labor Day'],
    ['2026-10-12', 'Columbus Day'],
    ['2026-11-11', 'Veterans Day'],
    ['2026-11-26', 'Thanksgiving Day'],
    ['2026-11-27', 'the day after Thanksgiving'],
    ['2026-12-24', 'Christmas Eve'],
    ['2026-12-25', 'Christmas Day'],
    ['2026-12-31', "New Year's Eve"],
    ['2027-11-25', 'Thanksgiving Day'],
    // December 25, 2027 is a Saturday: observed on Friday the 24th (Christmas Eve too).
    ['2027-12-24', 'Christmas Day (observed)'],
    ['2027-12-27', null],
    ['2026-12-08', null],
    ['2026-03-17', null],
  ])('%p: %p', (date, name) => expect(holidayOn(date)).toBe(name));

  test('the mismatch says what the day is; other types fit any day', () => {
    expect(shiftTypeMismatch('weekend', '2026-12-08')).toBe('Dec 8 is a Tuesday');
    expect(shiftTypeMismatch('weekend', '2026-12-12')).toBeNull();
    expect(shiftTypeMismatch('holiday', '2026-12-08')).toBe('Dec 8 is not a holiday');
    expect(shiftTypeMismatch('holiday', '2026-12-25')).toBeNull();
    expect(shiftTypeMismatch('regular_day', '2026-12-12')).toBeNull();
    expect(shiftTypeMismatch('emergency', '2026-12-25')).toBeNull();
  });

  test('the next day that fits', () => {
    expect(nextDayFor('weekend', '2026-12-08')).toBe('2026-12-12');
    expect(nextDayFor('weekend', '2026-12-13')).toBe('2026-12-13');
    expect(nextDayFor('holiday', '2026-12-01')).toBe('2026-12-24');
    expect(nextDayFor('holiday', '2026-11-28')).toBe('2026-12-24');
    expect(nextDayFor('regular_day', '2026-12-12')).toBe('2026-12-12');
  });
});
