// Which calendar dates a thread names: the shifts the assistant talks about are looked up by them.
import { describe, expect, test } from 'bun:test';
import { mentionedDates } from './context';

describe('dates the thread mentions', () => {
  test('ISO, US and month-name forms; a past month-day means next year', () => {
    expect(mentionedDates('Can you do 2026-12-12, 12/15, Dec 20th or January 3? Not 2026-01-01.', '2026-11-24')).toEqual([
      '2026-12-12',
      '2026-12-15',
      '2026-12-20',
      '2027-01-03',
    ]);
  });

  test('day-first and dotted forms, explicit years; words that only start like a month are not dates', () => {
    expect(mentionedDates('the 13th of December, Sept. 4, December 12, 2027 or 1/5/28', '2026-11-24')).toEqual([
      '2026-12-13',
      '2027-09-04',
      '2027-12-12',
      '2028-01-05',
    ]);
    expect(mentionedDates('We decide 5 shifts, mark 3 of them; 2/30 is no date', '2026-11-24')).toEqual([]);
  });
});
