import { expect, test } from 'bun:test';
import type { OwnPosting } from '../../shared/availability';
import { availabilityInputSchema } from '../../shared/availability';
import { AVAILABILITY_FORM_DEFAULTS, availabilityFormSchema, editValues, newPostingValues, toAvailabilityInput } from './availability-form-values';

test('the rate is optional dollars sent as rounded cents; the radius as an integer; empty notes left out', () => {
  const input = toAvailabilityInput({ ...AVAILABILITY_FORM_DEFAULTS, hourlyRateDollars: '87.555', notes: '  ' }, '2030-05-02');
  expect(input).toEqual({
    availableDate: '2030-05-02',
    startTime: '08:00',
    endTime: '18:00',
    practiceTypes: ['small_animal'],
    hourlyRate: 8756,
    travelRadius: 50,
    notes: null,
  });
  expect(availabilityInputSchema.safeParse(input).success).toBe(true);
  expect(toAvailabilityInput(AVAILABILITY_FORM_DEFAULTS, '2030-05-02').hourlyRate).toBeNull();
});

test('the form refuses a negative rate, equal times and no practice type', () => {
  const problems = (patch: Partial<typeof AVAILABILITY_FORM_DEFAULTS>) =>
    availabilityFormSchema.safeParse({ ...AVAILABILITY_FORM_DEFAULTS, ...patch }).error?.issues.map((issue) => issue.path.join('.'));
  expect(problems({ hourlyRateDollars: '-5' })).toEqual(['hourlyRateDollars']);
  expect(problems({ hourlyRateDollars: 'abc' })).toEqual(['hourlyRateDollars']);
  expect(problems({ endTime: '08:00' })).toEqual(['endTime']);
  expect(problems({ practiceTypes: [] })).toEqual(['practiceTypes']);
  expect(problems({ endTime: '06:00' })).toBeUndefined();
});

test('editing shows the rate with 2 decimals', () => {
  const posting = { startTime: '09:00', endTime: '17:00', hourlyRate: 9050, travelRadius: 75, practiceTypes: ['exotic', 'mixed'], notes: null } as OwnPosting;
  expect(editValues(posting)).toEqual({
    startTime: '09:00',
    endTime: '17:00',
    hourlyRateDollars: '90.50',
    travelRadius: '75',
    practiceTypes: ['exotic'],
    notes: '',
  });
});

test("a new posting's travel radius starts at the profile's, as the smallest option covering it", () => {
  expect(newPostingValues(25).travelRadius).toBe('25');
  expect(newPostingValues(37).travelRadius).toBe('50');
  expect(newPostingValues(5).travelRadius).toBe('10');
  expect(newPostingValues(400).travelRadius).toBe('150');
  expect(newPostingValues(undefined).travelRadius).toBe('50');
  expect(availabilityFormSchema.safeParse(newPostingValues(37)).success).toBe(true);
});
