// Booking summaries (issue 11): sending with spec 2 §5's validation, the thread message and the
// e-mail; who reads what; the vet's answer (accepted dates become booked shifts, the overlap rule,
// malformed answers); editing, withdrawing; the expiry job.
import { beforeEach, describe, expect, test } from 'bun:test';
import { BOOKING_FEE_CENTS, type BookingSummary, SUMMARY_RESPONSE_MS } from '../../shared/bookings';
import { threadIdOf } from '../../shared/messages';
import type { AppEvent } from '../events/app-event';
import { createJobRunner } from '../jobs/runner';
import { registeredJobs } from '../jobs/registry';
import { createTestApp, type TestApp, type TestClient } from '../testing/harness';
import { BOULDER, clinicAt, DENVER, idOf, vetAt } from '../testing/marketplace';
import { MINUTE_MS, DAY_MS } from '../../shared/time';

const PUBLIC_URL = 'https://vets.example.com';

let t: TestApp;
let clinic: TestClient;
let vet: TestClient;
let clinicId: number;
let vetId: number;
let events: AppEvent[];

const emailOf = async (client: TestClient) => (await client.get('/api/auth/user')).body.email as string;
const count = (sql: string, ...args: (string | number)[]) =>
  t.deps.db.$client.query<{ n: number }, (string | number)[]>(`SELECT count(*) AS n FROM ${sql}`).get(...args)!.n;

/** What a refused request must leave untouched. */
const state = () => ({
  summaries: t.deps.db.$client.query('SELECT id, status, version, expires_at, responded_at FROM booking_summaries ORDER BY id').all(),
  summaryShifts: t.deps.db.$client.query('SELECT id, summary_id, status, created_shift_id FROM booking_summary_shifts ORDER BY id').all(),
  shifts: count('shifts'),
  requests: t.deps.db.$client.query('SELECT id, status FROM booking_requests ORDER BY id').all(),
  fees: count('booking_fees'),
  messages: count('messages'),
  emails: count('email_outbox'),
});

interface Mail {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
}
const mails = () => t.deps.db.$client.query<Mail, []>('SELECT to_address, subject, text_body, html_body FROM email_outbox ORDER BY id').all();

const day = (shiftDate: string, extra: Record<string, unknown> = {}) => ({ shiftDate, startTime: '09:00', endTime: '17:00', hourlyRate: 10_000, ...extra });

async function sendSummary(shifts: unknown[], from: TestClient = clinic, to: number = vetId, notes: string | null = 'Holiday cover'): Promise<BookingSummary> {
  const response = await from.post('/api/booking-summaries', { vetUserId: to, notes, shifts, messageThreadId: 'whatever-the-web-sent' });
  if (response.status !== 201) throw new Error(`sending a summary: ${response.status} ${response.text}`);
  return response.body;
}

const respond = (summary: BookingSummary, answers: Record<string, 'accepted' | 'declined'>, as: TestClient = vet, responseNotes?: string) =>
  as.post(`/api/booking-summaries/${summary.id}/respond`, {
    shiftResponses: Object.entries(answers).map(([date, status]) => ({ shiftId: summary.shifts.find((shift) => shift.shiftDate === date)!.id, status })),
    responseNotes,
  });

/** The thread as `reader` reads it (oldest first). */
const thread = async (reader: TestClient, partnerId: number) =>
  (await reader.get(`/api/messages/${partnerId}`)).body as { fromUserId: number; content: string }[];

beforeEach(async () => {
  t = createTestApp({ PUBLIC_URL, publicUrl: PUBLIC_URL });
  clinic = await clinicAt(t, DENVER, 'Larimer Vets');
  vet = await vetAt(t, BOULDER);
  [clinicId, vetId] = [await idOf(clinic), await idOf(vet)];
  events = [];
  t.deps.events.subscribe('*', (event) => void events.push(event));
});

describe('sending a summary', () => {
  test('201 with the summary: pending, version 1, 7 days to answer, the dates in order, the pair thread whatever was sent', async () => {
    const now = t.deps.clock();
    const response = await clinic.post('/api/booking-summaries', {
      vetUserId: vetId,
      notes: '  Holiday cover  ',
      messageThreadId: '1:2',
      shifts: [
        day('2026-12-15'),
        day('2026-12-12', { unpaidLunch: true, notes: 'Surgery day' }),
        day('2026-12-13', { startTime: '06:00', endTime: '21:30', hourlyRate: 0 }),
      ],
    });
    expect(response.status).toBe(201);
    const summary: BookingSummary = response.body;
    expect(summary).toMatchObject({
      clinicId,
      vetUserId: vetId,
      status: 'pending',
      notes: 'Holiday cover',
      messageThreadId: threadIdOf(clinicId, vetId),
      expiresAt: new Date(now + SUMMARY_RESPONSE_MS).toISOString(),
      createdAt: new Date(now).toISOString(),
      respondedAt: null,
      responseNotes: null,
      version: 1,
      clinic: { userId: clinicId, clinicName: 'Larimer Vets', firstName: 'Cara', lastName: 'Ng' },
      vet: { userId: vetId, firstName: 'Sam', clinicName: null },
    });
    expect(summary.shifts.map((shift) => [shift.shiftDate, shift.startTime, shift.endTime, shift.hourlyRate, shift.unpaidLunch, shift.notes])).toEqual([
      ['2026-12-12', '09:00', '17:00', 10_000, true, 'Surgery day'],
      ['2026-12-13', '06:00', '21:30', 0, false, null],
      ['2026-12-15', '09:00', '17:00', 10_000, false, null],
    ]);
    expect(summary.shifts.every((shift) => shift.status === 'pending' && shift.createdShiftId === null && shift.summaryId === summary.id)).toBe(true);
  });

  test('it posts a message from the clinic into the pair thread that links to the summary, and e-mails the vet a link', async () => {
    const summary = await sendSummary([day('2026-12-15'), day('2026-12-12'), day('2026-12-13')]);
    // It waits unread for the vet, like any message.
    expect((await vet.get('/api/conversations')).body[0]).toMatchObject({ partner: { id: clinicId }, unreadCount: 1 });
    expect((await vet.get('/api/counts')).body).toEqual({ unreadMessages: 1, pendingBookings: 1 });
    const messageId = t.deps.db.$client.query<{ id: number }, []>('SELECT id FROM messages').get()!.id;
    expect(events).toEqual([
      { type: 'summary.changed', change: 'sent', summaryId: summary.id, clinicId, vetUserId: vetId },
      { type: 'message.sent', messageId, fromUserId: clinicId, toUserId: vetId },
    ]);
    // The clinic's side of the conversation carries it too, read.
    expect((await clinic.get('/api/conversations')).body[0]).toMatchObject({ partner: { id: vetId }, unreadCount: 0, lastMessage: { id: messageId } });
    const messages = await thread(vet, clinicId);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      fromUserId: clinicId,
      content: `Booking summary: 3 shifts (Dec 12, Dec 13, Dec 15) — review it at /bookings?summaryId=${summary.id}`,
    });
    const [mail] = mails();
    expect(mails()).toHaveLength(1);
    expect(mail!.to_address).toBe(await emailOf(vet));
    expect(mail!.subject).toBe('Larimer Vets sent you a booking summary: 3 shifts');
    expect(mail!.text_body).toContain(`${PUBLIC_URL}/bookings?summaryId=${summary.id}&from=email`);
    expect(mail!.text_body).toContain('Dec 12: 9:00 AM – 5:00 PM (8 h) at $100/hr — $800.00');
    expect(mail!.text_body).toContain('Holiday cover');
    expect(mail!.html_body).toContain(`href="${PUBLIC_URL}/bookings?summaryId=${summary.id}&#38;from=email"`);
  });

  test('the summary e-mail is the only one: the unread-message e-mail does not repeat its thread message, but does a later message', async () => {
    await sendSummary([day('2026-12-12')]);
    t.advance(11 * MINUTE_MS);
    expect(await createJobRunner(t.deps).run('unread-message-emails')).toEqual({ emailed: 0, noticed: 0 });
    expect(mails()).toHaveLength(1);
    await clinic.post('/api/messages', { toUserId: vetId, content: 'Did you see it?' });
    t.advance(11 * MINUTE_MS);
    expect(await createJobRunner(t.deps).run('unread-message-emails')).toEqual({ emailed: 1, noticed: 1 });
  });

  test('the unpaid lunch comes off the hours and the value in the e-mail', async () => {
    await sendSummary([day('2026-12-12', { startTime: '08:00', endTime: '18:00', hourlyRate: 12_000, unpaidLunch: true })]);
    expect(mails()[0]!.text_body).toContain('Dec 12: 8:00 AM – 6:00 PM (9 h, 1 h unpaid lunch) at $120/hr — $1,080.00');
  });

  test('bad summaries get a clear 4xx naming the problem and store nothing', async () => {
    const noProfileVet = t.client();
    await noProfileVet.post('/api/register', { email: 'new-vet@example.com', password: 'secret12', firstName: 'N', lastName: 'P', userType: 'relief_vet' });
    const otherClinic = await clinicAt(t, BOULDER, 'Pearl Street Pets');
    const before = state();
    events = [];
    const cases: [unknown, number, string][] = [
      [{ vetUserId: vetId, shifts: [] }, 400, 'Please add at least one shift'],
      [{ vetUserId: vetId }, 400, 'Please add at least one shift'],
      [{ vetUserId: vetId, shifts: [day('2026-11-01')] }, 400, 'shiftDate 2026-11-01 is in the past'],
      [{ vetUserId: vetId, shifts: [day('2026-12-12'), day('2026-11-20')] }, 400, '2026-11-20'],
      [{ vetUserId: vetId, shifts: [day('2026-12-12', { startTime: '07:15' })] }, 400, 'half-hour time from 06:00 to 21:30'],
      [{ vetUserId: vetId, shifts: [day('2026-12-12', { startTime: '05:30' })] }, 400, 'half-hour time from 06:00 to 21:30'],
      [{ vetUserId: vetId, shifts: [day('2026-12-12', { endTime: '22:00' })] }, 400, 'half-hour time from 06:00 to 21:30'],
      [{ vetUserId: vetId, shifts: [day('2026-12-12', { hourlyRate: 10_500 })] }, 400, 'steps of $10'],
      [{ vetUserId: vetId, shifts: [day('2026-12-12', { hourlyRate: -1000 })] }, 400, 'at least 0'],
      [{ vetUserId: vetId, shifts: [day('2026-12-12', { startTime: '17:00', endTime: '09:00' })] }, 400, 'endTime must be after startTime'],
      [{ vetUserId: vetId, shifts: [day('2026-12-12', { startTime: '09:00', endTime: '13:00', unpaidLunch: true })] }, 400, 'unpaid lunch'],
      [{ vetUserId: vetId, shifts: [day('2026-02-30')] }, 400, 'not a real calendar date'],
      [{ vetUserId: vetId, shifts: [day('2026-12-12'), day('2026-12-12', { startTime: '16:00', endTime: '20:00' })] }, 400, 'overlap'],
      [{ vetUserId: vetId, shifts: Array.from({ length: 32 }, (_, i) => day(`2027-01-${String(i + 1).padStart(2, '0')}`)) }, 400, 'At most 31'],
      [{ vetUserId: 999_999, shifts: [day('2026-12-12')] }, 404, 'Veterinarian not found'],
      [{ vetUserId: clinicId, shifts: [day('2026-12-12')] }, 404, 'Veterinarian not found'],
      [{ vetUserId: await idOf(otherClinic), shifts: [day('2026-12-12')] }, 404, 'Veterinarian not found'],
      [{ vetUserId: await idOf(noProfileVet), shifts: [day('2026-12-12')] }, 403, 'cannot receive booking summaries'],
      [{ vetUserId: 'seven', shifts: [day('2026-12-12')] }, 400, 'vetUserId'],
    ];
    for (const [body, status, message] of cases) {
      const response = await clinic.post('/api/booking-summaries', body);
      expect({ body, status: response.status }).toEqual({ body, status });
      expect(response.body.message).toContain(message);
      expect(typeof response.body.code).toBe('string');
    }
    // Two shifts on one day that do not overlap are fine (a morning and an evening).
    expect(state()).toEqual(before);
    expect(events).toEqual([]);
    const split = await sendSummary([day('2026-12-12', { endTime: '12:00' }), day('2026-12-12', { startTime: '14:00', endTime: '18:00' })]);
    expect(split.shifts).toHaveLength(2);
  });

  test('only a clinic past the gate sends: a vet gets 403, a visitor 401', async () => {
    const body = { vetUserId: vetId, shifts: [day('2026-12-12')] };
    expect((await vet.post('/api/booking-summaries', body)).body.code).toBe('CLINIC_ONLY');
    expect((await t.client().post('/api/booking-summaries', body)).status).toBe(401);
    expect(count('booking_summaries')).toBe(0);
  });
});

describe('reading summaries', () => {
  test('the clinic lists what it sent, the vet what it received, newest first; anyone else sees none of them', async () => {
    const otherVet = await vetAt(t, DENVER);
    const otherClinic = await clinicAt(t, BOULDER, 'Pearl Street Pets');
    const first = await sendSummary([day('2026-12-12')]);
    const second = await sendSummary([day('2026-12-20'), day('2026-12-21')]);
    const elsewhere = await sendSummary([day('2026-12-12')], otherClinic, await idOf(otherVet));

    const sent = (await clinic.get('/api/booking-summaries')).body as BookingSummary[];
    expect(sent.map((summary) => summary.id)).toEqual([second.id, first.id]);
    expect(sent[0]).toEqual(second);
    expect((await vet.get('/api/booking-summaries')).body.map((summary: BookingSummary) => summary.id)).toEqual([second.id, first.id]);
    expect((await otherVet.get('/api/booking-summaries')).body.map((summary: BookingSummary) => summary.id)).toEqual([elsewhere.id]);

    expect((await vet.get(`/api/booking-summaries/${first.id}`)).body).toEqual(first);
    expect((await clinic.get(`/api/booking-summaries/${first.id}`)).body).toEqual(first);
    for (const stranger of [otherVet, otherClinic]) {
      const answer = await stranger.get(`/api/booking-summaries/${first.id}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'Booking summary not found', code: 'SUMMARY_NOT_FOUND' });
    }
    expect((await clinic.get('/api/booking-summaries/999999')).status).toBe(404);
    expect((await clinic.get('/api/booking-summaries/abc')).status).toBe(400);
    expect((await t.client().get('/api/booking-summaries')).status).toBe(401);
    expect((await t.client().get(`/api/booking-summaries/${first.id}`)).status).toBe(401);
  });

  test('the list is bounded to the newest 100; `before` pages back', async () => {
    const ids: number[] = [];
    // At a clinic's pace (one every 2 s), inside its message budget: each offer is a message.
    for (let i = 0; i < 102; i++) {
      ids.push((await sendSummary([day('2026-12-12')])).id);
      t.advance(2000);
    }
    const page = (await clinic.get('/api/booking-summaries')).body as BookingSummary[];
    expect(page).toHaveLength(100);
    expect(page[0]!.id).toBe(ids[101]!);
    const older = (await clinic.get(`/api/booking-summaries?before=${page[99]!.id}`)).body as BookingSummary[];
    expect(older.map((summary) => summary.id)).toEqual([ids[1]!, ids[0]!]);
    expect((await clinic.get('/api/booking-summaries?before=soon')).status).toBe(400);
  });

  test('past its deadline a live summary reads as expired before the job runs, and leaves the vet badge', async () => {
    const summary = await sendSummary([day('2026-12-12')]);
    expect((await vet.get('/api/counts')).body.pendingBookings).toBe(1);
    t.advance(SUMMARY_RESPONSE_MS - MINUTE_MS);
    expect((await vet.get(`/api/booking-summaries/${summary.id}`)).body.status).toBe('pending');
    t.advance(MINUTE_MS);
    expect((await vet.get(`/api/booking-summaries/${summary.id}`)).body.status).toBe('expired');
    expect((await clinic.get('/api/booking-summaries')).body[0].status).toBe('expired');
    expect((await vet.get('/api/counts')).body.pendingBookings).toBe(0);
    // Nothing was written: the stored row is still pending until the job claims it.
    expect(t.deps.db.$client.query<{ status: string }, []>('SELECT status FROM booking_summaries').get()!.status).toBe('pending');
  });
});

describe('answering a summary', () => {
  test('accepting every date: fully_accepted, each date a booked shift of the clinic with its booking and fee; the clinic told', async () => {
    const summary = await sendSummary([
      day('2026-12-12', { unpaidLunch: true, notes: 'Surgery' }),
      day('2026-12-13', { startTime: '06:00', endTime: '14:00' }),
    ]);
    expect((await vet.get('/api/counts')).body.pendingBookings).toBe(1);
    events = [];
    const response = await respond(summary, { '2026-12-12': 'accepted', '2026-12-13': 'accepted' }, vet, '  See you then  ');
    expect(response.status).toBe(200);
    const answered: BookingSummary = response.body;
    expect(answered).toMatchObject({
      status: 'fully_accepted',
      respondedAt: new Date(t.deps.clock()).toISOString(),
      responseNotes: 'See you then',
      version: 1,
    });
    expect(answered.shifts.every((shift) => shift.status === 'accepted' && shift.createdShiftId !== null)).toBe(true);

    // The clinic's dashboard: two booked shifts, by the vet, with the summary's dates, times and rates.
    const shifts = (await clinic.get('/api/shifts')).body as {
      id: number;
      shiftDate: string;
      startTime: string;
      endTime: string;
      hourlyRate: number;
      status: string;
      bookedByVetId: number;
      notes: string | null;
      shiftType: string;
    }[];
    expect(
      shifts.map((shift) => [shift.id, shift.shiftDate, shift.startTime, shift.endTime, shift.hourlyRate, shift.status, shift.bookedByVetId, shift.shiftType]),
    ).toEqual([
      [answered.shifts[0]!.createdShiftId!, '2026-12-12', '09:00', '17:00', 10_000, 'booked', vetId, 'regular'],
      [answered.shifts[1]!.createdShiftId!, '2026-12-13', '06:00', '14:00', 10_000, 'booked', vetId, 'regular'],
    ]);
    expect(shifts[0]!.notes).toBe('Surgery · Includes a 1-hour unpaid lunch');
    // The shifts carry the clinic's location and practice types, like any posted shift.
    const located = t.deps.db.$client
      .query<{ n: number }, [number, string]>('SELECT count(*) AS n FROM shifts WHERE clinic_id = ? AND latitude IS NOT NULL AND practice_types != ?')
      .get(clinicId, '[]')!.n;
    expect(located).toBe(2);

    // Each a booking from the summary, accepted, with its unbilled fee.
    const bookings = t.deps.db.$client
      .query<{ shift_id: number; vet_id: number; clinic_id: number; status: string; is_from_summary: number; amount: number; fee: string }, []>(
        'SELECT r.shift_id, r.vet_id, r.clinic_id, r.status, r.is_from_summary, f.amount, f.status AS fee FROM booking_requests r JOIN booking_fees f ON f.booking_request_id = r.id ORDER BY r.shift_id',
      )
      .all();
    expect(bookings).toEqual(
      answered.shifts.map((shift) => ({
        shift_id: shift.createdShiftId!,
        vet_id: vetId,
        clinic_id: clinicId,
        status: 'accepted',
        is_from_summary: 1,
        amount: BOOKING_FEE_CENTS,
        fee: 'pending',
      })),
    );
    // Both sides' booking lists show them as accepted bookings from a summary.
    for (const side of [vet, clinic]) {
      const requests = (await side.get('/api/booking-requests')).body.requests as { shiftId: number; status: string; source: string }[];
      expect(requests.filter((request) => request.source === 'summary' && request.status === 'accepted').map((request) => request.shiftId)).toEqual(
        expect.arrayContaining(answered.shifts.map((shift) => shift.createdShiftId!)),
      );
      expect(requests).toHaveLength(2);
    }

    // Told in the thread, by e-mail and on the socket.
    const last = (await thread(clinic, vetId)).at(-1)!;
    expect(last).toMatchObject({
      fromUserId: vetId,
      content: `Accepted 2 of 2 shifts: Dec 12, Dec 13. Note: See you then Details at /bookings?summaryId=${summary.id}`,
    });
    const mail = mails().at(-1)!;
    expect(mail.to_address).toBe(await emailOf(clinic));
    expect(mail.subject).toMatch(/^Dr\. Sam Rivera\d+ accepted 2 of 2 shifts$/);
    expect(mail.text_body).toContain(`${PUBLIC_URL}/bookings?summaryId=${summary.id}`);
    expect(events.filter((event) => event.type === 'summary.changed')).toEqual([
      { type: 'summary.changed', change: 'responded', summaryId: summary.id, clinicId, vetUserId: vetId },
    ]);
    expect(events.filter((event) => event.type === 'booking.changed')).toEqual(
      answered.shifts.map((shift) => ({
        type: 'booking.changed',
        change: 'accepted',
        requestIds: [expect.any(Number)],
        shiftId: shift.createdShiftId!,
        userIds: [clinicId, vetId],
      })),
    );
    expect(events.filter((event) => event.type === 'message.sent')).toHaveLength(1);
    expect((await vet.get('/api/counts')).body.pendingBookings).toBe(0);
  });

  test('accepting some: partially_accepted; dates it does not name are declined with the answer', async () => {
    const summary = await sendSummary([day('2026-12-12'), day('2026-12-13'), day('2026-12-15')]);
    const answered: BookingSummary = (await respond(summary, { '2026-12-13': 'accepted', '2026-12-12': 'declined' })).body;
    expect(answered.status).toBe('partially_accepted');
    expect(answered.shifts.map((shift) => [shift.shiftDate, shift.status, shift.createdShiftId === null])).toEqual([
      ['2026-12-12', 'declined', true],
      ['2026-12-13', 'accepted', false],
      ['2026-12-15', 'declined', true],
    ]);
    expect((await clinic.get('/api/shifts')).body.map((shift: { shiftDate: string; status: string }) => [shift.shiftDate, shift.status])).toEqual([
      ['2026-12-13', 'booked'],
    ]);
    expect((await thread(clinic, vetId)).at(-1)!.content).toBe(
      `Accepted 1 of 3 shifts: Dec 13. Declined: Dec 12, Dec 15. Details at /bookings?summaryId=${summary.id}`,
    );
    expect(mails().at(-1)!.text_body).toContain('Declined: Dec 12, Dec 15.');
  });

  test('declining all: declined, no shift booked, no fee; the clinic told', async () => {
    const summary = await sendSummary([day('2026-12-12'), day('2026-12-13')]);
    const answered: BookingSummary = (await respond(summary, { '2026-12-12': 'declined', '2026-12-13': 'declined' })).body;
    expect(answered.status).toBe('declined');
    expect(answered.shifts.map((shift) => shift.status)).toEqual(['declined', 'declined']);
    expect(count('shifts')).toBe(0);
    expect(count('booking_fees')).toBe(0);
    expect((await thread(clinic, vetId)).at(-1)!.content).toBe(`Declined all 2 shifts: Dec 12, Dec 13. Details at /bookings?summaryId=${summary.id}`);
    expect(mails().at(-1)!.subject).toMatch(/declined your booking summary$/);
    expect(events.filter((event) => event.type === 'booking.changed')).toEqual([]);
  });

  test('malformed answers are refused with a clear 4xx and change nothing', async () => {
    const summary = await sendSummary([day('2026-12-12'), day('2026-12-13')]);
    const other = await sendSummary([day('2026-12-20')]);
    const [a, b] = summary.shifts.map((shift) => shift.id) as [number, number];
    const before = state();
    events = [];
    const cases: [unknown, number, string][] = [
      [{ shiftResponses: [] }, 400, 'Choose at least one shift'],
      [{}, 400, 'shiftResponses'],
      [{ shiftResponses: [{ shiftId: 987_654, status: 'accepted' }] }, 400, 'Shift 987654 is not part of this booking summary'],
      [{ shiftResponses: [{ shiftId: other.shifts[0]!.id, status: 'accepted' }] }, 400, `Shift ${other.shifts[0]!.id} is not part of this booking summary`],
      [
        {
          shiftResponses: [
            { shiftId: a, status: 'accepted' },
            { shiftId: a, status: 'declined' },
          ],
        },
        400,
        'Each shift may be answered once',
      ],
      [{ shiftResponses: [{ shiftId: a, status: 'maybe' }] }, 400, 'status must be accepted or declined'],
      [{ shiftResponses: [{ shiftId: 'x', status: 'accepted' }] }, 400, 'shiftId'],
      [{ shiftResponses: [{ shiftId: b, status: 'accepted' }], responseNotes: 'x'.repeat(2001) }, 400, 'responseNotes'],
    ];
    for (const [body, status, message] of cases) {
      const response = await vet.post(`/api/booking-summaries/${summary.id}/respond`, body);
      expect({ body, status: response.status }).toEqual({ body, status });
      expect(response.body.message).toContain(message);
    }
    expect(state()).toEqual(before);
    expect(events).toEqual([]);
  });

  test('only the addressed vet answers, once, while the summary is live', async () => {
    const otherVet = await vetAt(t, DENVER);
    const summary = await sendSummary([day('2026-12-12')]);
    const before = state();
    expect((await respond(summary, { '2026-12-12': 'accepted' }, otherVet)).body).toEqual({ message: 'Booking summary not found', code: 'SUMMARY_NOT_FOUND' });
    expect((await respond(summary, { '2026-12-12': 'accepted' }, clinic)).body.code).toBe('VET_ONLY');
    expect((await respond(summary, { '2026-12-12': 'accepted' }, t.client())).status).toBe(401);
    expect((await vet.post('/api/booking-summaries/999999/respond', { shiftResponses: [{ shiftId: 1, status: 'accepted' }] })).status).toBe(404);
    expect(state()).toEqual(before);

    expect((await respond(summary, { '2026-12-12': 'declined' })).status).toBe(200);
    const again = await respond(summary, { '2026-12-12': 'accepted' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This booking summary has already been answered', code: 'SUMMARY_ANSWERED' });
  });

  test('two answers sent at once: one is taken, the other 409; the date is booked once', async () => {
    const summary = await sendSummary([day('2026-12-12')]);
    const answers = await Promise.all([respond(summary, { '2026-12-12': 'accepted' }), respond(summary, { '2026-12-12': 'accepted' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(count('shifts')).toBe(1);
    expect(count('booking_fees')).toBe(1);
    expect(count("booking_requests WHERE status = 'accepted'")).toBe(1);
  });

  test('an edit racing an answer: exactly one of them wins, and the summary is consistent with it', async () => {
    const summary = await sendSummary([day('2026-12-12')]);
    const [edit, answer] = await Promise.all([
      clinic.request('PUT', `/api/booking-summaries/${summary.id}`, { shifts: [day('2026-12-19')] }),
      respond(summary, { '2026-12-12': 'accepted' }),
    ]);
    expect([edit.status, answer.status].filter((status) => status === 200)).toHaveLength(1);
    const stored = (await clinic.get(`/api/booking-summaries/${summary.id}`)).body as BookingSummary;
    if (answer.status === 200) {
      expect(edit.body.code).toBe('SUMMARY_ANSWERED');
      expect(stored).toMatchObject({ status: 'fully_accepted', version: 1 });
      expect(count('shifts')).toBe(1);
    } else {
      expect(answer.body.code).toBe('UNKNOWN_SUMMARY_SHIFT');
      expect(stored).toMatchObject({ status: 'edited', version: 2 });
      expect(count('shifts')).toBe(0);
    }
  });

  test('an expired summary cannot be answered', async () => {
    const summary = await sendSummary([day('2026-12-12')]);
    t.advance(SUMMARY_RESPONSE_MS);
    const before = state();
    const answer = await respond(summary, { '2026-12-12': 'accepted' });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: 'This booking summary has expired', code: 'SUMMARY_EXPIRED' });
    expect(state()).toEqual(before);
  });

  test('a vet already booked 08:00–18:00 that day cannot accept a 09:00–17:00 date: 409 naming the clash, nothing stored', async () => {
    const otherClinic = await clinicAt(t, BOULDER, 'Pearl Street Pets');
    const held = await sendSummary([day('2026-12-13', { startTime: '08:00', endTime: '18:00' })], otherClinic);
    expect((await respond(held, { '2026-12-13': 'accepted' })).status).toBe(200);

    // Dates are booked in order: Dec 12 is booked before the Dec 13 clash is found.
    const summary = await sendSummary([day('2026-12-13'), day('2026-12-12')]);
    const before = state();
    events = [];
    const clash = await respond(summary, { '2026-12-13': 'accepted', '2026-12-12': 'accepted' });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('BOOKING_CLASH');
    expect(clash.body.message).toContain('already booked on 2026-12-13 from 08:00 to 18:00 at Pearl Street Pets');
    expect(clash.body.message).toContain('Dec 13 shift (09:00–17:00)');
    // Not even the Dec 12 date is kept: no shift, booking, fee, message or e-mail.
    expect(state()).toEqual(before);
    expect(events).toEqual([]);
    expect((await vet.get(`/api/booking-summaries/${summary.id}`)).body.status).toBe('pending');
    expect((await clinic.get('/api/shifts')).body).toEqual([]);

    // Declining the clashing date, the rest goes through.
    const answered = await respond(summary, { '2026-12-12': 'accepted', '2026-12-13': 'declined' });
    expect(answered.body.status).toBe('partially_accepted');
  });

  test('the overlap rule reaches across midnight: an overnight shift ending 07:00 blocks a 06:00 start the next morning', async () => {
    const otherClinic = await clinicAt(t, BOULDER, 'Pearl Street Pets');
    const otherClinicId = await idOf(otherClinic);
    t.deps.db.$client
      .query(
        "INSERT INTO shifts (clinic_id, shift_date, start_time, end_time, hourly_rate, shift_type, status, practice_types, booked_by_vet_id) VALUES (?, '2026-12-11', '22:00', '07:00', 9000, 'overnight', 'booked', '[\"emergency\"]', ?)",
      )
      .run(otherClinicId, vetId);
    const early = await sendSummary([day('2026-12-12', { startTime: '06:00', endTime: '12:00' })]);
    const clash = await respond(early, { '2026-12-12': 'accepted' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain('already booked on 2026-12-11 from 22:00 to 07:00');
    const later = await sendSummary([day('2026-12-12', { startTime: '07:00', endTime: '12:00' })]);
    expect((await respond(later, { '2026-12-12': 'accepted' })).body.status).toBe('fully_accepted');
  });

  test("accepting withdraws the vet's own pending applications to shifts at the same time, and says so on the bus", async () => {
    const otherClinic = await clinicAt(t, BOULDER, 'Pearl Street Pets');
    const otherClinicId = await idOf(otherClinic);
    const posted = await otherClinic.post('/api/shifts', {
      shiftDate: '2026-12-12',
      startTime: '12:00',
      endTime: '20:00',
      hourlyRate: 9000,
      shiftType: 'regular_day',
      practiceTypes: ['small_animal'],
    });
    const openShiftId = posted.body.id as number;
    const applicationId = t.deps.db.$client
      .query<{ id: number }, [number, number, number]>(
        "INSERT INTO booking_requests (shift_id, vet_id, clinic_id, status) VALUES (?, ?, ?, 'pending') RETURNING id",
      )
      .get(openShiftId, vetId, otherClinicId)!.id;
    const summary = await sendSummary([day('2026-12-12')]);
    events = [];
    expect((await respond(summary, { '2026-12-12': 'accepted' })).status).toBe(200);
    expect(t.deps.db.$client.query<{ status: string }, [number]>('SELECT status FROM booking_requests WHERE id = ?').get(applicationId)!.status).toBe(
      'withdrawn',
    );
    expect(events).toContainEqual({
      type: 'booking.changed',
      change: 'withdrawn',
      requestIds: [applicationId],
      shiftId: openShiftId,
      userIds: [vetId, otherClinicId],
    });
  });

  test('a date that passed before the answer can only be declined', async () => {
    const summary = await sendSummary([day('2026-11-24'), day('2026-12-12')]);
    t.advance(3 * DAY_MS);
    const answer = await respond(summary, { '2026-11-24': 'accepted', '2026-12-12': 'accepted' });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'PAST_DATE' });
    expect(answer.body.message).toContain('Nov 24');
    expect(count('shifts')).toBe(0);
    expect((await respond(summary, { '2026-11-24': 'declined', '2026-12-12': 'accepted' })).body.status).toBe('partially_accepted');
  });
});

describe('editing and withdrawing', () => {
  test('the clinic edits a live summary: dates replaced, edited, version + 1, 7 days again from the edit; the vet told', async () => {
    const summary = await sendSummary([day('2026-12-12'), day('2026-12-13')]);
    t.advance(3 * DAY_MS);
    events = [];
    const response = await clinic.request('PUT', `/api/booking-summaries/${summary.id}`, {
      notes: 'Changed plans',
      shifts: [day('2026-12-19', { hourlyRate: 11_000 })],
    });
    expect(response.status).toBe(200);
    const edited: BookingSummary = response.body;
    expect(edited).toMatchObject({
      id: summary.id,
      status: 'edited',
      version: 2,
      notes: 'Changed plans',
      expiresAt: new Date(t.deps.clock() + SUMMARY_RESPONSE_MS).toISOString(),
      createdAt: summary.createdAt,
      updatedAt: new Date(t.deps.clock()).toISOString(),
    });
    expect(edited.shifts.map((shift) => [shift.shiftDate, shift.hourlyRate, shift.status])).toEqual([['2026-12-19', 11_000, 'pending']]);
    expect(events.map((event) => event.type)).toEqual(['summary.changed', 'message.sent']);
    expect(events[0]).toMatchObject({ change: 'edited', summaryId: summary.id });
    expect((await thread(vet, clinicId)).at(-1)!.content).toBe(
      `Booking summary updated (version 2): 1 shift (Dec 19) — review it at /bookings?summaryId=${summary.id}`,
    );
    const mail = mails().at(-1)!;
    expect(mail.to_address).toBe(await emailOf(vet));
    expect(mail.subject).toBe('Larimer Vets updated a booking summary');
    expect(mail.text_body).toContain(`${PUBLIC_URL}/bookings?summaryId=${summary.id}&from=email`);

    // The old dates are gone: answering them names them as unknown; the new one is answerable.
    const stale = await respond(summary, { '2026-12-12': 'accepted' });
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe('UNKNOWN_SUMMARY_SHIFT');
    // Past the first deadline, the renewed one still holds.
    t.advance(5 * DAY_MS);
    expect((await respond(edited, { '2026-12-19': 'accepted' })).body.status).toBe('fully_accepted');
  });

  test('edits are refused to others (404), to vets (403), on closed summaries (409), and with bad dates (400); nothing changes', async () => {
    const otherClinic = await clinicAt(t, BOULDER, 'Pearl Street Pets');
    const live = await sendSummary([day('2026-12-12')]);
    const answered = await sendSummary([day('2026-12-14')]);
    await respond(answered, { '2026-12-14': 'declined' });
    const expiring = await sendSummary([day('2026-12-20')]);
    const body = { shifts: [day('2026-12-22')] };
    const before = state();
    const put = (as: TestClient, id: number, sent: unknown = body) => as.request('PUT', `/api/booking-summaries/${id}`, sent);
    expect((await put(otherClinic, live.id)).body.code).toBe('SUMMARY_NOT_FOUND');
    expect((await put(vet, live.id)).body.code).toBe('CLINIC_ONLY');
    expect((await put(clinic, answered.id)).body).toEqual({ message: 'This booking summary has already been answered', code: 'SUMMARY_ANSWERED' });
    expect((await put(clinic, live.id, { shifts: [] })).body.message).toContain('Please add at least one shift');
    expect((await put(clinic, live.id, { shifts: [day('2026-11-02')] })).body.message).toContain('2026-11-02 is in the past');
    t.advance(SUMMARY_RESPONSE_MS);
    expect((await put(clinic, expiring.id)).body.code).toBe('SUMMARY_EXPIRED');
    expect(state()).toEqual(before);
  });

  test('the clinic withdraws a live summary: the vet is told and can no longer answer it', async () => {
    const otherClinic = await clinicAt(t, BOULDER, 'Pearl Street Pets');
    const summary = await sendSummary([day('2026-12-12')]);
    expect((await otherClinic.post(`/api/booking-summaries/${summary.id}/withdraw`)).body.code).toBe('SUMMARY_NOT_FOUND');
    expect((await vet.post(`/api/booking-summaries/${summary.id}/withdraw`)).body.code).toBe('CLINIC_ONLY');
    events = [];
    const withdrawn = await clinic.post(`/api/booking-summaries/${summary.id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe('withdrawn');
    expect(events.map((event) => event.type)).toEqual(['summary.changed', 'message.sent']);
    expect(events[0]).toMatchObject({ change: 'withdrawn', summaryId: summary.id, vetUserId: vetId });
    expect((await thread(vet, clinicId)).at(-1)!.content).toBe(
      `Booking summary withdrawn: 1 shift (Dec 12) are no longer offered — /bookings?summaryId=${summary.id}`,
    );
    expect(mails().at(-1)!.subject).toBe('Larimer Vets withdrew a booking summary');
    expect((await vet.get('/api/counts')).body.pendingBookings).toBe(0);

    const answer = await respond(summary, { '2026-12-12': 'accepted' });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('SUMMARY_WITHDRAWN');
    expect((await clinic.post(`/api/booking-summaries/${summary.id}/withdraw`)).status).toBe(409);
    expect((await clinic.request('PUT', `/api/booking-summaries/${summary.id}`, { shifts: [day('2026-12-12')] })).status).toBe(409);
  });
});

describe('the expiry job', () => {
  const runJob = () => createJobRunner(t.deps).run('booking-summary-expiry');

  test('is registered', () => {
    expect(registeredJobs.map((job) => job.name)).toContain('booking-summary-expiry');
  });

  test('marks live summaries past their deadline expired and tells the clinic once; answered and renewed ones stay', async () => {
    const lapsing = await sendSummary([day('2026-12-12'), day('2026-12-13')]);
    const answered = await sendSummary([day('2026-12-14')]);
    await respond(answered, { '2026-12-14': 'accepted' });
    const renewed = await sendSummary([day('2026-12-20')]);
    t.advance(2 * DAY_MS);
    await clinic.request('PUT', `/api/booking-summaries/${renewed.id}`, { shifts: [day('2026-12-21')] });

    t.advance(SUMMARY_RESPONSE_MS - 2 * DAY_MS - MINUTE_MS);
    expect(await runJob()).toEqual({ expired: 0 });
    t.advance(2 * MINUTE_MS);
    const emailsBefore = mails().length;
    events = [];
    expect(await runJob()).toEqual({ expired: 1 });
    expect(await runJob()).toEqual({ expired: 0 });

    const statuses = t.deps.db.$client.query<{ id: number; status: string }, []>('SELECT id, status FROM booking_summaries ORDER BY id').all();
    expect(statuses).toEqual([
      { id: lapsing.id, status: 'expired' },
      { id: answered.id, status: 'fully_accepted' },
      { id: renewed.id, status: 'edited' },
    ]);
    const told = mails().slice(emailsBefore);
    expect(told).toHaveLength(1);
    expect(told[0]!.to_address).toBe(await emailOf(clinic));
    expect(told[0]!.subject).toMatch(/^Your booking summary to Dr\. Sam Rivera\d+ expired$/);
    expect(told[0]!.text_body).toContain('Dec 12');
    expect(told[0]!.text_body).toContain(`${PUBLIC_URL}/bookings?summaryId=${lapsing.id}`);
    expect(events).toEqual([{ type: 'summary.changed', change: 'expired', summaryId: lapsing.id, clinicId, vetUserId: vetId }]);
    expect((await clinic.get(`/api/booking-summaries/${lapsing.id}`)).body.status).toBe('expired');

    // The renewed one expires 7 days after its edit.
    t.advance(2 * DAY_MS);
    expect(await runJob()).toEqual({ expired: 1 });
  });
});
