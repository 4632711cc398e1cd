// Profile number fields take a JSON number — never null, booleans, empty strings or arrays
// quietly turned into 0 or 1 (issue 9, defect 4), nor numbers sent as strings ("12", "75"),
// refused like any other wrong type (issue 20: one type per field; the forms send numbers).
import { describe, expect, test } from 'bun:test';
import { createTestApp } from '../testing/harness';
import { signedUp } from '../testing/fixtures';
import { DENVER } from '../testing/marketplace';

const VET = { firstName: 'Sam', lastName: 'Rivera', licenseNumber: 'CO-1', experienceYears: 6, hourlyRate: 9000, ...DENVER };
const CLINIC = { clinicName: 'Larimer Vets', ...DENVER };

function profileRows(t: ReturnType<typeof createTestApp>, table: 'vet_profiles' | 'clinic_profiles') {
  return t.deps.db.$client.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${table}`).get()!.n;
}

describe('vet profile number fields', () => {
  test.each([
    ['experienceYears', null],
    ['experienceYears', true],
    ['experienceYears', false],
    ['experienceYears', ''],
    ['experienceYears', []],
    ['experienceYears', '6abc'],
    ['experienceYears', {}],
    ['travelRadius', true],
    ['inviteRadius', false],
    ['hourlyRate', null],
    ['hourlyRate', true],
  ])('%s: %p is 400 and stores nothing', async (field, value) => {
    const t = createTestApp();
    const vet = await signedUp(t, { userType: 'relief_vet', email: 'vet@example.com' });
    const response = await vet.post('/api/vet-profiles', { ...VET, [field]: value });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(profileRows(t, 'vet_profiles')).toBe(0);
  });

  test.each([
    ['experienceYears', ' 12 '],
    ['experienceYears', '12'],
    ['travelRadius', '75'],
    ['inviteRadius', '50'],
    ['hourlyRate', '9500'],
  ])('a number sent as a string, %s: %p, is 400 like any other wrong type', async (field, value) => {
    const t = createTestApp();
    const vet = await signedUp(t, { userType: 'relief_vet', email: 'vet@example.com' });
    const response = await vet.post('/api/vet-profiles', { ...VET, [field]: value });
    expect(response.status).toBe(400);
    expect(response.body.issues[0].path).toBe(field);
    expect(profileRows(t, 'vet_profiles')).toBe(0);
  });

  test('numbers count', async () => {
    const t = createTestApp();
    const vet = await signedUp(t, { userType: 'relief_vet', email: 'vet@example.com' });
    const response = await vet.post('/api/vet-profiles', { ...VET, experienceYears: 12, travelRadius: 75, hourlyRate: 9500 });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ yearsExperience: 12, availableRadius: 75, hourlyRate: 9500 });
  });
});

describe('clinic profile number fields', () => {
  test.each([
    ['searchRadius', true],
    ['searchRadius', null],
    ['searchRadius', '50'],
    ['averageAppointmentTime', '20'],
    ['averageAppointmentTime', ''],
    ['averageAppointmentTime', []],
  ])('%s: %p is 400 and stores nothing', async (field, value) => {
    const t = createTestApp();
    const clinic = await signedUp(t, { userType: 'clinic', email: 'clinic@example.com' });
    const response = await clinic.post('/api/clinic-profiles', { ...CLINIC, [field]: value });
    expect(response.status).toBe(400);
    expect(profileRows(t, 'clinic_profiles')).toBe(0);
  });

  test('leaving them out takes the defaults', async () => {
    const t = createTestApp();
    const clinic = await signedUp(t, { userType: 'clinic', email: 'clinic@example.com' });
    const response = await clinic.post('/api/clinic-profiles', CLINIC);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ searchRadius: 25, averageAppointmentTime: 20 });
  });
});
