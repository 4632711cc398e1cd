// How people and times read in the message screens.
import { format, isSameDay, isToday, isYesterday } from 'date-fns';
import type { Message, MessageUser } from '../../shared/messages';

/** A clinic by its name, a vet as 'Dr. First Last'. */
export function displayName(user: MessageUser): string {
  if (user.userType === 'clinic') return user.clinicProfile?.clinicName ?? `${user.firstName} ${user.lastName}`;
  return `Dr. ${user.firstName} ${user.lastName}`;
}

export function roleLabel(user: MessageUser): string {
  return user.userType === 'clinic' ? 'Clinic' : 'Relief veterinarian';
}

export function initials(user: MessageUser): string {
  const name = user.userType === 'clinic' && user.clinicProfile ? user.clinicProfile.clinicName : `${user.firstName} ${user.lastName}`;
  const words = name.split(/\s+/).filter(Boolean);
  return ((words[0]?.charAt(0) ?? '') + (words[1]?.charAt(0) ?? '')).toUpperCase() || '?';
}

/** The list's time stamp: a time today, 'Yesterday', else a short date. */
export function listTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (isSameDay(date, now)) return format(date, 'h:mm a');
  if (isYesterday(date)) return 'Yesterday';
  return format(date, date.getFullYear() === now.getFullYear() ? 'MMM d' : 'MMM d, yyyy');
}

export function bubbleTime(iso: string): string {
  return format(new Date(iso), 'h:mm a');
}

export function dayLabel(iso: string): string {
  const date = new Date(iso);
  if (isToday(date)) return 'Today';
  if (isYesterday(date)) return 'Yesterday';
  return format(date, 'EEEE, MMMM d, yyyy');
}

/** The thread cut into days, for the separators. */
export function groupByDay(thread: readonly Message[]): { day: string; messages: Message[] }[] {
  const groups: { day: string; messages: Message[] }[] = [];
  for (const message of thread) {
    const day = dayLabel(message.createdAt);
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(message);
    else groups.push({ day, messages: [message] });
  }
  return groups;
}

/** A piece of a message: plain text, or the link to a booking summary the server wrote into it. */
export type ContentPart = { text: string; summaryId?: undefined } | { text: string; summaryId: number };

const SUMMARY_LINK = /(?:https?:\/\/[^\s/]+)?\/bookings\?summaryId=(\d+)/g;

/** A message cut around its booking-summary links; everything else stays text (never HTML). */
export function contentParts(content: string): ContentPart[] {
  const parts: ContentPart[] = [];
  let last = 0;
  for (const match of content.matchAll(SUMMARY_LINK)) {
    if (match.index > last) parts.push({ text: content.slice(last, match.index) });
    parts.push({ text: match[0], summaryId: Number(match[1]) });
    last = match.index + match[0].length;
  }
  if (last < content.length) parts.push({ text: content.slice(last) });
  return parts;
}
