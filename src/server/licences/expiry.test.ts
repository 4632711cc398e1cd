// The licence-expiry job with the app's clock: a reminder 60 and 14 days before the expiry date,
// once each per date however often it runs (or after a restart); after downtime only the most
// urgent notice still due; on the first day out of date the licence is marked expired and the
// vet told, once. A renewed date starts the notices again.
import { describe, expect, test } from 'bun:test';
import { registeredJobs } from '../jobs/registry';
import { createTestApp, type TestApp } from '../testing/harness';
import { BOULDER, idOf, vetAt } from '../testing/marketplace';
import { mailTo, one, sql } from '../testing/rows';
import { noticeDue } from './expiry';

const job = registeredJobs.find((candidate) => candidate.name === 'licence-expiry')!;
const at = (t: TestApp, iso: string) => t.advance(Date.parse(iso) - t.deps.clock());
const run = async (t: TestApp) => await job.run(t.deps);

async function world() {
  const t = createTestApp();
  const client = await vetAt(t, BOULDER, {
    licenseNumber: undefined,
    licences: [
      { state: 'CA', licenceNumber: 'VET 1', expiresOn: '2027-01-31' },
      { state: 'CO', licenceNumber: 'CO 1', expiresOn: null },
    ],
  });
  const id = await idOf(client);
  sql(t, "UPDATE vet_licences SET status = 'verified', decided_at = 1 WHERE vet_id = ?", id);
  const email = one<{ email: string }>(t, 'SELECT email FROM users WHERE id = ?', id).email;
  return { t, id, subjects: () => mailTo(t, email).map((mail) => mail.subject) };
}

describe('the licence-expiry job', () => {
  test('is registered, and which notice is due by days left', () => {
    expect(job.name).toBe('licence-expiry');
    expect([61, 60, 15, 14, 0, -1].map(noticeDue)).toEqual([null, '60', '60', '14', '14', 'expired']);
  });

  test('a closed account waiting for erasure is not reminded; restored, it is', async () => {
    const w = await world();
    sql(w.t, 'UPDATE users SET deactivated_at = 1 WHERE id = ?', w.id);
    at(w.t, '2026-12-02T12:00:00Z');
    expect(await run(w.t)).toEqual({ reminded: 0, expired: 0 });
    sql(w.t, 'UPDATE users SET deactivated_at = NULL WHERE id = ?', w.id);
    expect(await run(w.t)).toEqual({ reminded: 1, expired: 0 });
    expect(w.subjects()).toEqual(['Your CA licence expires in 60 days']);
  });

  test('60 and 14 days before, once each; then expired on the first day out of date, once', async () => {
    const w = await world();
    expect(await run(w.t)).toEqual({ reminded: 0, expired: 0 });

    at(w.t, '2026-12-02T12:00:00Z');
    expect(await run(w.t)).toEqual({ reminded: 1, expired: 0 });
    expect(await run(w.t)).toEqual({ reminded: 0, expired: 0 });
    expect(w.subjects()).toEqual(['Your CA licence expires in 60 days']);

    at(w.t, '2027-01-17T12:00:00Z');
    await run(w.t);
    await run(w.t);
    expect(w.subjects()).toEqual(['Your CA licence expires in 60 days', 'Your CA licence expires in 14 days']);

    // The last valid day: still in date.
    at(w.t, '2027-01-31T20:00:00Z');
    expect(await run(w.t)).toEqual({ reminded: 0, expired: 0 });
    expect(one(w.t, "SELECT expired_at FROM vet_licences WHERE state = 'CA'")).toEqual({ expired_at: null });

    at(w.t, '2027-02-01T12:00:00Z');
    expect(await run(w.t)).toEqual({ reminded: 0, expired: 1 });
    expect(await run(w.t)).toEqual({ reminded: 0, expired: 0 });
    expect(one(w.t, "SELECT expired_at FROM vet_licences WHERE state = 'CA'")).toEqual({ expired_at: w.t.deps.clock() });
    expect(w.subjects()).toEqual(['Your CA licence expires in 60 days', 'Your CA licence expires in 14 days', 'Your CA licence has expired']);
    expect(mailTo(w.t, one<{ email: string }>(w.t, 'SELECT email FROM users WHERE id = ?', w.id).email)[2]?.text_body).toContain('expired on January 31, 2027');
  });

  test('a restarted app (a new instance on the same database) sends nothing twice', async () => {
    const w = await world();
    at(w.t, '2026-12-05T12:00:00Z');
    await run(w.t);
    // What a restart keeps is the database: a fresh run of the registered job reads the same notices.
    const again = await registeredJobs.find((candidate) => candidate.name === 'licence-expiry')!.run(w.t.deps);
    expect(again).toEqual({ reminded: 0, expired: 0 });
    expect(w.subjects()).toEqual(['Your CA licence expires in 57 days']);
  });

  test('after downtime only the most urgent notice still due goes out', async () => {
    const w = await world();
    at(w.t, '2027-01-25T12:00:00Z');
    await run(w.t);
    expect(w.subjects()).toEqual(['Your CA licence expires in 6 days']);
    at(w.t, '2027-03-01T12:00:00Z');
    await run(w.t);
    expect(w.subjects()).toEqual(['Your CA licence expires in 6 days', 'Your CA licence has expired']);
  });

  test('a renewed date starts the notices again; rejected licences and unknown dates get none', async () => {
    const w = await world();
    at(w.t, '2027-02-01T12:00:00Z');
    await run(w.t);
    sql(w.t, "UPDATE vet_licences SET expires_on = '2027-03-15', expired_at = NULL WHERE state = 'CA'");
    sql(w.t, "UPDATE vet_licences SET expires_on = '2027-02-10', status = 'rejected' WHERE state = 'CO'");
    expect(await run(w.t)).toEqual({ reminded: 1, expired: 0 });
    expect(w.subjects().at(-1)).toBe('Your CA licence expires in 42 days');
  });
});
