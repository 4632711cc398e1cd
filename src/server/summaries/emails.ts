// What a booking summary says in the pair's thread and by e-mail: sent, edited and withdrawn (to
// the vet), answered and expired (to the clinic). The thread messages keep a plain
// `/bookings?summaryId=ID` path in their text, which the web shows as a link.
import { agreedRate, formatMoney } from '../../shared/money';
import { summaryShiftHours, summaryShiftValueCents } from '../../shared/bookings';
import { twelveHourRange } from '../../shared/time';
import type { EmailMessage } from '../email/outbox';

interface DatedShift {
  shiftDate: string;
  startTime: string;
  endTime: string;
  hourlyRate: number;
  unpaidLunch: boolean;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-12-12' → 'Dec 12' (a date, read as it is written: no time zone moves it). */
export function shortDate(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const dateList = (shifts: { shiftDate: string }[]) => shifts.map((shift) => shortDate(shift.shiftDate)).join(', ');

/** The in-app path of a summary on /bookings (thread messages link to it). */
export const summaryPath = (summaryId: number) => `/bookings?summaryId=${summaryId}`;

/** The thread message of a summary sent or edited. */
export function summaryOfferMessage(summaryId: number, shifts: DatedShift[], version: number): string {
  const what = version > 1 ? `Booking summary updated (version ${version})` : 'Booking summary';
  return `${what}: ${plural(shifts.length, 'shift')} (${dateList(shifts)}) — review it at ${summaryPath(summaryId)}`;
}

export function summaryWithdrawnMessage(summaryId: number, shifts: DatedShift[]): string {
  return `Booking summary withdrawn: ${plural(shifts.length, 'shift')} (${dateList(shifts)}) are no longer offered — ${summaryPath(summaryId)}`;
}

/** The vet's answer in the thread: 'Accepted 2 of 3 shifts: Dec 12, Dec 13. Declined: Dec 15.' */
export function summaryAnswerMessage(summaryId: number, accepted: DatedShift[], declined: DatedShift[], notes: string | null): string {
  const total = accepted.length + declined.length;
  const parts =
    accepted.length === 0
      ? [`Declined all ${plural(total, 'shift')}: ${dateList(declined)}.`]
      : [`Accepted ${accepted.length} of ${plural(total, 'shift')}: ${dateList(accepted)}.`, ...(declined.length ? [`Declined: ${dateList(declined)}.`] : [])];
  if (notes) parts.push(`Note: ${notes}`);
  parts.push(`Details at ${summaryPath(summaryId)}`);
  return parts.join(' ');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function shiftLine(shift: DatedShift): string {
  const hours = summaryShiftHours(shift);
  const lunch = shift.unpaidLunch ? ', 1 h unpaid lunch' : '';
  return `${shortDate(shift.shiftDate)}: ${twelveHourRange(shift.startTime, shift.endTime)} (${hours} h${lunch}) at ${agreedRate(shift.hourlyRate)} — ${formatMoney(summaryShiftValueCents(shift), { precision: 'cents' })}`;
}

function button(link: string, label: string): string {
  return `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

function email(
  appName: string,
  to: string,
  subject: string,
  lines: string[],
  shifts: DatedShift[],
  link: string,
  label: string,
  after: string[] = [],
): EmailMessage {
  const below = after.length ? ['', ...after] : [];
  const text = [...lines, '', ...shifts.map((shift) => `- ${shiftLine(shift)}`), ...below, '', `${label}: ${link}`, '', `— ${appName}`].join('\n');
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<ul>${shifts.map((shift) => `<li>${escapeHtml(shiftLine(shift))}</li>`).join('')}</ul>
${after.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${button(link, label)}
<p style="color:#64748b;font-size:13px">Or paste this link into your browser: ${escapeHtml(link)}</p>`;
  return { to, subject, text, html };
}

/** To the vet: a clinic sent (or updated) a booking summary. */
export function summaryOfferEmail(
  appName: string,
  to: string,
  clinicName: string,
  shifts: DatedShift[],
  notes: string | null,
  link: string,
  expiresAt: number,
  version: number,
): EmailMessage {
  const deadline = new Date(expiresAt).toUTCString().replace(/:\d\d GMT$/, ' UTC');
  const opening =
    version > 1 ? `${clinicName} updated the booking summary it sent you on ${appName}:` : `${clinicName} sent you a booking summary on ${appName}:`;
  const lines = [opening, ...(notes ? [`“${notes}”`] : []), `You have until ${deadline} to accept or decline these dates.`];
  const subject = version > 1 ? `${clinicName} updated a booking summary` : `${clinicName} sent you a booking summary: ${plural(shifts.length, 'shift')}`;
  return email(appName, to, subject, lines, shifts, link, 'Review the booking summary');
}

/** To the vet: the clinic withdrew its summary. */
export function summaryWithdrawnEmail(appName: string, to: string, clinicName: string, shifts: DatedShift[], link: string): EmailMessage {
  return email(
    appName,
    to,
    `${clinicName} withdrew a booking summary`,
    [`${clinicName} withdrew the booking summary it sent you on ${appName}. These dates are no longer offered:`],
    shifts,
    link,
    'See your bookings',
  );
}

/** To the clinic: the vet answered. */
export function summaryAnsweredEmail(
  appName: string,
  to: string,
  vetName: string,
  accepted: DatedShift[],
  declined: DatedShift[],
  notes: string | null,
  link: string,
): EmailMessage {
  const total = accepted.length + declined.length;
  const subject = accepted.length === 0 ? `${vetName} declined your booking summary` : `${vetName} accepted ${accepted.length} of ${plural(total, 'shift')}`;
  const lines = [
    accepted.length === 0
      ? `${vetName} declined every date of your booking summary.`
      : `${vetName} accepted ${accepted.length} of ${plural(total, 'shift')} of your booking summary. The accepted dates are now booked shifts:`,
    ...(notes ? [`“${notes}”`] : []),
  ];
  const listed = accepted.length === 0 ? declined : accepted;
  const after = accepted.length && declined.length ? [`Declined: ${dateList(declined)}.`] : [];
  return email(appName, to, subject, lines, listed, link, 'See your bookings', after);
}

/** To the clinic: its summary expired unanswered. */
export function summaryExpiredEmail(appName: string, to: string, vetName: string, shifts: DatedShift[], link: string): EmailMessage {
  return email(
    appName,
    to,
    `Your booking summary to ${vetName} expired`,
    [`${vetName} did not answer your booking summary within 7 days, so it has expired. These dates were not booked:`],
    shifts,
    link,
    'See your bookings',
  );
}
