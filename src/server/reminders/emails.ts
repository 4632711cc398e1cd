// The e-mails of the shift day: the vet's reminders (where, when in the clinic's local time, whom
// to call, the arrival notes, and the one-click "I'll be there" link) and the clinic's notice that
// the vet has not confirmed. Queued through the outbox by send.ts.
import { formatPhone } from '../../shared/phone-display';
import { HOUR_MS, twelveHourRange } from '../../shared/time';
import { zoneAbbreviation } from '../../shared/zoned-time';
import { zoneOfState } from '../bookings/shift-time';
import type { EmailMessage } from '../email/outbox';
import { escapeHtml } from '../email/templates';

export interface ShiftPlace {
  clinicName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  shiftDate: string;
  startTime: string;
  endTime: string;
  startsAt: number;
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Thursday, December 10, 2026, 8:00 AM – 6:00 PM MST": the clinic's wall clock, with its zone. */
export function localWhen(shift: ShiftPlace): string {
  const day = DAY_FORMAT.format(new Date(`${shift.shiftDate}T12:00:00Z`));
  return `${day}, ${twelveHourRange(shift.startTime, shift.endTime)} ${zoneAbbreviation(shift.startsAt, zoneOfState(shift.state))}`;
}

/** "in 2 days", "in 3 hours", "within the next 2 hours". */
export function startsIn(ms: number): string {
  const hours = Math.round(ms / HOUR_MS);
  if (hours >= 36) return `in ${Math.round(hours / 24)} days`;
  return hours >= 2 ? `in ${hours} hours` : 'within the next 2 hours';
}

const addressLine = (shift: ShiftPlace) => `${shift.address}, ${shift.city}, ${shift.state} ${shift.zipCode}`;

/** A map search for the address: opens in whatever maps app the phone has. */
export function mapLink(shift: ShiftPlace): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${shift.clinicName}, ${addressLine(shift)}`)}`;
}

const button = (link: string, label: string) =>
  `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

export interface Reminder {
  to: string;
  /** When it is sent: the text says how soon the shift starts. */
  now: number;
  shift: ShiftPlace;
  arrivalNotes: string | null;
  /** The signed "I'll be there" link; null once the vet has confirmed. */
  confirmLink: string | null;
  bookingsLink: string;
}

export function reminderEmail(appName: string, reminder: Reminder): EmailMessage {
  const { shift, arrivalNotes, confirmLink } = reminder;
  const when = localWhen(shift);
  const soon = startsIn(shift.startsAt - reminder.now);
  const map = mapLink(shift);
  const text = [
    `Your relief shift at ${shift.clinicName} starts ${soon}.`,
    '',
    `When: ${when}`,
    `Where: ${shift.clinicName}, ${addressLine(shift)}`,
    `Map: ${map}`,
    `Phone: ${formatPhone(shift.phone)}`,
    ...(arrivalNotes ? ['', 'Arrival notes from the clinic:', arrivalNotes] : []),
    '',
    confirmLink ? `Let the clinic know you'll be there (one click, no sign-in): ${confirmLink}` : "You've confirmed you'll be there. Thank you!",
    '',
    `Your bookings: ${reminder.bookingsLink}`,
    '',
    `— ${appName}`,
  ].join('\n');
  const html = `<p>Your relief shift at <strong>${escapeHtml(shift.clinicName)}</strong> starts ${soon}.</p>
<p><strong>When:</strong> ${escapeHtml(when)}<br>
<strong>Where:</strong> ${escapeHtml(`${shift.clinicName}, ${addressLine(shift)}`)} (<a href="${escapeHtml(map)}">map</a>)<br>
<strong>Phone:</strong> ${escapeHtml(formatPhone(shift.phone))}</p>
${arrivalNotes ? `<p><strong>Arrival notes from the clinic:</strong></p>\n<p style="white-space:pre-wrap">${escapeHtml(arrivalNotes)}</p>\n` : ''}${
  confirmLink ? button(confirmLink, "I'll be there") : "<p>You've confirmed you'll be there. Thank you!</p>"
}
<p><a href="${escapeHtml(reminder.bookingsLink)}">Your bookings</a></p>`;
  return { to: reminder.to, subject: `Reminder: ${shift.clinicName}, ${when}`, text, html };
}

export interface UnconfirmedNotice {
  to: string;
  vetName: string;
  vetPhone: string | null;
  shift: ShiftPlace;
  threadLink: string;
}

/** To the clinic, once: the vet has not confirmed 24 hours before; nothing is cancelled. */
export function unconfirmedEmail(appName: string, notice: UnconfirmedNotice): EmailMessage {
  const when = localWhen(notice.shift);
  const phone = notice.vetPhone ? formatPhone(notice.vetPhone) : null;
  const lines = [
    `Dr. ${notice.vetName} has not yet confirmed they'll be there for your shift on ${when}.`,
    'Nothing has been cancelled: the booking stands. You may want to check in with them.',
    ...(phone ? [`Their phone: ${phone}`] : []),
  ];
  const text = [...lines, '', `Message Dr. ${notice.vetName}: ${notice.threadLink}`, '', `— ${appName}`].join('\n');
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${button(notice.threadLink, `Message Dr. ${notice.vetName}`)}`;
  return { to: notice.to, subject: `Dr. ${notice.vetName} has not confirmed ${when}`, text, html };
}
