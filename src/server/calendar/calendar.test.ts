// Private calendar feeds (issue 14): the feed read back with ical.js, an independent RFC 5545
// parser, as a calendar app would: events and their statuses, the clinic's time zone, overnight
// shifts, escaping and folding, stable UIDs, and the token as the only credential.
import { describe, expect, test } from 'bun:test';
import ICAL from 'ical.js';
import { createTestApp, type TestApp, type TestClient } from '../testing/harness';
import { applied, cancel, decide } from '../testing/bookings';
import { clinic, NEW_YORK, type Party, postShift, vet } from '../testing/marketplace';
import { DAY_MS } from '../../shared/time';

async function linkOf(client: TestClient): Promise<string> {
  const response = await client.get('/api/calendar');
  expect(response.status).toBe(200);
  return response.body.url;
}

/** Fetches a feed URL with no session at all, as a calendar app does. */
function fetchFeed(t: TestApp, url: string) {
  return t.client().get(new URL(url).pathname);
}

interface ParsedEvent {
  uid: string;
  status: string;
  summary: string;
  location: string;
  description: string;
  start: string;
  end: string;
  startZone: string;
  sequence: number;
}

/** Parses a feed with ical.js, registering its VTIMEZONEs so times resolve to instants. */
function parse(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      status: String(component.getFirstPropertyValue('status')),
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      startZone: String(component.getFirstProperty('dtstart')!.getParameter('tzid')),
      sequence: event.sequence,
    };
  });
  return { calendar, events };
}

async function feedAt(t: TestApp, url: string) {
  const response = await fetchFeed(t, url);
  expect(response.status).toBe(200);
  return parse(response.text);
}

async function feedOf(t: TestApp, party: Party) {
  return feedAt(t, await linkOf(party.client));
}

/** A clinic, a vet, and a shift of that clinic the vet is booked on. */
async function booked(t: TestApp, fields: Record<string, unknown> = {}) {
  const c = await clinic(t);
  const v = await vet(t);
  const shiftId = await postShift(c, fields);
  const requestId = await applied(v, shiftId);
  expect((await decide(c, requestId, 'accepted')).status).toBe(200);
  return { c, v, shiftId, requestId };
}

describe('the feed link', () => {
  test('created on first use, the same on every later call, to anyone signed in', async () => {
    const t = createTestApp();
    const v = await vet(t);
    const first = await linkOf(v.client);
    expect(first).toMatch(/^http:\/\/localhost\/api\/calendar\/feed\/[A-Za-z0-9_-]{65}\.ics$/);
    expect(await linkOf(v.client)).toBe(first);
    expect((await t.client().get('/api/calendar')).status).toBe(401);
  });

  test('PUBLIC_URL, when set, is the address links point to', async () => {
    const t = createTestApp({ PUBLIC_URL: 'https://relief.example.com/', publicUrl: 'https://relief.example.com' });
    const { v } = await booked(t);
    const url = await linkOf(v.client);
    expect(url.startsWith('https://relief.example.com/api/calendar/feed/')).toBe(true);
    const { events } = parse((await fetchFeed(t, url)).text);
    expect(events[0]!.uid).toMatch(/^shift-\d+@relief\.example\.com$/);
    expect(events[0]!.description).toContain('https://relief.example.com/bookings');
  });

  test('regenerating revokes the old link (404) and the new one works', async () => {
    const t = createTestApp();
    const { v } = await booked(t);
    const old = await linkOf(v.client);
    const regenerated = await v.client.post('/api/calendar/regenerate', {});
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.url).not.toBe(old);
    expect(await linkOf(v.client)).toBe(regenerated.body.url);
    const gone = await fetchFeed(t, old);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'Calendar feed not found', code: 'CALENDAR_NOT_FOUND' });
    expect((await fetchFeed(t, regenerated.body.url)).status).toBe(200);
  });

  test.each([
    ['a token one character off', (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}.ics`],
    ['the right selector, another verifier', (token: string) => `${token.slice(0, 22)}${'A'.repeat(43)}.ics`],
    ['the token without .ics', (token: string) => token],
    ['a short token', () => 'abc.ics'],
    ['SQL in the token', () => `'%20OR%201=1--.ics`],
  ])('%s: 404, whoever asks', async (_, mangle) => {
    const t = createTestApp();
    const { v } = await booked(t);
    const token = (await linkOf(v.client)).split('/').pop()!.replace('.ics', '');
    for (const client of [t.client(), v.client]) {
      const response = await client.get(`/api/calendar/feed/${mangle(token)}`);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('CALENDAR_NOT_FOUND');
    }
  });
});

describe("a vet's feed", () => {
  test('valid iCalendar: headers, PRODID, VERSION, CALSCALE, METHOD, name, CRLF lines of at most 75 octets', async () => {
    const t = createTestApp();
    const { v } = await booked(t);
    const response = await fetchFeed(t, await linkOf(v.client));
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const { calendar } = parse(response.text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//VetRelief//Calendar feed//EN');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('VetRelief shifts');
    expect(response.text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of response.text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(response.text.replace(/\r\n/g, '')).not.toContain('\n');
  });

  test('a booked Denver shift: CONFIRMED, 08:00 Mountain time = 15:00Z in winter, clinic, address, hours, rate, value and link', async () => {
    const t = createTestApp();
    const { v, shiftId } = await booked(t);
    const { calendar, events } = parse((await feedOf(t, v)).calendar.toString());
    expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['America/Denver']);
    expect(events).toEqual([
      expect.objectContaining({
        uid: `shift-${shiftId}@localhost`,
        status: 'CONFIRMED',
        summary: 'Relief shift at Front Range Vets',
        location: 'Front Range Vets, 1550 Larimer St, Denver, CO 80202',
        start: '2026-12-10T15:00:00.000Z',
        end: '2026-12-11T01:00:00.000Z',
        startZone: 'America/Denver',
      }),
    ]);
    const description = events[0]!.description;
    expect(description).toContain('Hours: 8:00 AM – 6:00 PM (10 h)');
    expect(description).toContain('Rate: $75/hr · Value: $750.00');
    expect(description).toContain('Open in VetRelief: http://localhost/bookings');
    // Stored as +13035550100; a calendar shows the phone as people write it.
    expect(description).toContain('Clinic: Front Range Vets, (303) 555-0100');
  });

  test('daylight time: a July shift at 08:00 in Denver is 14:00Z; in New York 12:00Z', async () => {
    const t = createTestApp();
    const { v } = await booked(t, { shiftDate: '2027-07-01' });
    const east = await clinic(t, 'Harbor Animal Hospital', NEW_YORK);
    const request = await applied(v, await postShift(east, { shiftDate: '2027-07-02' }));
    await decide(east, request, 'accepted');
    const { calendar, events } = await feedOf(t, v);
    expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['America/Denver', 'America/New_York']);
    expect(events.map((event) => [event.startZone, event.start])).toEqual([
      ['America/Denver', '2027-07-01T14:00:00.000Z'],
      ['America/New_York', '2027-07-02T12:00:00.000Z'],
    ]);
  });

  test('an overnight shift ends the next morning', async () => {
    const t = createTestApp();
    const { v } = await booked(t, { shiftDate: '2026-12-10', startTime: '18:00', endTime: '06:00', shiftType: 'overnight' });
    const { events } = await feedOf(t, v);
    expect(events[0]).toMatchObject({ start: '2026-12-11T01:00:00.000Z', end: '2026-12-11T13:00:00.000Z' });
    expect(events[0]!.description).toContain('Hours: 6:00 PM – 6:00 AM (next day) (12 h)');
  });

  test('a long clinic note with commas, semicolons, backslashes, newlines and accents: escaped, folded, read back whole', async () => {
    const t = createTestApp();
    const note =
      'Park behind the building; use door B, not A.\nBring: stethoscope, scrubs; badge \\ ID. Ask for Zoë at the front desk — she has the keys, codes; and the schedule.';
    const { v } = await booked(t, { notes: note });
    const text = (await fetchFeed(t, await linkOf(v.client))).text;
    expect(text.replace(/\r\n /g, '')).toContain('Park behind the building\\; use door B\\, not A.\\nBring: stethoscope\\, scrubs\\; badge \\\\ ID.');
    expect(text).toMatch(/\r\n [^\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parse(text).events[0]!.description).toContain(`Notes: ${note}`);
  });

  test('UIDs and the content are stable across two fetches', async () => {
    const t = createTestApp();
    const { v } = await booked(t);
    const first = await feedOf(t, v);
    t.advance(60_000);
    const second = await feedOf(t, v);
    expect(second.events).toEqual(first.events);
  });

  test('dates offered in a live summary: TENTATIVE; gone once the summary expires', async () => {
    const t = createTestApp();
    const c = await clinic(t);
    const v = await vet(t);
    const sent = await c.client.post('/api/booking-summaries', {
      vetUserId: v.id,
      notes: null,
      messageThreadId: 'x',
      shifts: [{ shiftDate: '2026-12-12', startTime: '09:00', endTime: '17:00', hourlyRate: 10_000, unpaidLunch: true }],
    });
    expect(sent.status).toBe(201);
    const url = await linkOf(v.client);
    const { events } = await feedAt(t, url);
    expect(events).toEqual([
      expect.objectContaining({
        uid: `offer-${sent.body.shifts[0].id}@localhost`,
        status: 'TENTATIVE',
        summary: 'Offered: relief shift at Front Range Vets',
        start: '2026-12-12T16:00:00.000Z',
        sequence: 0,
      }),
    ]);
    expect(events[0]!.description).toContain('Value: $700');
    expect(events[0]!.description).toContain(`/bookings?summaryId=${sent.body.id}`);
    // The clinic sees the offer too, with the vet's name.
    expect((await feedOf(t, c)).events.map((event) => [event.status, event.summary])).toEqual([
      ['TENTATIVE', expect.stringMatching(/^Offered to Dr\. Sam Rivera\d+$/)],
    ]);
    t.advance(8 * DAY_MS);
    expect((await feedAt(t, url)).events).toEqual([]);
  });

  test('a cancelled booking: CANCELLED with the same UID and a higher SEQUENCE, for 30 days', async () => {
    const t = createTestApp();
    const { v, shiftId, requestId } = await booked(t);
    const url = await linkOf(v.client);
    const before = (await feedAt(t, url)).events[0]!;
    t.advance(3600_000);
    expect((await cancel(v, requestId)).status).toBe(200);
    const after = (await feedAt(t, url)).events;
    expect(after).toEqual([
      expect.objectContaining({ uid: `shift-${shiftId}@localhost`, status: 'CANCELLED', summary: 'Cancelled: relief shift at Front Range Vets' }),
    ]);
    expect(after[0]!.sequence).toBeGreaterThan(before.sequence);
    t.advance(31 * DAY_MS);
    expect((await feedAt(t, url)).events).toEqual([]);
  });

  test("another user's shifts never appear; the feed reaches back 90 days and no further", async () => {
    const t = createTestApp();
    const { v, c } = await booked(t);
    const other = await vet(t);
    const request = await applied(other, await postShift(c, { shiftDate: '2026-12-11' }));
    await decide(c, request, 'accepted');
    const url = await linkOf(v.client);
    expect((await feedAt(t, url)).events.map((event) => event.start)).toEqual(['2026-12-10T15:00:00.000Z']);
    expect((await feedOf(t, other)).events.map((event) => event.start)).toEqual(['2026-12-11T15:00:00.000Z']);
    // The shift was on December 10: in the feed 89 days later, gone 91 days later.
    t.advance(18 * DAY_MS + 89 * DAY_MS);
    expect((await feedAt(t, url)).events).toHaveLength(1);
    t.advance(2 * DAY_MS);
    expect((await feedAt(t, url)).events).toEqual([]);
  });
});

describe("a clinic's feed", () => {
  test("booked shifts CONFIRMED with the vet's name, open ones TENTATIVE, deleted ones CANCELLED; not another clinic's", async () => {
    const t = createTestApp();
    const { c, v, shiftId: deleted, requestId } = await booked(t);
    expect((await cancel(c, requestId)).status).toBe(200);
    expect((await c.client.request('DELETE', `/api/shifts/${deleted}`)).status).toBe(200);
    const shiftId = await postShift(c, { shiftDate: '2026-12-19' });
    await decide(c, await applied(v, shiftId), 'accepted');
    const open = await postShift(c, { shiftDate: '2026-12-20' });
    const rival = await clinic(t, 'Rival Vets');
    await postShift(rival, { shiftDate: '2026-12-22' });
    const { events } = await feedOf(t, c);
    expect(events.map((event) => [event.uid, event.status, event.summary])).toEqual([
      [`shift-${deleted}@localhost`, 'CANCELLED', 'Deleted relief shift'],
      [`shift-${shiftId}@localhost`, 'CONFIRMED', expect.stringMatching(/^Relief shift: Dr\. Sam Rivera\d+$/)],
      [`shift-${open}@localhost`, 'TENTATIVE', 'Open relief shift (not booked yet)'],
    ]);
  });
});
