// The clinic's correction in words, shown beside "Accept correction".
import { formatMoney } from '../../shared/money';
import { formatWorked, type HoursVersion } from '../../shared/shift-day-rules';
import { twelveHourRange } from '../../shared/time';

/** What the clinic proposed, next to the button that accepts it (the history is further down, off a phone's screen). */
export function proposalSummary(proposal: HoursVersion | undefined): string {
  if (!proposal) return 'The clinic proposed corrected hours. Accept them, or submit yours again below.';
  const hours = `${twelveHourRange(proposal.startTime, proposal.endTime)}, ${proposal.breakMinutes} min break`;
  const value = `${formatWorked(proposal.workedMinutes)}, ${formatMoney(proposal.amountCents, { precision: 'cents' })}`;
  return `The clinic proposed ${hours} (${value}). Accept them, or submit yours again below.`;
}
