// The alert e-mails: one post told at once, or the daily digest of several. Each has a plain-text
// and an HTML part (tables and inline styles only, which every common mail client renders; every
// user-supplied string escaped), says why the recipient gets it, links to /browse?from=email and
// to the profile's settings, and unsubscribes in one click: a link in the body and the RFC 8058
// List-Unsubscribe / List-Unsubscribe-Post headers the mail providers show as a button.
import type { AlertKind } from '../../shared/alerts';
import type { EmailMessage } from '../email/outbox';
import { escapeHtml } from '../email/templates';
import type { AlertCause } from './matching';

export interface AlertLinks {
  appName: string;
  publicUrl: string;
  /** The signed unsubscribe token of this recipient and kind. */
  token: string;
}

function unsubscribeUrl(links: AlertLinks): string {
  return `${links.publicUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(links.token)}`;
}

/** The RFC 8058 headers: the provider POSTs `List-Unsubscribe=One-Click` to the URL. */
export function unsubscribeHeaders(links: AlertLinks): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl(links)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** 'Harbor Vet (Denver, CO) posted 2 shifts' / 'Dr. Sam Rivera (Boulder, CO) is available on 3 dates'. */
function headline(cause: AlertCause): string {
  return cause.kind === 'shifts'
    ? `${cause.who} (${cause.place}) posted ${plural(cause.items.length, 'shift')}`
    : `${cause.who} (${cause.place}) is available on ${plural(cause.items.length, 'date')}`;
}

function causeText(cause: AlertCause): string[] {
  return [headline(cause), ...cause.items.map((item) => `  - ${item}`)];
}

function causeHtml(cause: AlertCause): string {
  const items = cause.items.map((item) => `<li style="margin:0 0 4px">${escapeHtml(item)}</li>`).join('');
  return `<p style="margin:16px 0 6px;font-weight:bold">${escapeHtml(headline(cause))}</p>
<ul style="margin:0;padding-left:20px;color:#334155">${items}</ul>`;
}

function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:20px 0"><tr><td style="background:#0f766e;border-radius:6px">
<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>
</td></tr></table>`;
}

/** The whole message around the list: greeting, button, and the footer with why and how to stop. */
function compose(to: string, subject: string, intro: string, causes: AlertCause[], why: string, links: AlertLinks): EmailMessage {
  const browse = `${links.publicUrl}/browse?from=email`;
  const profile = `${links.publicUrl}/profile`;
  const unsubscribe = unsubscribeUrl(links);
  const cta = causes[0]?.kind === 'availability' ? 'See available vets' : 'See the shifts';
  const text = [
    intro,
    '',
    ...causes.flatMap((cause) => [...causeText(cause), '']),
    `${cta}: ${browse}`,
    '',
    '--',
    why,
    `Change how often: ${profile}`,
    `Unsubscribe: ${unsubscribe}`,
    '',
    `— ${links.appName}`,
  ].join('\n');
  const muted = 'color:#64748b;font-size:13px;line-height:1.5';
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">
<tr><td style="padding:24px">
<p style="margin:0 0 8px">${escapeHtml(intro)}</p>
${causes.map(causeHtml).join('\n')}
${button(browse, cta)}
<p style="${muted};margin:24px 0 0;border-top:1px solid #e2e8f0;padding-top:12px">${escapeHtml(why)}<br>
<a href="${escapeHtml(profile)}" style="color:#0f766e">Change how often</a> &middot; <a href="${escapeHtml(unsubscribe)}" style="color:#0f766e">Unsubscribe</a></p>
</td></tr></table>
<p style="${muted};font-family:Arial,Helvetica,sans-serif">${escapeHtml(links.appName)}</p>
</td></tr></table>
</body></html>`;
  return { to, subject, text, html, headers: unsubscribeHeaders(links) };
}

/** One post, told as soon as it fans out. */
export function instantAlertEmail(to: string, firstName: string, cause: AlertCause, why: string, links: AlertLinks): EmailMessage {
  const subject =
    cause.kind === 'shifts'
      ? `${cause.who} posted ${plural(cause.items.length, 'shift')} near you`
      : `${cause.who} is available on ${plural(cause.items.length, 'date')} near you`;
  const intro =
    cause.kind === 'shifts'
      ? `Hi ${firstName}, a clinic near you posted new shifts on ${links.appName}:`
      : `Hi ${firstName}, a relief vet near you posted available dates on ${links.appName}:`;
  return compose(to, subject, intro, [cause], why, links);
}

/** The daily digest: every post since the last one. */
export function digestEmail(to: string, firstName: string, kind: AlertKind, causes: AlertCause[], why: string, links: AlertLinks): EmailMessage {
  const items = causes.reduce((sum, cause) => sum + cause.items.length, 0);
  const subject =
    kind === 'shifts'
      ? `Your daily digest: ${plural(items, 'new shift')} near you`
      : `Your daily digest: ${plural(causes.length, 'vet')} posted available dates near you`;
  const intro =
    kind === 'shifts'
      ? `Hi ${firstName}, here are the shifts posted near you since your last digest:`
      : `Hi ${firstName}, here are the relief vets who posted available dates near you since your last digest:`;
  return compose(to, subject, intro, causes, why, links);
}
