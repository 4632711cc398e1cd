// The e-mail that confirms an account was deleted: what happened, when the data goes, and how to
// change one's mind.
import { ERASE_AFTER_DAYS } from '../../shared/account-deletion';
import type { EmailMessage } from '../email/outbox';
import { escapeHtml } from '../email/templates';

export function accountDeletedEmail(appName: string, to: string, firstName: string, eraseOn: string, loginLink: string): EmailMessage {
  const paragraphs = [
    `Hi ${firstName},`,
    `Your ${appName} account has been deleted as you asked. You have been signed out everywhere, your profile no longer appears in searches, your open shifts, applications, availability and pending summaries were withdrawn, and bookings still ahead were cancelled (the other party was told).`,
    `Your personal data will be erased in ${ERASE_AFTER_DAYS} days, on ${eraseOn}. Messages you sent stay with the people you wrote to, under "Deleted user"; invoices and hours stay as business records.`,
    `Changed your mind? Sign in before then and your account is restored. What was withdrawn or cancelled stays withdrawn or cancelled.`,
    loginLink,
  ];
  const text = [...paragraphs.flatMap((p) => [p, '']), `— ${appName}`].join('\n');
  const html = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return { to, subject: `Your ${appName} account has been deleted`, text, html };
}
