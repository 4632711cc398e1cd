import { describe, expect, test } from 'bun:test';
import type { VetProfile } from '../../shared/profiles';
import { clinicFormValues, vetFormValues, vetProfileFormSchema } from './profile-form-values';

const filled = {
  firstName: 'Sam',
  lastName: 'Rivera',
  licences: [{ state: 'CO', licenceNumber: 'CO-1', expiresOn: '' }],
  address: '1 Main St',
  city: 'Boulder',
  state: 'CO',
  zipCode: '80302',
  phone: '303-555-0100',
};

describe('vet profile form', () => {
  test('starts from the spec defaults: $75, travel 25, invite 50, general, both flags on', () => {
    expect(vetFormValues()).toMatchObject({
      hourlyRate: 75,
      travelRadius: 25,
      inviteRadius: 50,
      specializations: ['general'],
      isAvailable: true,
      wantsAutoInvites: true,
    });
  });

  test('the hourly rate is typed in dollars and sent in cents', () => {
    const parsed = vetProfileFormSchema.parse({ ...vetFormValues(), ...filled, experienceYears: 7, hourlyRate: 90 });
    expect(parsed.hourlyRate).toBe(9000);
  });

  test('missing experience or rate: a message of its own under each field', () => {
    const result = vetProfileFormSchema.safeParse({ ...vetFormValues(), ...filled, experienceYears: Number.NaN, hourlyRate: Number.NaN });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Years of experience is required', 'Hourly rate is required']);
  });

  test('a rate off the $5 steps is refused', () => {
    const result = vetProfileFormSchema.safeParse({ ...vetFormValues(), ...filled, experienceYears: 3, hourlyRate: 77 });
    expect(result.error?.issues[0]?.message).toBe('Hourly rate must be in steps of $5');
  });

  test('editing reads the stored names back into the form names', () => {
    const stored = {
      ...filled,
      kind: 'relief_vet',
      yearsExperience: 4,
      hourlyRate: 12500,
      availableRadius: 80,
      inviteRadius: 60,
      practiceTypes: ['surgery', 'exotic'],
      licences: [{ id: 1, state: 'CO', licenceNumber: 'CO-1', expiresOn: '2027-05-31', status: 'verified', expired: false, verifiedAt: 1 }],
    } as unknown as VetProfile;
    expect(vetFormValues(stored)).toMatchObject({
      experienceYears: 4,
      hourlyRate: 125,
      travelRadius: 80,
      inviteRadius: 60,
      specializations: ['surgery', 'exotic'],
      licences: [{ state: 'CO', licenceNumber: 'CO-1', expiresOn: '2027-05-31' }],
    });
  });

  test('licences: a blank expiry is sent as unknown; two in one state, or none, are refused', () => {
    const base = { ...vetFormValues(), ...filled, experienceYears: 3, hourlyRate: 90 };
    expect(vetProfileFormSchema.parse(base).licences).toEqual([{ state: 'CO', licenceNumber: 'CO-1', expiresOn: null }]);
    const twice = vetProfileFormSchema.safeParse({ ...base, licences: [...filled.licences, { state: 'co', licenceNumber: 'X', expiresOn: '' }] });
    expect(twice.error?.issues.map((issue) => issue.message)).toEqual(['One licence per state']);
    expect(vetProfileFormSchema.safeParse({ ...base, licences: [] }).error?.issues.map((issue) => issue.message)).toEqual(['Add at least one licence']);
  });

  test("a profile saved before licences were a list starts with its number in the profile's state", () => {
    const stored = { ...filled, licenseNumber: 'CO-9', licences: [], yearsExperience: 1, hourlyRate: 9000, practiceTypes: [] } as unknown as VetProfile;
    expect(vetFormValues(stored).licences).toEqual([{ state: 'CO', licenceNumber: 'CO-9', expiresOn: '' }]);
  });
});

describe('clinic profile form', () => {
  test('starts at a 25-mile radius, 20-minute appointments, small animal', () => {
    expect(clinicFormValues()).toMatchObject({ searchRadius: 25, averageAppointmentTime: 20, practiceTypes: ['small_animal'] });
  });
});

test("a new vet's form starts with the account's name; a saved profile's name wins", () => {
  expect(vetFormValues(undefined, { firstName: 'Sam', lastName: 'Rivera' })).toMatchObject({ firstName: 'Sam', lastName: 'Rivera' });
});
