// GET /api/people/:userId through the API: a clinic sees a vet's professional card (licence,
// bio, practice types, rate, late cancellations) and never the address; a vet sees a clinic's
// card; the same kind, an unknown user or a bad id is refused.
import { describe, expect, test } from 'bun:test';
import { createTestApp } from '../testing/harness';
import { BOULDER, clinicAt, DENVER, vetAt } from '../testing/marketplace';

async function pair() {
  const t = createTestApp();
  const clinic = await clinicAt(t, DENVER, 'Larimer Vets');
  const vet = await vetAt(t, BOULDER, { bio: 'Emergency medicine and surgery.', specializations: ['emergency', 'surgery'] });
  const otherVet = await vetAt(t, BOULDER);
  const id = async (client: typeof clinic) => (await client.get('/api/auth/user')).body.id as number;
  return { t, clinic, vet, otherVet, clinicId: await id(clinic), vetId: await id(vet), otherVetId: await id(otherVet) };
}

describe('GET /api/people/:userId', () => {
  test("a clinic reads a vet's profile: licence, bio, practice types, rate, late cancellations; no address or phone", async () => {
    const { clinic, vetId } = await pair();
    const answer = await clinic.get(`/api/people/${vetId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      kind: 'relief_vet',
      userId: vetId,
      firstName: 'Sam',
      licenseNumber: 'CO-1',
      bio: 'Emergency medicine and surgery.',
      practiceTypes: ['emergency', 'surgery'],
      city: 'Boulder',
      state: 'CO',
      lateCancellations: 0,
    });
    expect(typeof answer.body.hourlyRate).toBe('number');
    expect(answer.body).not.toHaveProperty('address');
    expect(answer.body).not.toHaveProperty('phone');
  });

  test("a vet reads a clinic's profile", async () => {
    const { vet, clinicId } = await pair();
    const answer = await vet.get(`/api/people/${clinicId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ kind: 'clinic', userId: clinicId, clinicName: 'Larimer Vets', city: 'Denver', lateCancellations: 0 });
  });

  test.each([
    ['another vet', 'otherVetId', 404],
    ['no such user', 'missing', 404],
    ['not a number', 'abc', 400],
  ] as const)('a vet asking for %s is refused', async (_, who, status) => {
    const { vet, otherVetId } = await pair();
    const path = who === 'otherVetId' ? `${otherVetId}` : who === 'missing' ? '999999' : who;
    const answer = await vet.get(`/api/people/${path}`);
    expect(answer.status).toBe(status);
    expect(typeof answer.body.message).toBe('string');
  });
});
