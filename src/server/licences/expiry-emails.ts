// The e-mails of the licence-expiry job: a reminder before a licence expires, and word that it
// has expired (the "Licence verified" badge is gone until the vet enters the renewed date).
import type { EmailMessage } from '../email/outbox';

const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export interface ExpiringLicence {
  to: string;
  firstName: string;
  state: string;
  licenceNumber: string;
  expiresOn: string;
}

/** N days before: renew, then update the date on the profile. */
export function licenceExpiringEmail(appName: string, licence: ExpiringLicence, daysLeft: number, profileLink: string): EmailMessage {
  const when = daysLeft === 0 ? 'today' : `in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
  const text = [
    `Hi ${licence.firstName},`,
    '',
    `Your ${licence.state} licence ${licence.licenceNumber} expires on ${longDate(licence.expiresOn)} (${when}).`,
    `Once you have renewed it, enter the new expiry date on your profile so clinics keep seeing "Licence verified · ${licence.state}":`,
    '',
    profileLink,
    '',
    `— ${appName}`,
  ].join('\n');
  return { to: licence.to, subject: `Your ${licence.state} licence expires ${when}`, text };
}

/** On the day after the last valid date: expired, the badge is gone. */
export function licenceExpiredEmail(appName: string, licence: ExpiringLicence, profileLink: string): EmailMessage {
  const text = [
    `Hi ${licence.firstName},`,
    '',
    `Your ${licence.state} licence ${licence.licenceNumber} expired on ${longDate(licence.expiresOn)}. Clinics no longer see "Licence verified · ${licence.state}" on your profile.`,
    'If you have renewed it, enter the new expiry date on your profile:',
    '',
    profileLink,
    '',
    `— ${appName}`,
  ].join('\n');
  return { to: licence.to, subject: `Your ${licence.state} licence has expired`, text };
}
