// The vet must see what it accepts before pressing "Accept correction".
import { expect, test } from 'bun:test';
import type { HoursVersion } from '../../shared/shift-day';
import { proposalSummary } from './proposal-summary';

test('the summary names the corrected times, the break, the worked time and the amount', () => {
  const proposal = { startTime: '10:00', endTime: '19:00', breakMinutes: 30, workedMinutes: 510, amountCents: 76500 } as HoursVersion;
  expect(proposalSummary(proposal)).toBe(
    'The clinic proposed 10:00 AM – 7:00 PM, 30 min break (8 h 30 min, $765.00). Accept them, or submit yours again below.',
  );
  expect(proposalSummary(undefined)).toBe('The clinic proposed corrected hours. Accept them, or submit yours again below.');
});
