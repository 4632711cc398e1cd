// What the marketplace API tests share: real addresses (geocoded by the ZIP gazetteer), a valid
// shift, and signed-up clinics and vets with complete profiles.
import type { TestApp } from './harness';

export const DENVER = { address: '1550 Larimer St', city: 'Denver', state: 'CO', zipCode: '80202', phone: '303-555-0100' };
export const BOULDER = { address: '2100 Pearl St', city: 'Boulder', state: 'CO', zipCode: '80302', phone: '720-555-0100' };
export const NEW_YORK = { address: '1 Broadway', city: 'New York', state: 'NY', zipCode: '10004', phone: '212-555-0100' };
export const shift = {
  shiftDate: '2026-12-10',
  startTime: '08:00',
  endTime: '18:00',
  hourlyRate: 7500,
  shiftType: 'regular_day',
  practiceTypes: ['small_animal'],
};

let counter = 0;
/** A subscribed clinic with a profile at `place`. */
export async function clinicAt(t: TestApp, place: typeof DENVER, name: string) {
  const client = t.client();
  await client.post('/api/register', { email: `clinic${++counter}@example.com`, password: 'secret12', firstName: 'Cara', lastName: 'Ng', userType: 'clinic' });
  await client.post('/api/clinic-profiles', { clinicName: name, ...place });
  await client.post('/api/create-fresh-subscription', {});
  return client;
}

/** A relief vet with a profile at `place`. */
export async function vetAt(t: TestApp, place: typeof DENVER, extra: Record<string, unknown> = {}) {
  const client = t.client();
  await client.post('/api/register', {
    email: `vet${++counter}@example.com`,
    password: 'secret12',
    firstName: 'Sam',
    lastName: 'Rivera',
    userType: 'relief_vet',
  });
  await client.post('/api/vet-profiles', {
    firstName: 'Sam',
    lastName: `Rivera${counter}`,
    licenseNumber: 'CO-1',
    experienceYears: 6,
    hourlyRate: 9000,
    ...place,
    ...extra,
  });
  return client;
}
