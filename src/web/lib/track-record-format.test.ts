import { expect, test } from 'bun:test';
import { completedShiftsText, ratingLabel, ratingText } from './track-record-format';

test('the average shows with one decimal and the count; below the threshold nothing', () => {
  expect(ratingText({ average: 4.7, count: 12 })).toBe('★ 4.7 · 12 ratings');
  expect(ratingText({ average: 4, count: 3 })).toBe('★ 4.0 · 3 ratings');
  expect(ratingText(null)).toBeNull();
  expect(ratingLabel({ average: 4, count: 1 })).toBe('Rated 4.0 out of 5 from 1 rating');
});

test('completed shifts are counted in words', () => {
  expect(completedShiftsText(0)).toBe('0 completed shifts');
  expect(completedShiftsText(1)).toBe('1 completed shift');
  expect(completedShiftsText(1200)).toBe('1,200 completed shifts');
});
