import { describe, expect, test } from 'bun:test';
import { HOUR_MS } from '../../shared/time';
import { createTestApp } from '../testing/harness';
import { clinicAt, shift } from '../testing/marketplace';

const place = { address: '1 Main St', city: 'Boulder', state: 'CO', zipCode: '80302', phone: '303-555-0100' };

describe('first look and instant booking on posting', () => {
  test('a new clinic posts public shifts nobody can book at once', async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, place, 'Harbor Vet');
    const created = await clinic.post('/api/shifts', shift);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ firstLookUntil: null, instantBooking: 'off' });
  });

  test('what a post sends is stored on every date and becomes the default of the next post', async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, place, 'Harbor Vet');
    const postedAt = t.deps.clock();
    const created = await clinic.post('/api/shifts', [
      { ...shift, firstLookHours: 24, instantBooking: 'favourites' },
      { ...shift, shiftDate: '2026-12-11', firstLookHours: 24, instantBooking: 'favourites' },
    ]);
    expect(created.status).toBe(201);
    for (const posted of created.body) {
      expect(posted).toMatchObject({ firstLookUntil: postedAt + 24 * HOUR_MS, instantBooking: 'favourites' });
    }
    t.advance(HOUR_MS);
    const next = await clinic.post('/api/shifts', { ...shift, shiftDate: '2026-12-12' });
    expect(next.body).toMatchObject({ firstLookUntil: postedAt + 25 * HOUR_MS, instantBooking: 'favourites' });
    const publicNow = await clinic.post('/api/shifts', { ...shift, shiftDate: '2026-12-13', firstLookHours: 0, instantBooking: 'past_vets' });
    expect(publicNow.body).toMatchObject({ firstLookUntil: null, instantBooking: 'past_vets' });
    const after = await clinic.post('/api/shifts', { ...shift, shiftDate: '2026-12-14' });
    expect(after.body).toMatchObject({ firstLookUntil: null, instantBooking: 'past_vets' });
  });

  test('an edit changes instant booking but never the first-look window', async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, place, 'Harbor Vet');
    const created = await clinic.post('/api/shifts', { ...shift, firstLookHours: 12 });
    const edited = await clinic.request('PATCH', `/api/shifts/${created.body.id}`, { ...shift, firstLookHours: 0, instantBooking: 'favourites' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ firstLookUntil: created.body.firstLookUntil, instantBooking: 'favourites' });
  });

  test.each([
    [{ firstLookHours: 6 }, 'firstLookHours must be one of 0, 12, 24, 48'],
    [{ firstLookHours: '24' }, 'firstLookHours must be one of 0, 12, 24, 48'],
    [{ instantBooking: 'everyone' }, 'instantBooking must be one of off, favourites, past_vets'],
  ])('%p is 400 "%s"', async (change, message) => {
    const t = createTestApp();
    const clinic = await clinicAt(t, place, 'Harbor Vet');
    const response = await clinic.post('/api/shifts', { ...shift, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});
