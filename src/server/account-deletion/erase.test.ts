// "Delete my account", the second step: 30 days after the deletion the account-erasure job erases
// it (moved there with the harness clock). After it, a scan of every text column of every table
// finds none of the user's e-mail, names, phone, address, licence numbers or photo hash outside
// the invoices; messages the user sent stay in the other party's thread from "Deleted user";
// ratings keep counting without their words; the e-mail is free for a new registration. The admin
// panel lists pending deletions and can erase one at once (audit logged).
import { describe, expect, test } from 'bun:test';
import { ADMIN_SESSION_COOKIE } from '../../shared/admin';
import { DAY_MS, HOUR_MS } from '../../shared/time';
import { createAdminSession } from '../admin/session';
import { vetLicences } from '../db/schema';
import { registeredJobs } from '../jobs/registry';
import { savePhoto } from '../photos/service';
import { ok } from '../testing/expect-ok';
import { PASSWORD } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/harness';
import { halves, jpegFile } from '../testing/images';
import { bookedShift } from '../testing/hours';
import { clinic, idOf, type Party, vet } from '../testing/marketplace';
import { rate, completedShift } from '../testing/ratings';
import { emailOf, one, sql } from '../testing/rows';

const job = registeredJobs.find((candidate) => candidate.name === 'account-erasure')!;
const runJob = async (t: TestApp) => await job.run(t.deps);

/** Tables whose rows are business records kept with the names as printed. */
const INVOICE_TABLES = new Set(['shift_invoices', 'shift_invoice_lines', 'shift_invoice_events', 'subscription_invoices']);

/** Every `table.column` outside the invoices holding one of these strings (case-insensitive), with the string found. */
function textHits(t: TestApp, needles: string[]): string[] {
  const sqlite = t.deps.db.$client;
  const tables = sqlite.query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all();
  const hits: string[] = [];
  for (const { name } of tables) {
    if (INVOICE_TABLES.has(name)) continue;
    for (const { name: column } of sqlite.query<{ name: string }, []>(`PRAGMA table_info("${name}")`).all()) {
      for (const needle of needles) {
        const query = `SELECT count(*) AS n FROM "${name}" WHERE typeof("${column}") = 'text' AND instr(lower("${column}"), lower(?)) > 0`;
        if (sqlite.query<{ n: number }, [string]>(query).get(needle)!.n > 0) hits.push(`${name}.${column}: ${needle}`);
      }
    }
  }
  return hits;
}

const EMAIL = 'quintavius.quackenbush@example.com';
const FIRST = 'Quintavius';
const LAST = 'Quackenbush';

/** A vet with one of everything personal: a photo, a licence, a phone and street address, messages, a rated shift. */
async function vetWithEverything(t: TestApp) {
  const client = t.client();
  ok(await client.post('/api/register', { email: EMAIL, password: PASSWORD, firstName: FIRST, lastName: LAST, userType: 'relief_vet' }), 'registering');
  const profile = {
    firstName: FIRST,
    lastName: LAST,
    licenseNumber: 'CO-ZQ-99817',
    experienceYears: 9,
    hourlyRate: 9000,
    address: '4471 Xylophone Way',
    city: 'Boulder',
    state: 'CO',
    zipCode: '80302',
    phone: '720-555-0147',
    bio: 'Quintavius loves cats',
  };
  ok(await client.post('/api/vet-profiles', profile), 'vet profile');
  const v: Party = { client, id: await idOf(client) };
  const photo = await savePhoto(t.deps.db, v.id, await jpegFile(halves(64, 64)), t.deps.clock());
  t.deps.db.insert(vetLicences).values({ vetId: v.id, state: 'NM', licenceNumber: 'NM-ZQ-55521', createdAt: t.deps.clock(), updatedAt: t.deps.clock() }).run();
  const c = await clinic(t);
  ok(await v.client.post('/api/messages', { toUserId: c.id, content: 'Happy to help on Saturdays.' }), 'the vet writing');
  ok(await c.client.post('/api/messages', { toUserId: v.id, content: 'Thank you!' }), 'the clinic answering');
  const { shiftId } = await completedShift(t, c, v);
  ok(await rate(c, shiftId, 5, 'Wonderful with nervous dogs'), 'the clinic rating the vet');
  ok(await rate(v, shiftId, 4, 'Friendly team'), 'the vet rating the clinic');
  const stored = one<{ phone: string; address: string }>(t, 'SELECT phone, address FROM vet_profiles WHERE user_id = ?', v.id);
  const needles = [EMAIL, FIRST, LAST, stored.phone, stored.address, 'CO-ZQ-99817', 'NM-ZQ-55521', photo.profileImageUrl!.split('/').at(-1)!.split('.')[0]!];
  return { v, c, needles };
}

function adminHeaders(t: TestApp) {
  const { token } = createAdminSession(t.deps.db, 'test', t.deps.clock());
  return { cookie: `${ADMIN_SESSION_COOKIE}=${token}` };
}

describe('the account-erasure job', () => {
  test('erases after 30 days, not before: nothing personal is left outside the invoices; messages and ratings stay; the e-mail is free again', async () => {
    const t = createTestApp();
    const { v, c, needles } = await vetWithEverything(t);
    expect(textHits(t, needles).length).toBeGreaterThan(needles.length); // the scan sees them while they are there
    expect((await v.client.post('/api/me/delete', { password: PASSWORD })).status).toBe(200);

    t.advance(29 * DAY_MS);
    expect(await runJob(t)).toEqual({ erased: 0 });
    expect(one<{ e: number | null }>(t, 'SELECT erased_at AS e FROM users WHERE id = ?', v.id).e).toBeNull();

    t.advance(DAY_MS + HOUR_MS);
    expect(await runJob(t)).toEqual({ erased: 1 });
    expect(textHits(t, needles)).toEqual([]);
    expect(await runJob(t)).toEqual({ erased: 0 });

    // The clinic (signed in again: a month has passed) still reads the thread: the vet's message, from "Deleted user".
    ok(await c.client.post('/api/login', { email: emailOf(t, c), password: PASSWORD }), 'the clinic signing in');
    ok(await c.client.post('/api/create-fresh-subscription', {}), 'the clinic renewing');
    const thread = ok(await c.client.get(`/api/messages/${v.id}`), 'the clinic reading the thread').text;
    expect(thread).toContain('Happy to help on Saturdays.');
    const partner = ok(await c.client.get(`/api/messages/${v.id}/partner`), 'the thread partner').body;
    expect(partner).toMatchObject({ firstName: 'Deleted', lastName: 'user', profileImageUrl: null });
    // Ratings count, without their words.
    const ratings = sql<{ stars: number; comment: string | null }>(t, 'SELECT stars, comment FROM shift_ratings ORDER BY id');
    expect(ratings).toEqual([
      { stars: 5, comment: null },
      { stars: 4, comment: null },
    ]);
    expect(one<{ n: number }>(t, 'SELECT rating_count AS n FROM track_records WHERE user_id = ?', c.id).n).toBe(1);
    // Nobody signs in as it; the address registers afresh.
    expect((await t.client().post('/api/login', { email: EMAIL, password: PASSWORD })).status).toBe(401);
    const fresh = await t.client().post('/api/register', { email: EMAIL, password: PASSWORD, firstName: 'New', lastName: 'Person', userType: 'relief_vet' });
    expect(fresh.status).toBe(201);
    expect(fresh.body.id).not.toBe(v.id);
  });
});

describe('erasing a clinic', () => {
  test("nothing of the clinic's is left outside the invoices: its name, people, phone, address, e-mail; the vet it booked keeps the thread", async () => {
    const t = createTestApp();
    const client = t.client();
    const email = 'philomena.vandersloot@example.com';
    ok(await client.post('/api/register', { email, password: PASSWORD, firstName: 'Philomena', lastName: 'Vandersloot', userType: 'clinic' }), 'registering');
    const place = { address: '9182 Juniper Hollow Rd', city: 'Denver', state: 'CO', zipCode: '80202', phone: '303-555-0177' };
    ok(await client.post('/api/clinic-profiles', { clinicName: 'Thistlewood Animal Clinic', ...place }), 'clinic profile');
    ok(await client.post('/api/create-fresh-subscription', {}), 'subscription');
    const c: Party = { client, id: await idOf(client) };
    const v = await vet(t);
    ok(await c.client.post('/api/messages', { toUserId: v.id, content: 'Could you cover the 12th?' }), 'the clinic writing');
    await bookedShift(t, { shiftDate: '2026-12-12' }, { c, v });
    const stored = one<{ phone: string; address: string }>(t, 'SELECT phone, address FROM clinic_profiles WHERE user_id = ?', c.id);
    const needles = [email, 'Philomena', 'Vandersloot', 'Thistlewood', stored.phone, stored.address];
    expect(textHits(t, needles).length).toBeGreaterThan(needles.length);

    expect((await c.client.post('/api/me/delete', { password: PASSWORD })).status).toBe(200);
    t.advance(30 * DAY_MS + HOUR_MS);
    expect(await runJob(t)).toEqual({ erased: 1 });
    expect(textHits(t, needles)).toEqual([]);
    expect(one<{ content: string }>(t, 'SELECT content FROM messages WHERE from_user_id = ?', c.id).content).toBe('Could you cover the 12th?');
  });
});

describe('the admin panel', () => {
  test('lists pending deletions and erases one at once, audit logged with the user id only', async () => {
    const t = createTestApp();
    const { v, needles } = await vetWithEverything(t);
    const admin = t.client();
    const headers = adminHeaders(t);
    expect((await admin.get('/api/admin/deletions', headers)).body).toEqual([]);
    expect((await v.client.post('/api/me/delete', { password: PASSWORD })).status).toBe(200);

    const listed = await admin.get('/api/admin/deletions', headers);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        id: v.id,
        email: EMAIL,
        name: `${FIRST} ${LAST}`,
        userType: 'relief_vet',
        deactivatedAt: new Date(t.deps.clock()).toISOString(),
        eraseAfter: new Date(t.deps.clock() + 30 * DAY_MS).toISOString(),
      },
    ]);

    expect((await admin.post('/api/admin/deletions/999999/erase', undefined, headers)).status).toBe(404);
    const erased = await admin.post(`/api/admin/deletions/${v.id}/erase`, undefined, headers);
    expect(erased.status).toBe(200);
    expect(textHits(t, needles)).toEqual([]);
    expect((await admin.get('/api/admin/deletions', headers)).body).toEqual([]);
    expect(sql(t, "SELECT action, target, detail FROM admin_audit_log WHERE action = 'user.erase'")).toEqual([
      { action: 'user.erase', target: `user:${v.id}`, detail: null },
    ]);
    // Erased once: a second request finds nothing to erase, and the job has nothing left either.
    expect((await admin.post(`/api/admin/deletions/${v.id}/erase`, undefined, headers)).status).toBe(404);
    t.advance(31 * DAY_MS);
    expect(await runJob(t)).toEqual({ erased: 0 });
  });

  test('an account that was not deleted cannot be erased from the panel', async () => {
    const t = createTestApp();
    const c = await clinic(t);
    const refused = await t.client().post(`/api/admin/deletions/${c.id}/erase`, undefined, adminHeaders(t));
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('DELETION_NOT_FOUND');
    expect((await c.client.get('/api/auth/user')).status).toBe(200);
  });
});
