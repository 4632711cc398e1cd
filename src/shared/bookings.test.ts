import { describe, expect, test } from 'bun:test';
import { SUMMARY_TIME_SLOTS, shiftsOverlap, summaryShiftHours, summaryShiftValueCents } from './bookings';

const shift = (shiftDate: string, startTime: string, endTime: string) => ({ shiftDate, startTime, endTime });

describe('booking rules', () => {
  test('shifts overlap when they share a minute, across midnight too', () => {
    expect(shiftsOverlap(shift('2026-12-12', '08:00', '18:00'), shift('2026-12-12', '17:00', '21:00'))).toBe(true);
    expect(shiftsOverlap(shift('2026-12-12', '08:00', '18:00'), shift('2026-12-12', '18:00', '22:00'))).toBe(false);
    // 20:00–06:00 on the 12th reaches 05:00 on the 13th, not 06:00.
    expect(shiftsOverlap(shift('2026-12-12', '20:00', '06:00'), shift('2026-12-13', '05:00', '09:00'))).toBe(true);
    expect(shiftsOverlap(shift('2026-12-12', '20:00', '06:00'), shift('2026-12-13', '06:00', '14:00'))).toBe(false);
    expect(shiftsOverlap(shift('2026-12-11', '22:00', '07:00'), shift('2026-12-12', '20:00', '06:00'))).toBe(false);
    expect(shiftsOverlap(shift('2026-12-31', '22:00', '02:00'), shift('2027-01-01', '01:00', '03:00'))).toBe(true);
  });

  test('summary hours deduct the unpaid lunch from shifts of 6 hours or more only', () => {
    expect(summaryShiftHours({ startTime: '09:00', endTime: '17:00', unpaidLunch: true })).toBe(7);
    expect(summaryShiftHours({ startTime: '09:00', endTime: '17:00' })).toBe(8);
    expect(summaryShiftHours({ startTime: '09:00', endTime: '14:30', unpaidLunch: true })).toBe(5.5);
    expect(summaryShiftValueCents({ startTime: '09:00', endTime: '17:00', hourlyRate: 10_000, unpaidLunch: true })).toBe(70_000);
  });

  test('summary times are the half hours from 06:00 to 21:30', () => {
    expect(SUMMARY_TIME_SLOTS[0]).toBe('06:00');
    expect(SUMMARY_TIME_SLOTS.at(-1)).toBe('21:30');
    expect(SUMMARY_TIME_SLOTS).toHaveLength(32);
  });
});
