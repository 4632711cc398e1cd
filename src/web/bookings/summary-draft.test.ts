import { expect, test } from 'bun:test';
import { dayAfter, draftProblem, draftShift, draftTotals, lunchAllowed, summaryPayload } from './summary-draft';

test('a new date starts at 09:00–17:00 and $100, or like the row before it', () => {
  const first = draftShift('2026-12-01');
  expect(first).toMatchObject({ startTime: '09:00', endTime: '17:00', rateDollars: 100, unpaidLunch: false });
  const second = draftShift(dayAfter('2026-12-31'), { ...first, startTime: '08:00', rateDollars: 120 });
  expect(second).toMatchObject({ shiftDate: '2027-01-01', startTime: '08:00', rateDollars: 120, notes: '' });
});

test('the unpaid lunch is offered from 6 hours and takes an hour off the running total', () => {
  expect(lunchAllowed({ startTime: '09:00', endTime: '15:00' })).toBe(true);
  expect(lunchAllowed({ startTime: '09:00', endTime: '14:30' })).toBe(false);
  const shifts = [
    { ...draftShift('2026-12-01'), unpaidLunch: true },
    { ...draftShift('2026-12-02'), endTime: '13:00', unpaidLunch: true },
  ];
  // 8 h − 1 h lunch = 7 h, plus 4 h (too short for the lunch): 11 h at $100.
  expect(draftTotals(shifts)).toEqual({ hours: 11, valueCents: 110000 });
  expect(summaryPayload(7, ' ', shifts, '3:7').shifts.map((shift) => [shift.unpaidLunch, shift.hourlyRate])).toEqual([
    [true, 10000],
    [false, 10000],
  ]);
});

test('the checks before sending', () => {
  const today = { today: '2026-11-24', latest: '2028-05-24' };
  expect(draftProblem([], today)).toBe('Please add at least one shift');
  expect(draftProblem([draftShift('')], today)).toBe('Please choose a date for every shift');
  expect(draftProblem([draftShift('2026-11-23')], today)).toBe('Shift dates cannot be in the past');
  expect(draftProblem([draftShift('2026-12-01'), draftShift('2026-12-01')], today)).toBe('Each date may appear only once');
  expect(draftProblem([{ ...draftShift('2026-12-01'), endTime: '09:00' }], today)).toBe('End time must be after start time');
  expect(draftProblem([{ ...draftShift('2026-12-01'), rateDollars: 105 }], today)).toBe('Hourly rate must be $0 or more in steps of $10');
  expect(draftProblem([draftShift('2026-12-01'), draftShift('2028-05-25')], today)).toBe('Shift dates can be at most 18 months ahead');
  expect(draftProblem([draftShift('2026-11-24'), draftShift('2026-12-01'), draftShift('2028-05-24')], today)).toBeNull();
});
