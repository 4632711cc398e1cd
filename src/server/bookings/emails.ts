// The e-mails of applications and bookings: the clinic hears of an application, the vet of the
// decision, and either side of a cancellation by the other. Queued through the outbox in the
// transaction of the change (see service.ts).
import { CANCELLATION_REASON_LABELS, type CancellationReason } from '../../shared/bookings';
import { twelveHourRange } from '../../shared/time';
import type { EmailMessage } from '../email/outbox';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface ShiftWhen {
  shiftDate: string;
  startTime: string;
  endTime: string;
}

/** "Thursday, December 10, 2026, 8:00 AM – 6:00 PM". */
export function describeShift(shift: ShiftWhen): string {
  const day = new Date(`${shift.shiftDate}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${day}, ${twelveHourRange(shift.startTime, shift.endTime)}`;
}

function compose(appName: string, to: string, subject: string, lines: string[], link: string, action: string): EmailMessage {
  const text = [...lines, '', `${action}: ${link}`, '', `— ${appName}`].join('\n');
  const html = `${lines
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`;
  return { to, subject, text, html };
}

export function appliedEmail(appName: string, to: string, vetName: string, shift: ShiftWhen, message: string | null, link: string): EmailMessage {
  const when = describeShift(shift);
  return compose(
    appName,
    to,
    `Dr. ${vetName} applied for your shift on ${when}`,
    [`Dr. ${vetName} applied for your shift on ${when}.`, ...(message ? ['', `Their message: “${message}”`] : [])],
    link,
    'Review the application',
  );
}

export function bookedEmail(appName: string, to: string, clinicName: string, shift: ShiftWhen, link: string): EmailMessage {
  const when = describeShift(shift);
  return compose(
    appName,
    to,
    `You're booked: ${clinicName} on ${when}`,
    [`You're booked! ${clinicName} accepted your application for ${when}.`, '', "The clinic's address and contact details are on your bookings page."],
    link,
    'See your booking',
  );
}

/** Why an application ended without a booking. */
export type DeclineCause = 'declined' | 'filled' | 'removed';

export function declinedEmail(appName: string, to: string, clinicName: string, shift: ShiftWhen, cause: DeclineCause, link: string): EmailMessage {
  const when = describeShift(shift);
  const line = {
    declined: `${clinicName} declined your application for ${when}.`,
    filled: `Your application to ${clinicName} for ${when} was not accepted: this shift was filled by another veterinarian.`,
    removed: `${clinicName} removed the shift on ${when} you applied for.`,
  }[cause];
  const subject = { declined: `Application declined: ${clinicName}`, filled: `This shift was filled: ${clinicName}`, removed: `Shift removed: ${clinicName}` }[
    cause
  ];
  return compose(appName, to, subject, [line, '', 'There are more shifts near you to browse.'], link, 'Browse shifts');
}

export function cancelledEmail(
  appName: string,
  to: string,
  byName: string,
  shift: ShiftWhen,
  reason: CancellationReason,
  details: string | null,
  reopened: boolean,
  link: string,
): EmailMessage {
  const when = describeShift(shift);
  return compose(
    appName,
    to,
    `Booking cancelled: ${when}`,
    [
      `${byName} cancelled the booking for ${when}.`,
      `Reason: ${CANCELLATION_REASON_LABELS[reason]}${details ? ` — ${details}` : ''}`,
      ...(reopened ? ['', 'The shift is open again for applications.'] : []),
    ],
    link,
    'See your bookings',
  );
}

/** To the clinic: a vet booked its shift with Book now. */
export function instantBookedEmail(appName: string, to: string, vetName: string, shift: ShiftWhen, message: string | null, link: string): EmailMessage {
  const when = describeShift(shift);
  return compose(
    appName,
    to,
    `Dr. ${vetName} booked your shift on ${when}`,
    [
      `Dr. ${vetName} booked your shift on ${when} with instant booking. The shift is filled; any other applicants have been told.`,
      ...(message ? ['', `Their message: “${message}”`] : []),
    ],
    link,
    'See the booking',
  );
}

/** To the vet: their Book now went through. */
export function instantConfirmedEmail(appName: string, to: string, clinicName: string, shift: ShiftWhen, link: string): EmailMessage {
  const when = describeShift(shift);
  return compose(
    appName,
    to,
    `You're booked: ${clinicName} on ${when}`,
    [
      `You're booked! You booked ${clinicName}'s shift on ${when} with instant booking.`,
      '',
      "The clinic's address and contact details are on your bookings page.",
    ],
    link,
    'See your booking',
  );
}
