// What each step of a shift's hours says in the pair's thread and by e-mail. The thread lines
// keep a plain /bookings?hoursShiftId=ID path, which the web shows as a link.
import { formatMoney } from '../../shared/money';
import { formatWorked, hoursPath } from '../../shared/shift-day';
import { twelveHourRange } from '../../shared/time';
import { escapeHtml } from '../email/templates';
import type { EmailMessage } from '../email/outbox';
import { shortDate } from '../summaries/emails';

/** The hours of one version as a message states them. */
export interface StatedHours {
  startTime: string;
  endTime: string;
  breakMinutes: number;
  workedMinutes: number;
  amountCents: number;
}

/** "8:00 AM – 6:00 PM, 30 min break: 9 h 30 min, $712.50". */
export function statedHours(hours: StatedHours): string {
  const pause = hours.breakMinutes ? `, ${hours.breakMinutes} min break` : ', no break';
  return `${twelveHourRange(hours.startTime, hours.endTime)}${pause}: ${formatWorked(hours.workedMinutes)}, ${formatMoney(hours.amountCents, { precision: 'cents' })}`;
}

export type HoursStep = 'submitted' | 'approved' | 'disputed' | 'corrected' | 'auto_approved';

interface StepText {
  /** The shift's date, YYYY-MM-DD. */
  shiftDate: string;
  shiftId: number;
  /** Who acted: "Dr. Sam Rivera" or the clinic's name (unused for automatic approval). */
  actor: string;
  hours: StatedHours;
  /** The vet's note or the clinic's reason. */
  note?: string | null;
}

const headline: Record<HoursStep, (text: StepText) => string> = {
  submitted: ({ shiftDate, actor }) => `${actor} submitted hours for ${shortDate(shiftDate)}`,
  approved: ({ shiftDate, actor }) => `${actor} approved the hours for ${shortDate(shiftDate)}`,
  disputed: ({ shiftDate, actor }) => `${actor} proposed corrected hours for ${shortDate(shiftDate)}`,
  corrected: ({ shiftDate, actor }) => `${actor} accepted the corrected hours for ${shortDate(shiftDate)}`,
  auto_approved: ({ shiftDate }) => `The hours for ${shortDate(shiftDate)} were approved automatically after 72 hours`,
};

/** The short line the step posts in the pair's thread. */
export function hoursMessage(step: HoursStep, text: StepText): string {
  const note = text.note ? ` ${step === 'disputed' ? 'Reason' : 'Note'}: ${text.note}` : '';
  return `${headline[step](text)}: ${statedHours(text.hours)}.${note} — ${hoursPath(text.shiftId)}`;
}

const ACTIONS: Record<HoursStep, string> = {
  submitted: 'Approve or correct the hours',
  approved: 'See the hours',
  disputed: 'Accept or submit again',
  corrected: 'See the hours',
  auto_approved: 'See the hours',
};

/** The e-mail of a step to the other side (both sides for an automatic approval). */
export function hoursEmail(appName: string, to: string, step: HoursStep, text: StepText, publicUrl: string): EmailMessage {
  const subject = headline[step](text);
  const link = `${publicUrl}${hoursPath(text.shiftId)}`;
  const lines = [`${subject}: ${statedHours(text.hours)}.`];
  if (text.note) lines.push(`${step === 'disputed' ? 'Reason' : 'Note'}: ${text.note}`);
  if (step === 'submitted') lines.push('Without an answer within 72 hours they are approved automatically.');
  const action = ACTIONS[step];
  const body = [...lines, '', `${action}: ${link}`, '', `— ${appName}`].join('\n');
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`;
  return { to, subject, text: body, html };
}
