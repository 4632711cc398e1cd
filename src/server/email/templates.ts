// The text of the e-mails the product sends.
import type { EmailMessage } from './outbox';

/** Text safe inside HTML elements and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
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

/** The first lines of a message, for an e-mail preview: at most 3 lines and ~300 characters. */
export function messagePreview(content: string): string {
  const lines = content
    .trim()
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  let preview = lines.slice(0, 3).join('\n');
  let cut = lines.length > 3;
  if (preview.length > 300) {
    preview = preview.slice(0, 300).replace(/\s+\S*$/, '');
    cut = true;
  }
  return cut ? `${preview}…` : preview;
}

export function unreadMessageEmail(appName: string, to: string, senderName: string, content: string, link: string): EmailMessage {
  const preview = messagePreview(content);
  const text = [
    `${senderName} sent you a message on ${appName}:`,
    '',
    ...preview.split('\n').map((line) => `> ${line}`),
    '',
    `Read and reply: ${link}`,
    '',
    `You get this e-mail when a message waits unread for 10 minutes. Switch these e-mails off on your profile page.`,
    '',
    `— ${appName}`,
  ].join('\n');
  const html = `<p>${escapeHtml(senderName)} sent you a message on ${escapeHtml(appName)}:</p>
<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #0f766e;color:#334155;white-space:pre-wrap">${escapeHtml(preview)}</blockquote>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">Read and reply</a></p>
<p style="color:#64748b;font-size:13px">You get this e-mail when a message waits unread for 10 minutes. Switch these e-mails off on your profile page.</p>`;
  return { to, subject: `${senderName} sent you a message`, text, html };
}
