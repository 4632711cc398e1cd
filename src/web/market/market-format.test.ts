import { describe, expect, test } from 'bun:test';
import { formatAsOf, formatPercent, groupLabel } from './market-format';
import { NO_DATA_COLOUR, RATE_COLOURS, rateScale } from './rate-scale';

describe('market figures', () => {
  test.each([
    [4.2, '+4.2%'],
    [-3.1, '−3.1%'],
    [0, '0.0%'],
    [-0.04, '0.0%'],
    [12, '+12.0%'],
  ])('%p percent reads %p', (percent, text) => expect(formatPercent(percent)).toBe(text));

  test('groups read as words', () => {
    expect(groupLabel('small_animal')).toBe('Small Animal');
    expect(groupLabel('regular_day')).toBe('Regular Day');
    expect(groupLabel('Other')).toBe('Other');
  });
});

test('"as of": the time alone today, the day before that, the year when another year', () => {
  const now = new Date(2026, 10, 25, 15, 0);
  expect(formatAsOf(new Date(2026, 10, 25, 14, 5).toISOString(), now)).toBe('2:05 PM');
  expect(formatAsOf(new Date(2026, 10, 24, 9, 30).toISOString(), now)).toBe('Nov 24 at 9:30 AM');
  expect(formatAsOf(new Date(2025, 11, 31, 23, 50).toISOString(), now)).toBe('Dec 31, 2025 at 11:50 PM');
});

describe('the map scale', () => {
  test('no state: no bins, everything grey', () => {
    const scale = rateScale([]);
    expect(scale.bins).toEqual([]);
    expect(scale.colourOf(9000)).toBe(NO_DATA_COLOUR);
  });

  test('one state: one bin in the middle of the ramp', () => {
    const scale = rateScale([9500]);
    expect(scale.bins).toEqual([{ colour: RATE_COLOURS[2], from: 9500, to: 9500 }]);
    expect(scale.colourOf(9500)).toBe(RATE_COLOURS[2]);
  });

  test('five bins cover every dollar from the lowest to the highest average, without gaps', () => {
    const scale = rateScale([6000, 7250, 9000, 11000, 12000]);
    expect(scale.bins.map((bin) => bin.colour)).toEqual([...RATE_COLOURS]);
    expect(scale.bins[0]!.from).toBe(6000);
    expect(scale.bins.at(-1)!.to).toBe(12000);
    for (let i = 1; i < scale.bins.length; i++) expect(scale.bins[i]!.from).toBe(scale.bins[i - 1]!.to + 100);
    expect(scale.colourOf(6000)).toBe(RATE_COLOURS[0]);
    expect(scale.colourOf(12000)).toBe(RATE_COLOURS[4]);
  });

  test('two states far apart: two bins at the two ends of the ramp, splitting the dollars between them', () => {
    const scale = rateScale([7500, 10029]);
    expect(scale.bins.map((bin) => [bin.from, bin.to, bin.colour])).toEqual([
      [7500, 8700, RATE_COLOURS[0]],
      [8800, 10000, RATE_COLOURS[4]],
    ]);
  });

  test('two distinct dollars: the two ends of the ramp', () => {
    const scale = rateScale([8000, 8100, 8000]);
    expect(scale.bins.map((bin) => [bin.from, bin.to, bin.colour])).toEqual([
      [8000, 8000, RATE_COLOURS[0]],
      [8100, 8100, RATE_COLOURS[4]],
    ]);
  });
});
