// What the marketplace API tests share: real addresses (geocoded by the ZIP gazetteer), a valid
// shift, and signed-up clinics and vets with complete profiles. Every step must succeed.
import { ok } from './expect-ok';
import type { TestApp, TestClient } from './harness';

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

/** A complete vet profile body with only the required fields, in Denver. */
export const VET_PROFILE = {
  firstName: 'Sam',
  lastName: 'Rivera',
  licenseNumber: 'CO-12345',
  experienceYears: 8,
  hourlyRate: 9500,
  address: '55 Elm St',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
  phone: '720-555-0199',
};

let counter = 0;
/** A subscribed clinic with a profile at `place`. */
export async function clinicAt(t: TestApp, place: typeof DENVER, name: string): Promise<TestClient> {
  const client = t.client();
  const email = `clinic${++counter}@example.com`;
  ok(await client.post('/api/register', { email, password: 'secret12', firstName: 'Cara', lastName: 'Ng', userType: 'clinic' }), `registering ${email}`);
  ok(await client.post('/api/clinic-profiles', { clinicName: name, ...place }), `${email}'s clinic profile`);
  ok(await client.post('/api/create-fresh-subscription', {}), `${email}'s subscription`);
  return client;
}

/** A relief vet with a profile at `place`. */
export async function vetAt(t: TestApp, place: typeof DENVER, extra: Record<string, unknown> = {}): Promise<TestClient> {
  const client = t.client();
  const email = `vet${++counter}@example.com`;
  ok(await client.post('/api/register', { email, password: 'secret12', firstName: 'Sam', lastName: 'Rivera', userType: 'relief_vet' }), `registering ${email}`);
  const profile = { firstName: 'Sam', lastName: `Rivera${counter}`, licenseNumber: 'CO-1', experienceYears: 6, hourlyRate: 9000, ...place, ...extra };
  ok(await client.post('/api/vet-profiles', profile), `${email}'s vet profile`);
  return client;
}

/** The signed-in user's id. */
export async function idOf(client: TestClient): Promise<number> {
  return ok(await client.get('/api/auth/user'), 'reading the signed-in user').body.id;
}

/** A signed-in account and its id. */
export interface Party {
  client: TestClient;
  id: number;
}

export async function clinic(t: TestApp, name = 'Front Range Vets', place = DENVER): Promise<Party> {
  const client = await clinicAt(t, place, name);
  return { client, id: await idOf(client) };
}

export async function vet(t: TestApp, place = BOULDER): Promise<Party> {
  const client = await vetAt(t, place);
  return { client, id: await idOf(client) };
}

/** Posts a shift (the test default, with any fields replaced) and answers its id. */
export async function postShift(owner: Party, fields: Record<string, unknown> = {}): Promise<number> {
  const posted = ok(await owner.client.post('/api/shifts', { ...shift, ...fields }), 'posting a shift');
  return posted.body.id;
}
