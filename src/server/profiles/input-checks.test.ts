// Issue 19 "Checks on what people type": phone, state and ZIP are checked on both profiles,
// stored normalised (E.164, upper-case state), and a profile flagged by migration 0019 is
// answered with its fieldsToFix until a valid save clears them.
import { describe, expect, test } from 'bun:test';
import type { TestApp } from '../testing/harness';
import { signedUpOnNewApp } from '../testing/fixtures';
import { VET_PROFILE } from '../testing/marketplace';

const clinicBody = {
  clinicName: 'Harbor Animal Hospital',
  address: '1200 Pearl St',
  city: 'Boulder',
  state: 'CO',
  zipCode: '80302',
  phone: '303-555-0100',
};

const vetBody = VET_PROFILE;

const PHONE_INVALID = 'Enter a US phone number with area code, e.g. (303) 555-0100';
const STATE_UNKNOWN = 'Choose a US state or territory from the list (a two-letter code such as CO)';
const ZIP_FORMAT = 'Enter a 5-digit ZIP code (or ZIP+4, e.g. 80302-1234)';

const profileCount = (t: TestApp, table: string) => (t.deps.db.$client.query(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

const kinds = [
  { kind: 'clinic' as const, path: '/api/clinic-profiles', body: clinicBody, table: 'clinic_profiles' },
  { kind: 'relief_vet' as const, path: '/api/vet-profiles', body: vetBody, table: 'vet_profiles' },
];

describe.each(kinds)('$kind profile: what is refused', ({ kind, path, body, table }) => {
  test.each([
    [{ phone: 'abc' }, PHONE_INVALID],
    [{ phone: '555-0100' }, PHONE_INVALID],
    [{ phone: '(555) 123-4567' }, PHONE_INVALID],
    [{ phone: '123-456-7890' }, PHONE_INVALID],
    [{ phone: '303-555-0100abc' }, PHONE_INVALID],
    [{ phone: '+44 20 7946 0958' }, PHONE_INVALID],
    [{ phone: '+1 416 736 2100' }, PHONE_INVALID],
    [{ phone: '303-555-0100 ext 12' }, 'Enter the phone number without an extension'],
    [{ phone: '' }, 'Phone number is required'],
    [{ phone: 3035550100 }, 'Phone number is required'],
    [{ phone: '3'.repeat(31) }, PHONE_INVALID],
    [{ state: 'Colorado' }, 'Use the two-letter code CO for Colorado'],
    [{ state: 'XX' }, STATE_UNKNOWN],
    [{ state: 'C' }, STATE_UNKNOWN],
    [{ state: '' }, 'Choose a state'],
    [{ state: null }, 'Choose a state'],
    [{ zipCode: '8020' }, ZIP_FORMAT],
    [{ zipCode: '802021' }, ZIP_FORMAT],
    [{ zipCode: 'ABCDE' }, ZIP_FORMAT],
    [{ zipCode: '80202-12' }, ZIP_FORMAT],
    [{ zipCode: '' }, 'ZIP code is required'],
    [{ address: ' ' }, 'Street address is required'],
    [{ city: '' }, 'City is required'],
  ])('%p → 400 "%s", nothing stored', async (change, message) => {
    const { t, client } = await signedUpOnNewApp(kind);
    const response = await client.post(path, { ...body, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(profileCount(t, table)).toBe(0);
  });

  test('an update with a bad phone changes nothing', async () => {
    const { t, client } = await signedUpOnNewApp(kind);
    expect((await client.post(path, body)).status).toBe(201);
    const response = await client.request('PUT', path, { ...body, phone: 'abc', city: 'Elsewhere' });
    expect(response.status).toBe(400);
    expect(t.deps.db.$client.query(`SELECT phone, city FROM ${table}`).get()).toEqual({
      phone: body.phone.startsWith('303') ? '+13035550100' : '+17205550199',
      city: body.city,
    });
  });
});

describe.each(kinds)('$kind profile: what is accepted, and how it is stored', ({ kind, path, body, table }) => {
  test.each([
    ['303-555-0100', '+13035550100'],
    ['(303) 555-0100', '+13035550100'],
    ['+1 303 555 0100', '+13035550100'],
    ['+1 (303) 555-0199', '+13035550199'],
    ['1-303-555-0100', '+13035550100'],
    ['303.555.0142', '+13035550142'],
    ['3035550100', '+13035550100'],
    [' 303 555 0100 ', '+13035550100'],
    ['+13035550100', '+13035550100'],
    // The fictional range stays valid with any area code, assigned or not.
    ['(555) 555-0100', '+15555550100'],
    ['200-555-0150', '+12005550150'],
    // Territories are in the state list, so their numbers are too.
    ['787-555-0100', '+17875550100'],
    ['(671) 555-0100', '+16715550100'],
  ])('phone %p is stored as %p', async (phone, e164) => {
    const { t, client } = await signedUpOnNewApp(kind);
    const response = await client.post(path, { ...body, phone });
    expect(response.status).toBe(201);
    expect(response.body.phone).toBe(e164);
    expect(t.deps.db.$client.query(`SELECT phone FROM ${table}`).get()).toEqual({ phone: e164 });
  });

  test.each([
    ['co', 'CO'],
    [' CO ', 'CO'],
    ['pr', 'PR'],
    ['DC', 'DC'],
    ['MP', 'MP'],
  ])('state %p is stored as %p', async (state, stored) => {
    const { client } = await signedUpOnNewApp(kind);
    const response = await client.post(path, { ...body, state });
    expect(response.status).toBe(201);
    expect(response.body.state).toBe(stored);
  });

  test.each([
    ['80302', '80302'],
    ['80302-1234', '80302-1234'],
    ['803021234', '80302-1234'],
    [' 80302 ', '80302'],
  ])('ZIP %p is stored as %p', async (zipCode, stored) => {
    const { client } = await signedUpOnNewApp(kind);
    const response = await client.post(path, { ...body, zipCode });
    expect(response.status).toBe(201);
    expect(response.body.zipCode).toBe(stored);
    expect(response.body.located).toBe(true);
  });
});

describe.each(kinds)('$kind profile flagged by migration 0019', ({ kind, path, body, table }) => {
  async function flagged() {
    const { t, client } = await signedUpOnNewApp(kind);
    expect((await client.post(path, body)).status).toBe(201);
    // What the migration leaves on a row saved before the checks.
    t.deps.db.$client.run(`UPDATE ${table} SET phone = 'abc', state = 'Colorado', fields_to_fix = '["phone","state"]'`);
    return { t, client };
  }

  test('a new profile has nothing to fix', async () => {
    const { client } = await signedUpOnNewApp(kind);
    expect((await client.post(path, body)).body.fieldsToFix).toBeNull();
    expect((await client.get('/api/auth/user')).body.profile.fieldsToFix).toBeNull();
  });

  test('the signed-in user sees which fields to fix; the old values are kept', async () => {
    const { client } = await flagged();
    const profile = (await client.get('/api/auth/user')).body.profile;
    expect(profile.fieldsToFix).toEqual(['phone', 'state']);
    expect(profile).toMatchObject({ phone: 'abc', state: 'Colorado' });
  });

  test('a refused save keeps the flag; a valid save clears it', async () => {
    const { t, client } = await flagged();
    expect((await client.request('PUT', path, { ...body, phone: 'abc', state: 'Colorado' })).status).toBe(400);
    expect((await client.get('/api/auth/user')).body.profile.fieldsToFix).toEqual(['phone', 'state']);

    const saved = await client.request('PUT', path, { ...body, phone: '(303) 555-0123', state: 'co' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ fieldsToFix: null, phone: '+13035550123', state: 'CO' });
    expect((await client.get('/api/auth/user')).body.profile.fieldsToFix).toBeNull();
    expect(t.deps.db.$client.query(`SELECT fields_to_fix AS f FROM ${table}`).get()).toEqual({ f: null });
  });
});
