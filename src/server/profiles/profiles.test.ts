import { describe, expect, test } from 'bun:test';
import { createTestApp } from '../testing/harness';
import { signedUpOnNewApp } from '../testing/fixtures';
import { VET_PROFILE } from '../testing/marketplace';

const clinicBody = {
  clinicName: 'Harbor Animal Hospital',
  address: '1200 Pearl St',
  city: 'Boulder',
  state: 'co',
  zipCode: '80302',
  phone: '303-555-0100',
  description: 'Small animal practice',
  searchRadius: 50,
  averageAppointmentTime: 30,
  practiceTypes: ['small_animal'],
};

const vetBody = {
  ...VET_PROFILE,
  bio: 'Emergency and surgery',
  travelRadius: 40,
  isAvailable: true,
  wantsAutoInvites: false,
  inviteRadius: 100,
  specializations: ['emergency', 'surgery'],
};

describe('clinic profiles', () => {
  test('create geocodes the ZIP, stores the stored names and completes onboarding', async () => {
    const { client } = await signedUpOnNewApp('clinic');
    const created = await client.post('/api/clinic-profiles', clinicBody);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ clinicName: 'Harbor Animal Hospital', state: 'CO', searchRadius: 50, averageAppointmentTime: 30, located: true });
    expect(created.body.latitude).toBeCloseTo(40.0, 0);
    expect(created.body.longitude).toBeCloseTo(-105.3, 0);
    expect(created.body.warning).toBeUndefined();
    const me = await client.get('/api/auth/user');
    expect(me.body.onboardingCompleted).toBe(true);
    expect(me.body.profile.clinicName).toBe('Harbor Animal Hospital');
  });

  test('a second create is 409, an update without a profile is 404', async () => {
    const { client } = await signedUpOnNewApp('clinic');
    expect((await client.request('PUT', '/api/clinic-profiles', clinicBody)).status).toBe(404);
    expect((await client.post('/api/clinic-profiles', clinicBody)).status).toBe(201);
    expect((await client.post('/api/clinic-profiles', clinicBody)).status).toBe(409);
    const updated = await client.request('PUT', '/api/clinic-profiles', { ...clinicBody, clinicName: 'Harbor Vet', zipCode: '10001' });
    expect(updated.status).toBe(200);
    expect(updated.body.clinicName).toBe('Harbor Vet');
    expect(updated.body.latitude).toBeCloseTo(40.75, 1);
  });

  test.each([
    [{ clinicName: '' }, 'Clinic name is required'],
    [{ city: '' }, 'City is required'],
    [{ phone: '  ' }, 'Phone number is required'],
    [{ searchRadius: 4 }, 'Hiring radius must be between 5 and 1200'],
    [{ searchRadius: 1201 }, 'Hiring radius must be between 5 and 1200'],
    [{ averageAppointmentTime: 25 }, 'Average appointment time must be one of 10, 15, 20, 30, 45, 60 minutes'],
    [{ practiceTypes: ['dental'] }, 'Unknown practice type'],
  ])('rejects %p with "%s" and stores nothing', async (change, message) => {
    const { t, client } = await signedUpOnNewApp('clinic');
    const response = await client.post('/api/clinic-profiles', { ...clinicBody, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(t.deps.db.$client.query('SELECT count(*) AS n FROM clinic_profiles').get()).toEqual({ n: 0 });
  });

  test('an address that cannot be located is saved without coordinates and with a warning', async () => {
    const { client } = await signedUpOnNewApp('clinic');
    const created = await client.post('/api/clinic-profiles', { ...clinicBody, zipCode: '00000' });
    expect(created.status).toBe(201);
    expect(created.body.latitude).toBeNull();
    expect(created.body.located).toBe(false);
    expect(created.body.warning).toContain("distance search won't find your profile");
  });
});

describe('vet profiles', () => {
  test('create reads back yearsExperience, availableRadius and practiceTypes', async () => {
    const { client } = await signedUpOnNewApp('relief_vet');
    const created = await client.post('/api/vet-profiles', vetBody);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      yearsExperience: 8,
      availableRadius: 40,
      practiceTypes: ['emergency', 'surgery'],
      hourlyRate: 9500,
      wantsAutoInvites: false,
      inviteRadius: 100,
    });
  });

  test.each([
    [{ licenseNumber: '' }, 'License number is required'],
    [{ experienceYears: 51 }, 'Experience must be between 0 and 50'],
    [{ hourlyRate: 2000 }, 'Hourly rate must be between $25 and $500'],
    [{ hourlyRate: 50100 }, 'Hourly rate must be between $25 and $500'],
    [{ hourlyRate: 7700 }, 'Hourly rate must be in steps of $5'],
    [{ travelRadius: 0 }, 'Travel radius must be between 1 and 500'],
    [{ inviteRadius: 1300 }, 'Invite radius must be between 5 and 1200'],
    [{ specializations: ['dentistry'] }, 'Unknown specialization'],
  ])('rejects %p with "%s"', async (change, message) => {
    const { client } = await signedUpOnNewApp('relief_vet');
    const response = await client.post('/api/vet-profiles', { ...vetBody, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  test('a clinic cannot create a vet profile and a vet cannot create a clinic profile', async () => {
    const clinic = await signedUpOnNewApp('clinic');
    expect((await clinic.client.post('/api/vet-profiles', vetBody)).status).toBe(403);
    const vet = await signedUpOnNewApp('relief_vet');
    expect((await vet.client.post('/api/clinic-profiles', clinicBody)).status).toBe(403);
  });

  test('visitors get 401', async () => {
    const t = createTestApp();
    expect((await t.client().post('/api/vet-profiles', vetBody)).status).toBe(401);
  });
});
