// Licences on the vet's profile through the API: a list, one per state, at least one; the single
// licenseNumber of earlier clients still edits the licence of the profile's state; editing a
// verified licence's number or state unverifies it, a new expiry date alone does not.
import { describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../testing/harness';
import { BOULDER, idOf, VET_PROFILE } from '../testing/marketplace';
import { signedUp } from '../testing/fixtures';
import { sql } from '../testing/rows';

const CO = { state: 'CO', licenceNumber: 'CO-12345', expiresOn: '2027-06-30' };
const CA = { state: 'CA', licenceNumber: 'VET 8841', expiresOn: null };

async function newVet(t: TestApp, body: Record<string, unknown> = { ...VET_PROFILE, licences: [CO] }) {
  const client = await signedUp(t, { userType: 'relief_vet' });
  const created = await client.post('/api/vet-profiles', body);
  return { client, created, id: await idOf(client) };
}

const licencesOf = async (client: Awaited<ReturnType<typeof newVet>>['client']) => (await client.get('/api/auth/user')).body.profile.licences;
const verifyAll = (t: TestApp, vetId: number) => sql(t, "UPDATE vet_licences SET status = 'verified', decided_at = 1 WHERE vet_id = ?", vetId);

describe('licences on the vet profile', () => {
  test('the profile answers its licences; licenseNumber follows the licence of the profile state', async () => {
    const t = createTestApp();
    const { created } = await newVet(t, { ...VET_PROFILE, licenseNumber: undefined, licences: [CA, CO] });
    expect(created.status).toBe(201);
    expect(created.body.licenseNumber).toBe('CO-12345');
    expect(
      created.body.licences.map(({ state, licenceNumber, expiresOn, status, expired }: Record<string, unknown>) => ({
        state,
        licenceNumber,
        expiresOn,
        status,
        expired,
      })),
    ).toEqual([
      { ...CA, status: 'unverified', expired: false },
      { ...CO, status: 'unverified', expired: false },
    ]);
  });

  test('none, two in one state, a bad date or state: 400 naming the problem, nothing saved', async () => {
    const t = createTestApp();
    const client = await signedUp(t, { userType: 'relief_vet' });
    const cases: [unknown, RegExp][] = [
      [{ ...VET_PROFILE, licenseNumber: undefined }, /at least one licence/i],
      [{ ...VET_PROFILE, licenseNumber: undefined, licences: [] }, /at least one licence/i],
      [{ ...VET_PROFILE, licences: [CO, { ...CO, licenceNumber: 'other' }] }, /one licence per state/i],
      [{ ...VET_PROFILE, licences: [{ ...CO, expiresOn: '30/06/2027' }] }, /YYYY-MM-DD/],
      [{ ...VET_PROFILE, licences: [{ ...CO, state: 'Colorado' }] }, /two-letter code CO/],
      [{ ...VET_PROFILE, licences: [{ ...CO, licenceNumber: ' ' }] }, /Licence number is required/],
      [{ ...VET_PROFILE, licences: 'CO-1' }, /licences must be a list/],
    ];
    for (const [body, message] of cases) {
      const answer = await client.post('/api/vet-profiles', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    expect(sql(t, 'SELECT count(*) AS n FROM vet_profiles')[0]).toEqual({ n: 0 });
    // Before the profile exists, an empty update is still a 400 (what you sent) before the 404.
    const update = await client.request('PUT', '/api/vet-profiles', { ...VET_PROFILE, licenseNumber: undefined });
    expect(update.status).toBe(400);
  });

  test('a client sending only licenseNumber edits the licence of the profile state, keeping the others', async () => {
    const t = createTestApp();
    const { client, id } = await newVet(t, { ...VET_PROFILE, licences: [CO, CA] });
    verifyAll(t, id);
    const saved = await client.request('PUT', '/api/vet-profiles', { ...VET_PROFILE, licenseNumber: 'CO-99999' });
    expect(saved.status).toBe(200);
    expect(saved.body.licenseNumber).toBe('CO-99999');
    expect(
      saved.body.licences.map((l: { state: string; licenceNumber: string; expiresOn: string | null; status: string }) => [
        l.state,
        l.licenceNumber,
        l.expiresOn,
        l.status,
      ]),
    ).toEqual([
      ['CO', 'CO-99999', '2027-06-30', 'unverified'],
      ['CA', 'VET 8841', null, 'verified'],
    ]);
  });

  test("a profile created with licenseNumber only gets one licence in the profile's state", async () => {
    const t = createTestApp();
    const { created } = await newVet(t, { ...VET_PROFILE, ...BOULDER });
    expect(created.body.licences).toMatchObject([{ state: 'CO', licenceNumber: 'CO-12345', expiresOn: null, status: 'unverified' }]);
  });

  test('editing a verified number unverifies it; a new expiry alone keeps it verified; a removed state goes', async () => {
    const t = createTestApp();
    const { client, id } = await newVet(t, { ...VET_PROFILE, licences: [CO, CA] });
    verifyAll(t, id);
    sql(t, 'UPDATE vet_licences SET expired_at = 5 WHERE state = ?', 'CO');
    const put = (licences: unknown[]) => client.request('PUT', '/api/vet-profiles', { ...VET_PROFILE, licences });

    expect((await put([{ ...CO, expiresOn: '2029-06-30' }, CA])).status).toBe(200);
    expect(await licencesOf(client)).toMatchObject([
      { state: 'CO', status: 'verified', expiresOn: '2029-06-30', expired: false },
      { state: 'CA', status: 'verified' },
    ]);

    expect(
      (
        await put([
          { ...CO, expiresOn: '2029-06-30' },
          { ...CA, licenceNumber: 'VET 8842' },
        ])
      ).status,
    ).toBe(200);
    expect(await licencesOf(client)).toMatchObject([
      { state: 'CO', status: 'verified' },
      { state: 'CA', status: 'unverified', verifiedAt: null },
    ]);

    // Moving a licence to another state is a new licence: unverified; the old state's is gone.
    expect((await put([{ ...CO, state: 'WY', expiresOn: '2029-06-30' }])).status).toBe(200);
    expect(await licencesOf(client)).toMatchObject([{ state: 'WY', licenceNumber: 'CO-12345', status: 'unverified' }]);
    expect(sql(t, 'SELECT license_number FROM vet_profiles WHERE user_id = ?', id)).toEqual([{ license_number: 'CO-12345' }]);
  });
});
