// The RFC 5545 writer's pieces: escaping, folding without splitting a UTF-8 character, and the
// VTIMEZONE rules checked against the zone database the runtime carries.
import { describe, expect, test } from 'bun:test';
import { escapeText, foldLine, vtimezone } from './ics';

describe('escapeText', () => {
  test('backslash, semicolon, comma and every kind of newline', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
});

describe('foldLine', () => {
  test('a line of 75 octets stays whole; longer lines fold at 75 with a leading space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    const folded = foldLine(`DESCRIPTION:${'y'.repeat(200)}`).split('\r\n');
    expect(folded.map((line) => Buffer.byteLength(line))).toEqual([75, 75, 64]);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
  });

  test('never splits a multi-byte character, and unfolds to the original', () => {
    const line = `SUMMARY:${'é—🐾'.repeat(40)}`;
    const folded = foldLine(line).split('\r\n');
    for (const part of folded) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(line);
  });
});

/** The dates (local) a zone changes offset in a year, read from the runtime's zone database. */
function changes(zone: string, year: number): string[] {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
  const offset = (ms: number) => format.format(ms).split(' ').pop();
  const found: string[] = [];
  for (let ms = Date.UTC(year, 0, 1, 12); ms < Date.UTC(year + 1, 0, 1); ms += 86_400_000) {
    if (offset(ms) !== offset(ms - 86_400_000)) found.push(new Date(ms).toISOString().slice(5, 10));
  }
  return found;
}

/** The second Sunday of March and the first Sunday of November of a year, MM-DD. */
function usRule(year: number): string[] {
  const sunday = (month: number, nth: number) => {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return new Date(Date.UTC(year, month, 1 + ((7 - first) % 7) + 7 * (nth - 1))).toISOString().slice(5, 10);
  };
  return [sunday(2, 2), sunday(10, 1)];
}

describe('vtimezone', () => {
  test.each(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Anchorage'])(
    '%s: the US rule it states is the one the zone database holds, 2026–2035',
    (zone) => {
      const lines = vtimezone(zone, Date.UTC(2026, 10, 22));
      expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU');
      expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU');
      for (let year = 2026; year <= 2035; year++) expect(changes(zone, year)).toEqual(usRule(year));
    },
  );

  test.each(['America/Phoenix', 'Pacific/Honolulu', 'America/Puerto_Rico', 'Pacific/Guam', 'Pacific/Pago_Pago'])('%s: one offset all year', (zone) => {
    const lines = vtimezone(zone, Date.UTC(2026, 10, 22));
    expect(lines.filter((line) => line.startsWith('BEGIN:'))).toEqual(['BEGIN:VTIMEZONE', 'BEGIN:STANDARD']);
    expect(changes(zone, 2027)).toEqual([]);
  });

  test('Denver: MST −0700 in winter, MDT −0600 in summer', () => {
    expect(vtimezone('America/Denver', Date.UTC(2026, 10, 22))).toEqual(
      expect.arrayContaining(['TZOFFSETFROM:-0700', 'TZOFFSETTO:-0600', 'TZNAME:MDT', 'TZNAME:MST']),
    );
  });
});
