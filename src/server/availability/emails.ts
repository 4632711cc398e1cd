// The e-mails of clinics' requests for posted dates: the vet hears of a request, the clinic of
// the decision, and the other clinics that asked for the same date that it was booked (or that
// the vet changed or removed it). Queued through the outbox in the transaction of the change
// (see service.ts). The alert e-mails of new postings are the alerts feature's (alerts/).
import { agreedRate } from '../../shared/money';
import { describeShift } from '../bookings/emails';
import type { EmailMessage } from '../email/outbox';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface PostingWhen {
  availableDate: string;
  startTime: string;
  endTime: string;
}

const when = (posting: PostingWhen) => describeShift({ shiftDate: posting.availableDate, startTime: posting.startTime, endTime: posting.endTime });

function compose(appName: string, to: string, subject: string, lines: string[], link: string, action: string): EmailMessage {
  const text = [...lines, '', `${action}: ${link}`, '', `— ${appName}`].join('\n');
  const html = `${lines
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`;
  return { to, subject, text, html };
}

/** To the vet: a clinic asks for a posted date. */
export function requestReceivedEmail(
  appName: string,
  to: string,
  clinicName: string,
  posting: PostingWhen,
  proposedRate: number | null,
  message: string | null,
  link: string,
): EmailMessage {
  return compose(
    appName,
    to,
    `${clinicName} would like to book you on ${when(posting)}`,
    [
      `${clinicName} asked to book you for the date you posted: ${when(posting)}.`,
      ...(proposedRate !== null ? [`Proposed rate: ${agreedRate(proposedRate)}.`] : []),
      ...(message ? ['', `Their message: “${message}”`] : []),
    ],
    link,
    'Review the request',
  );
}

/** To the clinic: the vet accepted; the shift is booked. */
export function requestAcceptedEmail(appName: string, to: string, vetName: string, posting: PostingWhen, rate: number, link: string): EmailMessage {
  return compose(
    appName,
    to,
    `Booked: Dr. ${vetName} on ${when(posting)}`,
    [`Dr. ${vetName} accepted your request for ${when(posting)} at ${agreedRate(rate)}.`, '', 'The booked shift is on your bookings page.'],
    link,
    'See your booking',
  );
}

/** Why a clinic's request ended without a booking. */
export type RequestEndCause = 'declined' | 'booked' | 'changed' | 'removed';

/** To a requesting clinic: declined, booked by another clinic, or the date changed or removed. */
export function requestEndedEmail(appName: string, to: string, vetName: string, posting: PostingWhen, cause: RequestEndCause, link: string): EmailMessage {
  const line = {
    declined: `Dr. ${vetName} declined your request for ${when(posting)}.`,
    booked: `Your request for Dr. ${vetName} on ${when(posting)} was not accepted: this date was booked by another clinic.`,
    changed: `Dr. ${vetName} changed the date you requested (${when(posting)}); your request was closed. Have a look at the new times and ask again if they suit you.`,
    removed: `Dr. ${vetName} removed the date you requested (${when(posting)}).`,
  }[cause];
  const subject = {
    declined: `Request declined: Dr. ${vetName}`,
    booked: `This date was booked by another clinic: Dr. ${vetName}`,
    changed: `Date changed: Dr. ${vetName}`,
    removed: `Date removed: Dr. ${vetName}`,
  }[cause];
  return compose(appName, to, subject, [line, '', 'There are more relief vets near you to browse.'], link, 'Browse relief vets');
}
