// A small RFC 5545 writer: text escaping, 75-octet line folding that never splits a UTF-8
// character, floating wall-clock times tied to a TZID, and a VTIMEZONE per zone. Written here
// rather than taken from ical-generator, which needs a second package and its zone database for
// VTIMEZONE blocks; the US zones the feed uses need only two rules (decision 0009).
import { endsNextDay } from '../../shared/time';

export type EventStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

/** One event of a feed, in the clinic's wall-clock time. */
export interface CalendarEvent {
  uid: string;
  status: EventStatus;
  /** IANA zone of the clinic. */
  zone: string;
  date: string;
  startTime: string;
  endTime: string;
  summary: string;
  location: string;
  description: string;
  url: string;
  created: number;
  lastModified: number;
  sequence: number;
}

export interface CalendarHead {
  prodId: string;
  name: string;
  description: string;
}

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line into lines of at most 75 octets, each continuation starting with a space. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** An instant as a UTC DATE-TIME: 20261122T120000Z. */
export function utcStamp(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** A date and HH:MM as a local DATE-TIME: 20261210T080000. */
function localStamp(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** '-0700' for a zone at an instant. */
function offsetAt(zone: string, instant: number): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? `${match[1]}${match[2]}${match[3]}` : '+0000';
}

function abbreviationAt(zone: string, instant: number): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(instant).find((part) => part.type === 'timeZoneName')!.value;
}

/**
 * The VTIMEZONE of a zone, as of `now`. Every zone a clinic can be in (bookings/shift-time.ts)
 * either keeps one offset all year or follows the US rule since 2007: daylight time from the second
 * Sunday of March to the first Sunday of November, changing at 02:00 local time.
 */
export function vtimezone(zone: string, now: number): string[] {
  const year = new Date(now).getUTCFullYear();
  const winter = Date.UTC(year, 0, 15);
  const summer = Date.UTC(year, 6, 15);
  const standard = offsetAt(zone, winter);
  const daylight = offsetAt(zone, summer);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`, `X-LIC-LOCATION:${zone}`];
  if (standard === daylight) {
    lines.push(
      'BEGIN:STANDARD',
      `TZOFFSETFROM:${standard}`,
      `TZOFFSETTO:${standard}`,
      `TZNAME:${escapeText(abbreviationAt(zone, winter))}`,
      'DTSTART:19700101T000000',
      'END:STANDARD',
    );
  } else {
    lines.push(
      'BEGIN:DAYLIGHT',
      `TZOFFSETFROM:${standard}`,
      `TZOFFSETTO:${daylight}`,
      `TZNAME:${escapeText(abbreviationAt(zone, summer))}`,
      'DTSTART:19700308T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      `TZOFFSETFROM:${daylight}`,
      `TZOFFSETTO:${standard}`,
      `TZNAME:${escapeText(abbreviationAt(zone, winter))}`,
      'DTSTART:19701101T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'END:STANDARD',
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

function eventLines(event: CalendarEvent, now: number): string[] {
  const endDate = endsNextDay(event.startTime, event.endTime) ? nextDay(event.date) : event.date;
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `CREATED:${utcStamp(event.created)}`,
    `LAST-MODIFIED:${utcStamp(event.lastModified)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART;TZID=${event.zone}:${localStamp(event.date, event.startTime)}`,
    `DTEND;TZID=${event.zone}:${localStamp(endDate, event.endTime)}`,
    `STATUS:${event.status}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    // A cancelled shift no longer blocks the time.
    `TRANSP:${event.status === 'CANCELLED' ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
  ];
}

/** The whole VCALENDAR: a VTIMEZONE for each zone its events use, then the events; CRLF line ends. */
export function writeCalendar(head: CalendarHead, events: CalendarEvent[], now: number): string {
  const zones = [...new Set(events.map((event) => event.zone))].sort();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${head.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(head.name)}`,
    `X-WR-CALDESC:${escapeText(head.description)}`,
    // How often subscribers should look again (RFC 7986, and Outlook's older property).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...zones.flatMap((zone) => vtimezone(zone, now)),
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
