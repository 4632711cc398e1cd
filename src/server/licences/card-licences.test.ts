// "Licence verified · CA" on the vet cards clinics see (search, applications, the profile dialog),
// read from the in-memory vet index and gone once the licence is out of date; "No licence on file
// for CO" on an application to a shift in a state where the vet holds no in-date licence.
import { describe, expect, test } from 'bun:test';
import { applied, list } from '../testing/bookings';
import { ok } from '../testing/expect-ok';
import { createTestApp, type TestApp } from '../testing/harness';
import { BOULDER, clinic, idOf, type Party, postShift, vetAt } from '../testing/marketplace';
import { sql } from '../testing/rows';

async function vetWithLicences(t: TestApp, lastName: string, licences: { state: string; licenceNumber: string; expiresOn: string | null }[]): Promise<Party> {
  const client = await vetAt(t, BOULDER, { lastName, licenseNumber: undefined, licences });
  return { client, id: await idOf(client) };
}

const verify = (t: TestApp, vetId: number, state: string) =>
  sql(t, "UPDATE vet_licences SET status = 'verified', decided_at = 1 WHERE vet_id = ? AND state = ?", vetId, state);

async function world() {
  const t = createTestApp();
  const c = await clinic(t);
  // Licensed in California (verified, to 31 Jan 2027) and Texas (unverified), not Colorado.
  const travelling = await vetWithLicences(t, 'Travelling', [
    { state: 'CA', licenceNumber: 'VET 1', expiresOn: '2027-01-31' },
    { state: 'TX', licenceNumber: 'TX 1', expiresOn: null },
  ]);
  // Licensed in Colorado, unverified: no badge, but a licence on file.
  const local = await vetWithLicences(t, 'Local', [{ state: 'CO', licenceNumber: 'CO 1', expiresOn: null }]);
  verify(t, travelling.id, 'CA');
  return { t, clinic: c, travelling, local };
}

const badgesInSearch = async (c: Party) =>
  Object.fromEntries(
    ok(await c.client.get('/api/nearby-vets?radius=100'), 'searching vets').body.results.map((vet: { lastName: string; verifiedLicences: string[] }) => [
      vet.lastName,
      vet.verifiedLicences,
    ]),
  );

describe('licence badges on the cards clinics see', () => {
  test('search results, the profile dialog and the application card carry the verified, in-date states', async () => {
    const w = await world();
    expect(await badgesInSearch(w.clinic)).toEqual({ Travelling: ['CA'], Local: [] });
    expect(ok(await w.clinic.client.get(`/api/people/${w.travelling.id}`), 'profile').body.verifiedLicences).toEqual(['CA']);

    // An admin verifying a licence reaches the next search (the index follows the change log).
    verify(w.t, w.local.id, 'CO');
    expect(await badgesInSearch(w.clinic)).toEqual({ Travelling: ['CA'], Local: ['CO'] });

    const shiftId = await postShift(w.clinic);
    await applied(w.travelling, shiftId);
    const [application] = (await list(w.clinic)).requests;
    expect(application?.vet?.verifiedLicences).toEqual(['CA']);
  });

  test('the badge goes once the licence is past its expiry date', async () => {
    const w = await world();
    // The test clock stands at 22 Nov 2026: a licence that ran to the 21st is out of date.
    sql(w.t, "UPDATE vet_licences SET expires_on = '2026-11-21' WHERE vet_id = ?", w.travelling.id);
    expect(await badgesInSearch(w.clinic)).toEqual({ Travelling: [], Local: [] });
    expect(ok(await w.clinic.client.get(`/api/people/${w.travelling.id}`), 'profile').body.verifiedLicences).toEqual([]);
  });
});

describe('"No licence on file" on an application', () => {
  test('the clinic sees the shift state when the vet holds no in-date licence there; the vet does not', async () => {
    const w = await world();
    const shiftId = await postShift(w.clinic);
    await applied(w.travelling, shiftId);
    await applied(w.local, shiftId);
    const seen = Object.fromEntries((await list(w.clinic)).requests.map((request) => [request.vet?.lastName, request.missingLicenceState]));
    expect(seen).toEqual({ Travelling: 'CO', Local: null });
    expect((await list(w.travelling)).requests[0]?.missingLicenceState).toBeNull();
  });

  test('a licence that has expired by the shift date, or was rejected, is no licence on file', async () => {
    const w = await world();
    sql(w.t, "UPDATE vet_licences SET expires_on = '2026-12-01' WHERE vet_id = ?", w.local.id);
    const shiftId = await postShift(w.clinic, { shiftDate: '2026-12-10' });
    const requestId = await applied(w.local, shiftId);
    const one = async () => ok(await w.clinic.client.get('/api/booking-requests'), 'listing').body.requests.find((r: { id: number }) => r.id === requestId);
    expect((await one()).missingLicenceState).toBe('CO');
    sql(w.t, "UPDATE vet_licences SET expires_on = NULL, status = 'rejected' WHERE vet_id = ?", w.local.id);
    expect((await one()).missingLicenceState).toBe('CO');
    sql(w.t, "UPDATE vet_licences SET status = 'unverified' WHERE vet_id = ?", w.local.id);
    expect((await one()).missingLicenceState).toBeNull();
  });
});
