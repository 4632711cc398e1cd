// Who you are comes before what you sent: the probe's examples, named. The authorisation matrix
// (guard-rails/) checks the same for every route and caller; these read as the rule itself.
import { describe, expect, test } from 'bun:test';
import { signedUp } from '../testing/fixtures';
import { createTestApp } from '../testing/harness';

const t = createTestApp({ ADMIN_PASSWORD: 'an-admin-password' });
const visitor = t.client();

describe('the guard answers before the body and the path are read', () => {
  test.each([
    ['PUT', '/api/admin/flags/maintenance', { enabled: 'not a boolean', extra: [1] }, 'ADMIN_UNAUTHENTICATED'],
    ['POST', '/api/admin/users/bulk-delete', { userIds: 'everyone' }, 'ADMIN_UNAUTHENTICATED'],
    ['DELETE', '/api/admin/users/not-an-id', undefined, 'ADMIN_UNAUTHENTICATED'],
    ['PATCH', '/api/shifts/abc', { date: 12 }, 'UNAUTHENTICATED'],
    ['POST', '/api/shifts', '{"shifts": [', 'UNAUTHENTICATED'],
    ['POST', '/api/messages', [], 'UNAUTHENTICATED'],
  ] as const)('a visitor: %s %s → 401', async (method, path, body, code) => {
    const answer = await visitor.request(method, path, body);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(code);
  });

  test('a vet sending a malformed shift to a clinic route hears 403 CLINIC_ONLY, not 400', async () => {
    const vet = await signedUp(t, { userType: 'relief_vet', email: 'order-vet@example.com' });
    const answer = await vet.request('PATCH', '/api/shifts/0x37', '{"hourlyRate": "lots"');
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('CLINIC_ONLY');
  });

  test('a clinic without a profile sending junk to a marketplace route hears 403 PROFILE_REQUIRED', async () => {
    const clinic = await signedUp(t, { userType: 'clinic', email: 'order-clinic-1@example.com' });
    const answer = await clinic.request('POST', '/api/shifts', { shifts: 'many' });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('PROFILE_REQUIRED');
  });

  test('past the guard, the same bad input is a 400 naming what is wrong', async () => {
    const clinic = await signedUp(t, { userType: 'clinic', email: 'order-clinic-2@example.com' });
    const malformed = await clinic.request('PUT', '/api/clinic-profiles', '{"clinicName": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'The request body is not valid JSON', code: 'INVALID_JSON' });
    // A route with no body schema refuses an unreadable body too, rather than acting on nothing.
    const logout = await clinic.request('POST', '/api/logout', '{"oops"');
    expect(logout.status).toBe(400);
    expect(logout.body.code).toBe('INVALID_JSON');
  });
});
