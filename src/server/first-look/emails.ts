// The first-look e-mail: a clinic that favourited the vet posted shifts that only its favourites
// see until the window ends. Sent at once (not in the digest); one e-mail per post, whatever the
// number of dates.
import { twelveHourRange } from '../../shared/time';
import { formatDay } from '../alerts/matching';
import type { EmailMessage } from '../email/outbox';
import { escapeHtml } from '../email/templates';

export interface FirstLookPost {
  clinicName: string;
  place: string;
  shifts: { shiftDate: string; startTime: string; endTime: string }[];
  /** 'Tue 3 Dec, 9:00 AM' on the clinic's clock. */
  until: string;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

export function firstLookEmail(appName: string, to: string, firstName: string, post: FirstLookPost, link: string): EmailMessage {
  const subject = `${post.clinicName} posted ${plural(post.shifts.length, 'shift')} for you first — first look until ${post.until}`;
  const lines = post.shifts.map((shift) => `${formatDay(shift.shiftDate)} · ${twelveHourRange(shift.startTime, shift.endTime)}`);
  const intro = `Hi ${firstName}, ${post.clinicName} (${post.place}) has you on its relief team: you see these shifts before anyone else, first look until ${post.until}.`;
  const why = `You get this e-mail because ${post.clinicName} added you to its favourites. Alert e-mails can be switched off on your profile page.`;
  const text = [intro, '', ...lines.map((line) => `  - ${line}`), '', `See the shifts: ${link}`, '', why, '', `— ${appName}`].join('\n');
  const html = `<p>${escapeHtml(intro)}</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">See the shifts</a></p>
<p style="color:#64748b;font-size:13px">${escapeHtml(why)}</p>`;
  return { to, subject, text, html };
}
