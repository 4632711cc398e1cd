import { expect, test } from 'bun:test';
import { createTestApp } from '../testing/harness';

test('register then read the session user', async () => {
  const t = createTestApp();
  const c = t.client();
  const reg = await c.post('/api/register', { email: ' Ann@Example.com ', password: 'secret1', firstName: 'Ann', lastName: 'Lee', userType: 'clinic' });
  expect(reg.status).toBe(201);
  expect(reg.body.email).toBe('ann@example.com');
  expect(reg.body.passwordHash).toBeUndefined();
  const me = await c.get('/api/auth/user');
  expect(me.status).toBe(200);
  expect(me.body.firstName).toBe('Ann');
  expect(reg.headers.get('set-cookie')).toMatch(/HttpOnly/i);
  expect(reg.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
});
