// The post form starts from the clinic's last choices and sends the first look; the edit form never does.
import { describe, expect, test } from 'bun:test';
import type { Shift } from '../../shared/shifts';
import { editFormValues, POST_FORM_DEFAULTS, postFormDefaults, toShiftInput } from './shift-form-values';

describe('first look and instant booking in the shift forms', () => {
  test('the post form preselects the clinic’s defaults', () => {
    expect(postFormDefaults({ defaultFirstLookHours: 24, defaultInstantBooking: 'favourites' })).toMatchObject({
      firstLookHours: 24,
      instantBooking: 'favourites',
    });
    expect(postFormDefaults(null)).toEqual(POST_FORM_DEFAULTS);
  });

  test('posting sends both; an edit sends instant booking only', () => {
    const values = { ...POST_FORM_DEFAULTS, firstLookHours: 48 as const, instantBooking: 'past_vets' as const };
    expect(toShiftInput(values, '2026-12-10', true)).toMatchObject({ firstLookHours: 48, instantBooking: 'past_vets' });
    const edited = toShiftInput(values, '2026-12-10');
    expect(edited.instantBooking).toBe('past_vets');
    expect('firstLookHours' in edited).toBe(false);
  });

  test('the edit form starts from the shift’s instant booking', () => {
    const shift = {
      startTime: '08:00',
      endTime: '18:00',
      shiftType: 'regular',
      practiceTypes: [],
      hourlyRate: 9000,
      notes: null,
      instantBooking: 'favourites',
    };
    expect(editFormValues(shift as unknown as Shift).instantBooking).toBe('favourites');
  });
});
