import { describe, expect, test } from 'bun:test';
import type { AuthUser } from '../../shared/auth';
import type { VetProfile } from '../../shared/profiles';
import { agreementPrefill, BLANK_AGREEMENT } from './agreement-prefill';

const vetProfile: VetProfile = {
  kind: 'relief_vet',
  id: 7,
  userId: 3,
  firstName: 'Sam',
  lastName: 'Rivera',
  licenseNumber: 'CO-VET-1234',
  licences: [],
  yearsExperience: 8,
  hourlyRate: 9550,
  bio: null,
  availableRadius: 50,
  isAvailable: true,
  wantsAutoInvites: true,
  inviteRadius: 50,
  practiceTypes: ['small_animal', 'exotic'],
  address: '12 Elm St',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
  phone: '+13035550100',
  latitude: null,
  longitude: null,
  located: true,
  fieldsToFix: null,
};

const vet = { id: 3, email: 'sam@example.com', userType: 'relief_vet', profile: vetProfile } as AuthUser;

describe('the service agreement fills in a relief vet', () => {
  test('name with Dr., address, contact, license, experience, practice types and the rate in whole dollars', () => {
    expect(agreementPrefill(vet)).toEqual({
      vetName: 'Dr. Sam Rivera',
      vetAddress: '12 Elm St, Denver, CO 80202',
      vetPhone: '(303) 555-0100',
      vetEmail: 'sam@example.com',
      licenseNumber: 'CO-VET-1234',
      yearsExperience: '8',
      hourlyRate: '96',
      practiceTypes: ['small_animal', 'exotic'],
    });
  });

  test('small and large animal together tick Mixed as well', () => {
    const mixed = { ...vet, profile: { ...vetProfile, practiceTypes: ['large_animal', 'small_animal'] } } as AuthUser;
    expect(agreementPrefill(mixed).practiceTypes).toEqual(['small_animal', 'large_animal', 'mixed']);
  });

  test.each([
    ['a visitor', null],
    ['a clinic', { ...vet, userType: 'clinic', profile: null } as AuthUser],
    ['a vet without a profile yet', { ...vet, profile: null } as AuthUser],
  ])('%s gets a blank agreement', (_, user) => {
    expect(agreementPrefill(user)).toEqual(BLANK_AGREEMENT);
  });
});
