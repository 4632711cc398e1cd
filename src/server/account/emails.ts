// The e-mails of the account settings: the link that confirms a new address, and the notices a
// user gets at the old address and after a password change (so a stolen session is noticed).
import type { EmailMessage } from '../email/outbox';
import { escapeHtml } from '../email/templates';

const BUTTON = 'display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none';

/** Plain text and the same paragraphs as HTML; a paragraph equal to `link` becomes the button. */
function message(appName: string, to: string, subject: string, paragraphs: string[], link?: { url: string; label: string }): EmailMessage {
  const text = [...paragraphs.flatMap((p) => [p, '']), `— ${appName}`].join('\n');
  const html = paragraphs
    .map((p) => (link && p === link.url ? `<p><a href="${escapeHtml(p)}" style="${BUTTON}">${escapeHtml(link.label)}</a></p>` : `<p>${escapeHtml(p)}</p>`))
    .join('\n');
  return { to, subject, text, html };
}

/** To the NEW address: the link that makes it the account's e-mail. */
export function confirmNewEmail(appName: string, to: string, firstName: string, link: string): EmailMessage {
  return message(
    appName,
    to,
    `Confirm your new ${appName} e-mail address`,
    [
      `Hi ${firstName},`,
      `You asked to use this address for your ${appName} account. To confirm it, open this link:`,
      link,
      'The link works once and expires in 24 hours. Until then you keep signing in with your current address. If you did not ask for this, ignore this e-mail.',
    ],
    { url: link, label: 'Confirm this address' },
  );
}

/** To the OLD address, when the change is asked for: a hijacked session cannot move the account quietly. */
export function emailChangeRequested(appName: string, to: string, firstName: string, newEmail: string): EmailMessage {
  return message(appName, to, `Your ${appName} e-mail address is about to change`, [
    `Hi ${firstName},`,
    `Someone signed in to your ${appName} account asked to change its e-mail address to ${newEmail}. The change happens only when the link sent to that address is opened.`,
    'If this was not you, sign in and change your password now: that signs every other device out.',
  ]);
}

/** After a password change. */
export function passwordChanged(appName: string, to: string, firstName: string): EmailMessage {
  return message(appName, to, `Your ${appName} password was changed`, [
    `Hi ${firstName},`,
    `The password of your ${appName} account was just changed, and every other device was signed out.`,
    'If this was not you, reset your password from the sign-in page at once ("Forgot password?").',
  ]);
}
