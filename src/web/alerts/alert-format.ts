// How alert settings read on screen: the kind's name, the modes, digest hours and the user's zone.
import type { AlertKind, AlertMode } from '../../shared/alerts';
import { twelveHourClock } from '../../shared/time';

export const ALERT_KIND_TITLES: Record<AlertKind, string> = { shifts: 'Shift alerts', availability: 'Availability alerts' };

export const ALERT_MODE_LABELS: Record<AlertMode, { label: string; description: string }> = {
  instant: { label: 'Instantly', description: 'An e-mail as soon as something matches, at most one an hour; the rest wait for the digest.' },
  digest: { label: 'Daily digest', description: 'One e-mail a day with everything new, at the hour you pick.' },
  off: { label: 'Off', description: 'No alert e-mails. You can still browse any time.' },
};

/** 0–23 as "7:00 AM". */
export function hourLabel(hour: number): string {
  return twelveHourClock(`${String(hour).padStart(2, '0')}:00`);
}

/** "Mountain Time (America/Denver)"; the bare zone id when the browser does not know it. */
export function zoneLabel(timeZone: string): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
  } catch {
    return timeZone;
  }
}

/** "Shift alerts for a…@example.com": the unsubscribe page says what stops. */
export function unsubscribeSubject(kind: AlertKind, email: string): string {
  return `${ALERT_KIND_TITLES[kind]} for ${email}`;
}
