import { describe, expect, test } from 'bun:test';
import { DEMO_ACCOUNTS } from '../../shared/constants';
import { api } from './paths';
import { demoLoginPath } from './demo-login';

describe('demo shortcut', () => {
  test('only the exact demo credentials use the shortcut call', () => {
    expect(demoLoginPath(DEMO_ACCOUNTS.clinic)).toBe(api.devClinicLogin);
    expect(demoLoginPath({ ...DEMO_ACCOUNTS.relief_vet, email: ' VET@demo.vetrelief.app ' })).toBe(api.devVetLogin);
    expect(demoLoginPath({ email: DEMO_ACCOUNTS.clinic.email, password: 'something-else' })).toBeNull();
    expect(demoLoginPath({ email: 'someone@example.com', password: DEMO_ACCOUNTS.clinic.password })).toBeNull();
  });
});
