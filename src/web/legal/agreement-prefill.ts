// What the service agreement fills in for a signed-in relief vet (spec 2 §2): name with "Dr.",
// address, phone, e-mail, license, years of experience, practice types and the hourly rate in
// whole dollars. Everything else, and everything for anyone else, starts blank.
import type { AuthUser } from '../../shared/auth';
import { formatPhone } from '../../shared/phone-display';

export const AGREEMENT_PRACTICE_TYPES = [
  { value: 'small_animal', label: 'Small animal' },
  { value: 'large_animal', label: 'Large animal' },
  { value: 'mixed', label: 'Mixed' },
  { value: 'exotic', label: 'Exotic' },
] as const;

export type AgreementPracticeType = (typeof AGREEMENT_PRACTICE_TYPES)[number]['value'];

export interface AgreementPrefill {
  vetName: string;
  vetAddress: string;
  vetPhone: string;
  vetEmail: string;
  licenseNumber: string;
  yearsExperience: string;
  hourlyRate: string;
  practiceTypes: AgreementPracticeType[];
}

export const BLANK_AGREEMENT: AgreementPrefill = {
  vetName: '',
  vetAddress: '',
  vetPhone: '',
  vetEmail: '',
  licenseNumber: '',
  yearsExperience: '',
  hourlyRate: '',
  practiceTypes: [],
};

/** The vet's details from the profile; blank for visitors, clinics and vets without a profile. */
export function agreementPrefill(user: AuthUser | null): AgreementPrefill {
  const profile = user?.profile;
  if (user?.userType !== 'relief_vet' || profile?.kind !== 'relief_vet') return BLANK_AGREEMENT;
  const types = new Set(profile.practiceTypes);
  // Profiles have no "mixed" option: a vet who sees both small and large animals practises mixed.
  if (types.has('small_animal') && types.has('large_animal')) types.add('mixed');
  return {
    vetName: `Dr. ${profile.firstName} ${profile.lastName}`,
    vetAddress: [profile.address, profile.city, [profile.state, profile.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    vetPhone: formatPhone(profile.phone),
    vetEmail: user.email,
    licenseNumber: profile.licenseNumber,
    yearsExperience: String(profile.yearsExperience),
    hourlyRate: (profile.hourlyRate / 100).toFixed(0),
    practiceTypes: AGREEMENT_PRACTICE_TYPES.map((type) => type.value).filter((type) => types.has(type)),
  };
}
