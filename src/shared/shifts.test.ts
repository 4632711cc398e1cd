import { describe, expect, test } from 'bun:test';
import { shiftHours, shiftInputSchema, shiftValueCents } from './shifts';
import { endsNextDay } from './time';

const shift = { shiftDate: '2026-12-10', startTime: '18:00', endTime: '06:00', hourlyRate: 10000, shiftType: 'regular_day', practiceTypes: ['emergency'] };

describe('shifts across midnight', () => {
  test('hours and value count across midnight (spec 2 §9)', () => {
    expect(shiftHours('18:00', '06:00')).toBe(12);
    expect(shiftHours('08:00', '18:00')).toBe(10);
    expect(shiftHours('22:30', '00:15')).toBe(1.75);
    expect(shiftValueCents('18:00', '06:00', 10000)).toBe(120000);
  });

  test('an end before the start is the next morning, for any shift type', () => {
    expect(endsNextDay('18:00', '06:00')).toBe(true);
    expect(endsNextDay('08:00', '18:00')).toBe(false);
    expect(shiftInputSchema.safeParse(shift).success).toBe(true);
    expect(shiftInputSchema.safeParse({ ...shift, shiftType: 'overnight' }).success).toBe(true);
  });

  test('equal start and end times are refused', () => {
    const result = shiftInputSchema.safeParse({ ...shift, endTime: '18:00' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/endTime must differ from startTime/);
  });
});
