// The admin's licence queue through the API: unverified licences newest first, filtered by state,
// with the vet's name and the state board's lookup page where one is known; Verify / Reject with
// a note, written to the audit log; a decided licence leaves the queue.
import { describe, expect, test } from 'bun:test';
import { MINUTE_MS } from '../../shared/time';
import { createTestApp, type TestApp } from '../testing/harness';
import { idOf, VET_PROFILE } from '../testing/marketplace';
import { signedUp } from '../testing/fixtures';
import { sql } from '../testing/rows';

const ADMIN_PASSWORD = 'licences admin password';

async function admin(t: TestApp) {
  const client = t.client();
  expect((await client.post('/api/admin/auth', { password: ADMIN_PASSWORD })).status).toBe(200);
  return client;
}

async function vetWith(t: TestApp, lastName: string, licences: { state: string; licenceNumber: string; expiresOn: string | null }[]) {
  const client = await signedUp(t, { userType: 'relief_vet', email: `${lastName.toLowerCase()}@example.com` });
  expect((await client.post('/api/vet-profiles', { ...VET_PROFILE, lastName, licences })).status).toBe(201);
  t.advance(MINUTE_MS);
  return { client, id: await idOf(client) };
}

async function world() {
  const t = createTestApp({ ADMIN_PASSWORD });
  const first = await vetWith(t, 'Older', [{ state: 'CA', licenceNumber: 'VET 1', expiresOn: null }]);
  const second = await vetWith(t, 'Newer', [
    { state: 'TX', licenceNumber: 'TX 2', expiresOn: '2027-01-31' },
    { state: 'CA', licenceNumber: 'VET 2', expiresOn: null },
  ]);
  return { t, first, second, admin: await admin(t) };
}

type Queued = { id: number; vetName: string; state: string; licenceNumber: string; lookupUrl: string | null };
const queue = async (client: Awaited<ReturnType<typeof admin>>, query = '') =>
  (await client.get(`/api/admin/licences${query}`)).body as { licences: Queued[]; total: number };

describe('GET /api/admin/licences', () => {
  test('unverified licences newest first, with the vet and the board lookup where one is known', async () => {
    const w = await world();
    const page = await queue(w.admin);
    expect(page.total).toBe(3);
    expect(page.licences.map((l) => [l.vetName, l.state, l.licenceNumber])).toEqual([
      ['Dr. Sam Newer', 'CA', 'VET 2'],
      ['Dr. Sam Newer', 'TX', 'TX 2'],
      ['Dr. Sam Older', 'CA', 'VET 1'],
    ]);
    expect(page.licences.find((l) => l.state === 'CA')?.lookupUrl).toStartWith('https://');
    // No page known for Texas here: no link rather than a guess.
    expect(page.licences.find((l) => l.state === 'TX')?.lookupUrl).toBeNull();
  });

  test('filtered by state; a bad state or offset is a 400', async () => {
    const w = await world();
    expect((await queue(w.admin, '?state=ca')).licences.map((l) => l.licenceNumber)).toEqual(['VET 2', 'VET 1']);
    for (const query of ['?state=Texas', '?state=ZZ', '?offset=-1']) {
      const answer = await w.admin.get(`/api/admin/licences${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION');
    }
  });

  test('no admin session: 401, the queue is not shown to vets or clinics', async () => {
    const w = await world();
    expect((await w.first.client.get('/api/admin/licences')).status).toBe(401);
  });
});

describe('POST /api/admin/licences/:id/decision', () => {
  test('verify and reject with a note: audited, out of the queue, the vet sees the decision', async () => {
    const w = await world();
    const [ca, tx] = (await queue(w.admin)).licences;
    const verified = await w.admin.post(`/api/admin/licences/${ca!.id}/decision`, { decision: 'verify', note: 'On the DCA register' });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ id: ca!.id, status: 'verified' });
    expect((await w.admin.post(`/api/admin/licences/${tx!.id}/decision`, { decision: 'reject', note: '  Number not found  ' })).status).toBe(200);

    expect((await queue(w.admin)).licences.map((l) => l.licenceNumber)).toEqual(['VET 1']);
    const licences = (await w.second.client.get('/api/auth/user')).body.profile.licences;
    expect(licences.map((l: { state: string; status: string }) => [l.state, l.status])).toEqual([
      ['TX', 'rejected'],
      ['CA', 'verified'],
    ]);
    const audit = sql<{ action: string; target: string; detail: string }>(
      t(w),
      "SELECT action, target, detail FROM admin_audit_log WHERE action LIKE 'licence.%' ORDER BY id",
    );
    expect(audit.map((row) => ({ ...row, detail: JSON.parse(row.detail) }))).toEqual([
      {
        action: 'licence.verify',
        target: `licence:${ca!.id}`,
        detail: { vetId: w.second.id, state: 'CA', licenceNumber: 'VET 2', note: 'On the DCA register' },
      },
      { action: 'licence.reject', target: `licence:${tx!.id}`, detail: { vetId: w.second.id, state: 'TX', licenceNumber: 'TX 2', note: 'Number not found' } },
    ]);
  });

  test('a bad decision or a long note is a 400 changing nothing; an unknown licence is a 404', async () => {
    const w = await world();
    const [first] = (await queue(w.admin)).licences;
    for (const payload of [{ decision: 'approve' }, { decision: 'verify', note: 'x'.repeat(501) }, {}]) {
      const answer = await w.admin.post(`/api/admin/licences/${first!.id}/decision`, payload);
      expect(answer.status).toBe(400);
    }
    expect((await queue(w.admin)).total).toBe(3);
    const missing = await w.admin.post('/api/admin/licences/999999/decision', { decision: 'verify' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('LICENCE_NOT_FOUND');
    expect(sql(t(w), "SELECT * FROM admin_audit_log WHERE action LIKE 'licence.%'")).toEqual([]);
  });
});

const t = (w: { t: TestApp }) => w.t;
