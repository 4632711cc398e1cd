// The clinic's arrival notes: saved with the profile, read back by the clinic, and shown to a vet
// only with the details of a shift it is booked on (its bookings and its calendar feed). Search,
// cards, /api/people, another vet's bookings and feed never carry them.
import { describe, expect, test } from 'bun:test';
import { ARRIVAL_NOTES_MAX } from '../../shared/shift-day';
import { VALID_CLINIC_PROFILE } from '../guard-rails/callers';
import { applied, decide, list } from '../testing/bookings';
import { ok } from '../testing/expect-ok';
import { createTestApp, type TestApp } from '../testing/harness';
import { clinic, DENVER, type Party, postShift, vet } from '../testing/marketplace';
import { one } from '../testing/rows';

const NOTES = 'Park behind the building, staff door B.\nAsk for Zoë at the front desk; we use ezyVet. Scrubs, lunch provided.';
const PROFILE = { ...VALID_CLINIC_PROFILE, clinicName: 'Front Range Vets', ...DENVER };

const stored = (t: TestApp, c: Party) =>
  one<{ arrival_notes: string | null }>(t, 'SELECT arrival_notes FROM clinic_profiles WHERE user_id = ?', c.id).arrival_notes;

async function saveNotes(c: Party, arrivalNotes: unknown) {
  return c.client.request('PUT', '/api/clinic-profiles', { ...PROFILE, arrivalNotes });
}

/** The feed of a party, as a calendar app reads it (the token is the credential). */
async function feedText(t: TestApp, party: Party): Promise<string> {
  const link = ok(await party.client.get('/api/calendar'), 'the calendar link').body.url as string;
  return (await t.client().get(new URL(link).pathname)).text.replace(/\r\n /g, '');
}

describe('arrival notes on the clinic profile', () => {
  test('saved with PUT, answered to the clinic itself; left out they stay, null or empty clears them', async () => {
    const t = createTestApp();
    const c = await clinic(t);
    const saved = await saveNotes(c, `  ${NOTES}  `);
    expect(saved.status).toBe(200);
    expect(saved.body.arrivalNotes).toBe(NOTES);
    expect((await c.client.get('/api/auth/user')).body.profile.arrivalNotes).toBe(NOTES);

    // A client that does not know the field keeps what is saved.
    expect((await c.client.request('PUT', '/api/clinic-profiles', { ...PROFILE, description: 'Edited' })).body.arrivalNotes).toBe(NOTES);
    expect(stored(t, c)).toBe(NOTES);
    expect((await saveNotes(c, '')).body.arrivalNotes).toBeNull();
    await saveNotes(c, NOTES);
    expect((await saveNotes(c, null)).body.arrivalNotes).toBeNull();
    expect(stored(t, c)).toBeNull();
  });

  test('over 2,000 characters or not text: 400 naming the field, nothing saved', async () => {
    const t = createTestApp();
    const c = await clinic(t);
    await saveNotes(c, NOTES);
    for (const bad of ['x'.repeat(ARRIVAL_NOTES_MAX + 1), 42, ['a']]) {
      const response = await saveNotes(c, bad);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('rrival');
    }
    expect(stored(t, c)).toBe(NOTES);
    expect((await saveNotes(c, 'y'.repeat(ARRIVAL_NOTES_MAX))).status).toBe(200);
  });
});

describe('who sees the arrival notes', () => {
  test('the booked vet on its booking and in its calendar feed; nobody else anywhere', async () => {
    const t = createTestApp();
    const c = await clinic(t);
    ok(await saveNotes(c, NOTES), 'saving the notes');
    const booked = await vet(t);
    const other = await vet(t);
    const shiftId = await postShift(c);
    ok(await decide(c, await applied(booked, shiftId), 'accepted'), 'booking the vet');
    // The other vet has applied to another shift of the same clinic (pending) and holds a booking elsewhere.
    const pendingShift = await postShift(c, { shiftDate: '2026-12-11' });
    await applied(other, pendingShift);
    const elsewhere = await clinic(t, 'Rival Vets');
    ok(await decide(elsewhere, await applied(other, await postShift(elsewhere, { shiftDate: '2026-12-12' })), 'accepted'), 'booking elsewhere');
    await postShift(c, { shiftDate: '2026-12-13' });

    // The booked vet: on the confirmed shift's details and in its feed's event for that shift.
    const [booking] = (await list(booked)).requests;
    expect(booking!.confirmedShift?.arrivalNotes).toBe(NOTES);
    expect(await feedText(t, booked)).toContain('Arrival notes: Park behind the building\\, staff door B.\\nAsk for Zoë');

    // Everyone else, everywhere a clinic or its shifts show.
    const readers: [string, Party][] = [
      ['the other vet', other],
      ['the booked vet', booked],
    ];
    for (const [who, reader] of readers) {
      const answers = [
        await reader.client.get('/api/search-shifts?radius=100'),
        await reader.client.get(`/api/people/${c.id}`),
        await reader.client.get('/api/booking-summaries'),
        await reader.client.get('/api/availability-requests'),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(`${who}: ${answer.text}`).not.toContain('Park behind');
      }
    }
    const otherList = await other.client.get('/api/booking-requests');
    expect(otherList.status).toBe(200);
    expect(otherList.text).not.toContain('Park behind');
    expect(await feedText(t, other)).not.toContain('Park behind');
    // Once cancelled, the vet holds no booking there: the notes are gone from its list.
    const cancelled = await booked.client.post(`/api/booking-requests/${booking!.id}/cancel`, { reason: 'illness' });
    expect(cancelled.status).toBe(200);
    expect((await booked.client.get('/api/booking-requests')).text).not.toContain('Park behind');
    expect(await feedText(t, booked)).not.toContain('Park behind');
  });
});
