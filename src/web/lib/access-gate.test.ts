import { describe, expect, test } from 'bun:test';
import type { ClinicProfile } from '../../shared/profiles';
import { gateFor } from './access-gate';

const clinicProfile = (subscriptionActive: boolean) => ({ kind: 'clinic', subscriptionActive }) as ClinicProfile;

describe('navigation gate', () => {
  test('a user without a profile reaches only the dashboard, profile and subscription', () => {
    const vet = { userType: 'relief_vet' as const, profile: null, access: 'profile_required' as const };
    for (const path of ['/', '/dashboard', '/profile', '/Profile', '/subscription']) expect(gateFor(vet, path)).toEqual({ blocked: false });
    expect(gateFor(vet, '/browse')).toEqual({ blocked: true, reason: 'Complete profile first', redirectTo: '/profile' });
  });

  test('a clinic with a profile but no active subscription needs the paywall, and is still sent to /profile', () => {
    const clinic = { userType: 'clinic' as const, profile: clinicProfile(false), access: 'subscription_required' as const };
    expect(gateFor(clinic, '/messages')).toEqual({ blocked: true, reason: 'Subscription required', redirectTo: '/profile' });
  });

  test('invoices stay open past the paywall: a lapsed clinic still reads and pays what it owes', () => {
    const clinic = { userType: 'clinic' as const, profile: clinicProfile(false), access: 'subscription_required' as const };
    for (const path of ['/invoices', '/invoices/12', '/invoices/:id']) expect(gateFor(clinic, path)).toEqual({ blocked: false });
    expect(gateFor(clinic, '/invoicesx')).toMatchObject({ blocked: true });
    expect(gateFor(clinic, '/spend')).toMatchObject({ blocked: true });
  });

  test('without the server verdict the rule is applied to the profile', () => {
    expect(gateFor({ userType: 'clinic', profile: null }, '/browse')).toMatchObject({ reason: 'Complete profile first' });
    expect(gateFor({ userType: 'clinic', profile: clinicProfile(false) }, '/browse')).toMatchObject({ reason: 'Subscription required' });
    expect(gateFor({ userType: 'clinic', profile: clinicProfile(true) }, '/browse')).toEqual({ blocked: false });
  });
});
