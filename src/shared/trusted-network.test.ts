import { describe, expect, test } from 'bun:test';
import { firstLookEnds, holdsLicenceFor, inFirstLook, licenceShowsVerified, licencesSchema } from './trusted-network';
import { HOUR_MS } from './time';

describe('first look', () => {
  test('0 hours is public at once; otherwise the window ends that many hours after posting', () => {
    expect(firstLookEnds(1_000, 0)).toBeNull();
    expect(firstLookEnds(1_000, 24)).toBe(1_000 + 24 * HOUR_MS);
  });
  test('a shift is in first look strictly before the end', () => {
    expect(inFirstLook({ firstLookUntil: null }, 5)).toBe(false);
    expect(inFirstLook({ firstLookUntil: 10 }, 9)).toBe(true);
    expect(inFirstLook({ firstLookUntil: 10 }, 10)).toBe(false);
  });
});

describe('licences', () => {
  const verified = { state: 'CA', status: 'verified' as const, expiresOn: '2027-01-31' };
  test('"Licence verified" only for a verified licence in date (unknown expiry counts as in date)', () => {
    expect(licenceShowsVerified(verified, '2027-01-31')).toBe(true);
    expect(licenceShowsVerified(verified, '2027-02-01')).toBe(false);
    expect(licenceShowsVerified({ ...verified, expiresOn: null }, '2030-01-01')).toBe(true);
    expect(licenceShowsVerified({ ...verified, status: 'unverified' }, '2026-01-01')).toBe(false);
  });
  test('holding a licence for a shift: same state, not rejected, in date on the shift day', () => {
    expect(holdsLicenceFor([verified], 'CA', '2027-01-31')).toBe(true);
    expect(holdsLicenceFor([verified], 'CA', '2027-02-01')).toBe(false);
    expect(holdsLicenceFor([verified], 'TX', '2026-12-01')).toBe(false);
    expect(holdsLicenceFor([{ ...verified, status: 'unverified' }], 'CA', '2026-12-01')).toBe(true);
    expect(holdsLicenceFor([{ ...verified, status: 'rejected' }], 'CA', '2026-12-01')).toBe(false);
  });
  test('the list: at least one, one per state', () => {
    expect(licencesSchema.safeParse([]).success).toBe(false);
    const one = { state: 'CA', licenceNumber: 'A1', expiresOn: null };
    expect(licencesSchema.safeParse([one]).success).toBe(true);
    expect(licencesSchema.safeParse([one, { ...one, licenceNumber: 'B2' }]).error?.issues[0]?.message).toBe('One licence per state');
  });
});
