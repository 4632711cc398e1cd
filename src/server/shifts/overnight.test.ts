// An overnight shift (18:00–06:00) used to be refused with "End time must be after start time"
// although the edit form offers the Overnight type (issue 9).
import { expect, test } from 'bun:test';
import { createTestApp } from '../testing/harness';
import { BOULDER, clinicAt, DENVER, shift, vetAt } from '../testing/marketplace';

test('a clinic posts and edits an overnight shift, and a vet nearby finds it', async () => {
  const t = createTestApp();
  const clinic = await clinicAt(t, DENVER, 'Night Vets');
  const posted = await clinic.post('/api/shifts', { ...shift, startTime: '18:00', endTime: '06:00', shiftType: 'emergency' });
  expect(posted.status).toBe(201);
  expect(posted.body).toMatchObject({ startTime: '18:00', endTime: '06:00' });

  const edited = await clinic.request('PATCH', `/api/shifts/${posted.body.id}`, { ...shift, startTime: '20:00', endTime: '08:00', shiftType: 'overnight' });
  expect(edited.status).toBe(200);
  expect(edited.body).toMatchObject({ startTime: '20:00', endTime: '08:00', shiftType: 'overnight' });

  const vet = await vetAt(t, BOULDER);
  const found = await vet.get('/api/search-shifts?radius=50');
  expect(found.body.results.map((result: { id: number }) => result.id)).toContain(posted.body.id);
});

test('a shift that starts and ends at the same time is refused', async () => {
  const t = createTestApp();
  const clinic = await clinicAt(t, DENVER, 'Night Vets');
  const response = await clinic.post('/api/shifts', { ...shift, startTime: '18:00', endTime: '18:00' });
  expect(response.status).toBe(400);
  expect(response.body.code).toBe('VALIDATION');
});
