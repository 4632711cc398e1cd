// Vets' availability postings through the API (issue 12): posting, listing, editing and removing
// one's own dates, who may do what, the validation of spec 2 §5, parallel posts, the alert
// fan-out row written with a new posting, and the vet cards that follow every change.
import { describe, expect, test } from 'bun:test';
import { createTestApp } from '../testing/harness';
import { asked, decide, fanouts, post, posted, posting, postingCount, recordEvents } from '../testing/availability';
import { clinic, type Party, vet } from '../testing/marketplace';
import { emailOf, mailTo, one, sql } from '../testing/rows';
import { DAY_MS } from '../../shared/time';

describe('posting availability', () => {
  test('a vet posts a date: 201 with the posting, the alert fan-out row is written with it, the event follows the commit', async () => {
    const t = createTestApp();
    const v = await vet(t);
    const events = recordEvents(t, 'availability.changed');
    const response = await post(v);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      vetId: v.id,
      availableDate: '2026-12-10',
      startTime: '08:00',
      endTime: '18:00',
      practiceTypes: ['small_animal'],
      hourlyRate: 9500,
      travelRadius: 50,
      notes: 'Happy to do surgery days',
      status: 'available',
      bookedByClinicId: null,
      pendingRequests: 0,
    });
    expect(fanouts(t)).toEqual([{ kind: 'availability', actor_id: v.id, ref_ids: JSON.stringify([response.body.id]) }]);
    expect(events).toEqual([
      {
        event: { type: 'availability.changed', change: 'posted', vetId: v.id, postingIds: [response.body.id], requestIds: [], userIds: [v.id] },
        inTransaction: false,
      },
    ]);
    // Optional fields: no rate, the default radius and practice type; an overnight date.
    const bare = await v.client.post('/api/vet-availability', { availableDate: '2026-12-11', startTime: '20:00', endTime: '06:00' });
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({ hourlyRate: null, travelRadius: 50, practiceTypes: ['small_animal'], notes: null, endTime: '06:00' });
  });

  test('GET lists the own postings soonest first with their pending requests: today on and the last 30 days, booked ones too', async () => {
    const t = createTestApp();
    const v = await vet(t);
    const other = await vet(t);
    const c = await clinic(t);
    const later = await posted(v, { availableDate: '2026-12-20' });
    const sooner = await posted(v, { availableDate: '2026-11-25' });
    await posted(other, { availableDate: '2026-11-26' });
    await asked(c, later);
    const insert = t.deps.db.$client.prepare(
      "INSERT INTO vet_availability (vet_id, available_date, start_time, end_time, practice_types, travel_radius, status) VALUES (?, ?, '08:00', '17:00', '[\"exotic\"]', 25, ?)",
    );
    insert.run(v.id, '2026-10-23', 'available'); // 30 days back: still listed
    insert.run(v.id, '2026-10-22', 'booked'); // 31 days back: gone
    const list = (await v.client.get('/api/vet-availability')).body;
    expect(list.map((p: { availableDate: string }) => p.availableDate)).toEqual(['2026-10-23', '2026-11-25', '2026-12-20']);
    expect(list.map((p: { id: number; pendingRequests: number }) => [p.id, p.pendingRequests]).slice(1)).toEqual([
      [sooner, 0],
      [later, 1],
    ]);
  });

  test('the screen posts 3 dates in parallel: all three stored, each with its alert row; the same date twice at once is one posting and a 409', async () => {
    const t = createTestApp();
    const v = await vet(t);
    const dates = ['2026-12-01', '2026-12-02', '2026-12-03'];
    const answers = await Promise.all(dates.map((availableDate) => post(v, { availableDate })));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(3);
    expect((await v.client.get('/api/vet-availability')).body.map((p: { availableDate: string }) => p.availableDate)).toEqual(dates);
    expect(fanouts(t)).toHaveLength(3);

    const twice = await Promise.all([post(v, { availableDate: '2026-12-04' }), post(v, { availableDate: '2026-12-04', startTime: '12:00' })]);
    expect(twice.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = twice.find((answer) => answer.status === 409)!;
    expect(refused.body).toMatchObject({ code: 'POSTING_OVERLAP' });
    expect(refused.body.message).toContain('2026-12-04');
    expect(postingCount(t)).toBe(4);
    expect(fanouts(t)).toHaveLength(4);
    // Morning and evening of the same day do not overlap.
    expect((await post(v, { availableDate: '2026-12-05', startTime: '08:00', endTime: '12:00' })).status).toBe(201);
    expect((await post(v, { availableDate: '2026-12-05', startTime: '13:00', endTime: '20:00' })).status).toBe(201);
  });

  test('bad input is a clear 400 that stores nothing and alerts nobody', async () => {
    const t = createTestApp();
    const v = await vet(t);
    const cases: [Record<string, unknown>, string][] = [
      [posting({ availableDate: '2026-11-21' }), 'availableDate 2026-11-21 is in the past'],
      [posting({ travelRadius: 30 }), 'travelRadius must be one of 10, 25, 50, 75, 100, 150 miles'],
      [{ availableDate: '2026-12-10', endTime: '18:00' }, 'startTime is required'],
      [{ availableDate: '2026-12-10', startTime: '08:00' }, 'endTime is required'],
      [posting({ practiceTypes: ['dentistry'] }), 'practiceTypes must be among'],
      [posting({ hourlyRate: '90' }), 'hourlyRate must be a number of cents'],
      [posting({ hourlyRate: 90.5 }), 'hourlyRate must be whole cents'],
      [posting({ availableDate: '2026-02-30' }), 'not a real calendar date'],
      [posting({ startTime: '25:00' }), 'startTime must be a time'],
      [posting({ endTime: '08:00' }), 'endTime must differ from startTime'],
      [posting({ practiceTypes: [] }), 'at least one practice type'],
    ];
    for (const [body, message] of cases) {
      const response = await v.client.post('/api/vet-availability', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message, JSON.stringify(body)).toContain(message);
    }
    expect(postingCount(t)).toBe(0);
    expect(fanouts(t)).toEqual([]);
    // Today is not past (the date has not ended everywhere in the US).
    expect((await post(v, { availableDate: '2026-11-22', startTime: '18:00', endTime: '23:00' })).status).toBe(201);
  });

  test('vets only, own postings only: another vet finds nothing, clinics and visitors are refused', async () => {
    const t = createTestApp();
    const v = await vet(t);
    const other = await vet(t);
    const c = await clinic(t);
    const id = await posted(v);
    const path = `/api/vet-availability/${id}`;
    expect((await other.client.request('PATCH', path, posting({ notes: 'mine now' }))).body.code).toBe('POSTING_NOT_FOUND');
    expect((await other.client.request('DELETE', path)).status).toBe(404);
    expect((await v.client.request('PATCH', '/api/vet-availability/999999', posting())).status).toBe(404);
    expect((await c.client.post('/api/vet-availability', posting())).body.code).toBe('VET_ONLY');
    expect((await c.client.get('/api/vet-availability')).body.code).toBe('VET_ONLY');
    expect((await c.client.request('DELETE', path)).status).toBe(403);
    const visitor = t.client();
    expect((await visitor.post('/api/vet-availability', posting())).status).toBe(401);
    expect((await visitor.get('/api/vet-availability')).status).toBe(401);
    expect((await other.client.get('/api/vet-availability')).body).toEqual([]);
    expect(one<{ notes: string }>(t, 'SELECT notes FROM vet_availability WHERE id = ?', id).notes).toBe('Happy to do surgery days');
  });
});

describe('editing and removing', () => {
  test('an edit changes the posting and alerts nobody again; a new time closes the pending requests and tells their clinics', async () => {
    const t = createTestApp();
    const v = await vet(t);
    const c = await clinic(t);
    const id = await posted(v);
    const requestId = await asked(c, id);
    const events = recordEvents(t, 'availability.changed');

    const cheaper = await v.client.request('PATCH', `/api/vet-availability/${id}`, posting({ hourlyRate: 8000, travelRadius: 75 }));
    expect(cheaper.status).toBe(200);
    expect(cheaper.body).toMatchObject({ id, hourlyRate: 8000, travelRadius: 75, pendingRequests: 1 });
    expect(fanouts(t)).toHaveLength(1);

    const moved = await v.client.request('PATCH', `/api/vet-availability/${id}`, posting({ startTime: '10:00', hourlyRate: 8000 }));
    expect(moved.body).toMatchObject({ startTime: '10:00', pendingRequests: 0 });
    expect(one<{ status: string }>(t, 'SELECT status FROM availability_requests WHERE id = ?', requestId).status).toBe('declined');
    const mails = mailTo(t, emailOf(t, c));
    expect(mails.at(-1)!.subject).toMatch(/^Date changed: Dr\. Sam Rivera/);
    expect(fanouts(t)).toHaveLength(1);
    expect(events.map(({ event, inTransaction }) => [event.type === 'availability.changed' && event.change, inTransaction])).toEqual([
      ['edited', false],
      ['edited', false],
    ]);
    expect(events[1]!.event).toMatchObject({ requestIds: [requestId], userIds: [v.id, c.id] });

    // Moving it into the past is refused; so is a bad radius.
    expect((await v.client.request('PATCH', `/api/vet-availability/${id}`, posting({ availableDate: '2026-11-01' }))).body.code).toBe('PAST_DATE');
    expect((await v.client.request('PATCH', `/api/vet-availability/${id}`, posting({ travelRadius: 30 }))).status).toBe(400);
  });

  test('deleting removes the posting and its requests, and tells the clinics still waiting', async () => {
    const t = createTestApp();
    const v = await vet(t);
    const c = await clinic(t);
    const id = await posted(v);
    await asked(c, id);
    const removed = await v.client.request('DELETE', `/api/vet-availability/${id}`);
    expect(removed.status).toBe(200);
    expect(postingCount(t)).toBe(0);
    expect(sql(t, 'SELECT id FROM availability_requests')).toEqual([]);
    expect(mailTo(t, emailOf(t, c)).at(-1)!.subject).toMatch(/^Date removed: Dr\. Sam Rivera/);
    expect((await v.client.request('DELETE', `/api/vet-availability/${id}`)).status).toBe(404);
    expect((await v.client.get('/api/counts')).body.pendingBookings).toBe(0);
  });

  test('a booked posting can be neither edited nor deleted (409)', async () => {
    const t = createTestApp();
    const v = await vet(t);
    const c = await clinic(t);
    const id = await posted(v);
    expect((await decide(v, await asked(c, id), 'accepted')).status).toBe(200);
    const edit = await v.client.request('PATCH', `/api/vet-availability/${id}`, posting({ notes: 'changed' }));
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject({ code: 'POSTING_BOOKED', message: 'This date is booked and can no longer be edited' });
    const remove = await v.client.request('DELETE', `/api/vet-availability/${id}`);
    expect(remove.status).toBe(409);
    expect(remove.body.message).toBe('This date is booked and can no longer be deleted');
    expect(one<{ status: string; notes: string }>(t, 'SELECT status, notes FROM vet_availability WHERE id = ?', id)).toEqual({
      status: 'booked',
      notes: 'Happy to do surgery days',
    });
    const listed = (await v.client.get('/api/vet-availability')).body;
    expect(listed).toMatchObject([{ id, status: 'booked', bookedByClinicId: c.id }]);
  });

  test('a date the vet is already booked on is refused when posted (409 naming the booking)', async () => {
    const t = createTestApp();
    const v = await vet(t);
    const c = await clinic(t);
    const first = await posted(v);
    await decide(v, await asked(c, first), 'accepted');
    const again = await post(v, { availableDate: '2026-12-09', startTime: '22:00', endTime: '09:00' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('POSTING_OVERLAP');
    // A booking made from a shift (not a posting) blocks it too.
    const shift = (
      await c.client.post('/api/shifts', {
        shiftDate: '2026-12-15',
        startTime: '08:00',
        endTime: '18:00',
        hourlyRate: 9000,
        shiftType: 'regular_day',
        practiceTypes: ['small_animal'],
      })
    ).body.id;
    const application = (await v.client.post('/api/booking-requests', { shiftId: shift })).body.id;
    expect((await c.client.request('PUT', `/api/booking-requests/${application}`, { status: 'accepted' })).status).toBe(200);
    const clash = await post(v, { availableDate: '2026-12-15', startTime: '17:00', endTime: '22:00' });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: 'BOOKING_CLASH' });
    expect(clash.body.message).toBe('You are already booked on 2026-12-15 from 08:00 to 18:00 at Front Range Vets, which overlaps these times');
  });
});

describe('the vet cards follow', () => {
  async function card(c: Party, vetId: number) {
    const page = (await c.client.get('/api/nearby-vets?radius=100')).body;
    return page.results.find((result: { userId: number }) => result.userId === vetId);
  }

  test("a new posting shows on the vet's card in GET /api/nearby-vets at once, an edit changes it, a deleted one disappears", async () => {
    const t = createTestApp();
    const v = await vet(t);
    const c = await clinic(t);
    expect((await card(c, v.id)).availablePostings).toEqual([]);
    const id = await posted(v);
    const shown = await card(c, v.id);
    expect(shown.availabilityStatus).toBe('available');
    expect(shown.availablePostings).toMatchObject([{ id, availableDate: '2026-12-10', hourlyRate: 9500, status: 'available' }]);
    await v.client.request('PATCH', `/api/vet-availability/${id}`, posting({ availableDate: '2026-12-12' }));
    expect((await card(c, v.id)).availablePostings).toMatchObject([{ id, availableDate: '2026-12-12' }]);
    expect((await v.client.request('DELETE', `/api/vet-availability/${id}`)).status).toBe(200);
    const gone = await card(c, v.id);
    expect(gone.availablePostings).toEqual([]);
    expect(gone.availabilityStatus).toBe('limited');
  });

  test('a booked posting leaves the card; so does a date once past', async () => {
    const t = createTestApp();
    const v = await vet(t);
    const c = await clinic(t);
    const booked = await posted(v);
    await posted(v, { availableDate: '2026-11-24' });
    await decide(v, await asked(c, booked), 'accepted');
    expect((await card(c, v.id)).availablePostings).toMatchObject([{ availableDate: '2026-11-24' }]);
    t.advance(3 * DAY_MS);
    await c.client.post('/api/login', { email: emailOf(t, c), password: 'secret12' });
    expect((await card(c, v.id))?.availablePostings ?? []).toEqual([]);
  });
});
