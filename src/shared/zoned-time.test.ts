// Instants written on a clinic's clock, labelled only where the reader's clock reads differently.
import { describe, expect, test } from 'bun:test';
import { clinicMoment, dayMomentIn, momentIn, sameClock, wallClockAt, zoneAbbreviation, zoneLabel } from './zoned-time';

// 2026-12-11 01:00 UTC: 6:00 PM on Dec 10 in Denver (MST), 8:00 PM in New York.
const DENVER_SIX_PM = Date.parse('2026-12-11T01:00:00Z');

describe('zoned time', () => {
  test('an instant reads on the zone’s wall clock, day included', () => {
    expect(wallClockAt(DENVER_SIX_PM, 'America/Denver')).toEqual({ year: 2026, month: 12, day: 10, time: '18:00' });
    expect(wallClockAt(DENVER_SIX_PM, 'UTC')).toEqual({ year: 2026, month: 12, day: 11, time: '01:00' });
    expect(momentIn(DENVER_SIX_PM, 'America/Denver')).toBe('Dec 10, 6:00 PM');
    expect(momentIn(DENVER_SIX_PM, 'America/New_York', true)).toBe('Dec 10, 2026, 8:00 PM');
    // Midnight on the 12-hour clock.
    expect(momentIn(Date.parse('2026-12-11T07:00:00Z'), 'America/Denver')).toBe('Dec 11, 12:00 AM');
  });

  test('daylight saving moves the clock and the zone’s name', () => {
    const july = Date.parse('2026-07-10T01:00:00Z');
    expect(momentIn(july, 'America/Denver')).toBe('Jul 9, 7:00 PM');
    expect(zoneAbbreviation(july, 'America/Denver')).toBe('MDT');
    expect(zoneAbbreviation(DENVER_SIX_PM, 'America/Denver')).toBe('MST');
    // Phoenix keeps standard time: the same clock as Denver in winter, not in summer.
    expect(sameClock(DENVER_SIX_PM, 'America/Denver', 'America/Phoenix')).toBe(true);
    expect(sameClock(july, 'America/Denver', 'America/Phoenix')).toBe(false);
  });

  test('the zone is named only when the reader’s clock reads differently', () => {
    expect(zoneLabel(DENVER_SIX_PM, 'America/Denver', 'America/Denver')).toBe('');
    expect(zoneLabel(DENVER_SIX_PM, 'America/Denver', 'America/Boise')).toBe('');
    expect(zoneLabel(DENVER_SIX_PM, 'America/Denver', 'America/New_York')).toBe(' MST');
    const iso = new Date(DENVER_SIX_PM).toISOString();
    expect(clinicMoment(iso, 'America/Denver', 'America/Denver')).toBe('Dec 10, 6:00 PM');
    expect(clinicMoment(iso, 'America/Denver', 'Europe/London', true)).toBe('Dec 10, 2026, 6:00 PM MST');
  });

  test('a first look ends on a weekday and time of the clinic’s clock', () => {
    expect(dayMomentIn(DENVER_SIX_PM, 'America/Denver')).toBe('Thu 10 Dec, 6:00 PM');
    expect(dayMomentIn(DENVER_SIX_PM, 'America/New_York')).toBe('Thu 10 Dec, 8:00 PM');
    expect(dayMomentIn(Date.parse('2026-12-01T16:00:00Z'), 'America/New_York')).toBe('Tue 1 Dec, 11:00 AM');
  });
});
