// The text of the e-mails the product sends.
import type { EmailMessage } from './outbox';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function passwordResetEmail(appName: string, to: string, firstName: string, link: string): EmailMessage {
  const text = [
    `Hi ${firstName},`,
    '',
    `Someone asked to reset the password of your ${appName} account. To choose a new password, open this link:`,
    '',
    link,
    '',
    'The link works once and expires in 1 hour. If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    '',
    `— ${appName}`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(firstName)},</p>
<p>Someone asked to reset the password of your ${escapeHtml(appName)} account. To choose a new password, use the button below.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">Reset your password</a></p>
<p>Or paste this link into your browser: ${escapeHtml(link)}</p>
<p>The link works once and expires in 1 hour. If you did not ask for this, you can ignore this e-mail.</p>`;
  return { to, subject: `Reset your ${appName} password`, text, html };
}
