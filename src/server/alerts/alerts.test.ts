// Alert e-mails through the API and the jobs: who matches a clinic's post (radius edges, practice
// types, auto-invites off, unsubscribed), instant vs digest and the hourly cap, the digest at the
// local hour once a day, what the e-mails hold, the one-click unsubscribe without a session, and
// a fan-out retried after a crash telling each vet once.
import { describe, expect, test } from 'bun:test';
import { distanceMiles } from '../../shared/geo';
import { createApp } from '../app';
import { databaseFrom } from '../db/client';
import { LINK_SIGNING_KEY, linkSigningKey } from '../email/link-signing-key';
import { createJobRunner } from '../jobs/runner';
import { createTestApp, type TestApp, type TestClient } from '../testing/harness';
import { BOULDER, clinicAt, DENVER, NEW_YORK, shift, vetAt } from '../testing/marketplace';
import { queueAlertFanout } from './queue';
import { FANOUT_BATCH, FANOUT_CLAIM_MS, FANOUT_SETTLE_MS, type FanoutOptions, fanOutDue } from './fanout';
import { sendDueDigests } from './digest';
import { unsubscribeToken } from './unsubscribe-token';
import { HOUR_MS } from '../../shared/time';

const PUBLIC_URL = 'https://relief.example.com';
const CHICAGO = { address: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zipCode: '60606', phone: '312-555-0100' };

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: string | null;
}

function outbox(t: TestApp): OutboxRow[] {
  return t.deps.db.$client.query<OutboxRow, []>('SELECT id, to_address, subject, text_body, html_body, headers FROM email_outbox ORDER BY id').all();
}

async function me(client: TestClient): Promise<{ id: number; email: string }> {
  return (await client.get('/api/auth/user')).body;
}

function location(t: TestApp, table: 'vet_profiles' | 'clinic_profiles', userId: number) {
  return t.deps.db.$client.query<{ latitude: number; longitude: number }, [number]>(`SELECT latitude, longitude FROM ${table} WHERE user_id = ?`).get(userId)!;
}

async function post(clinic: TestClient, shifts: unknown) {
  const response = await clinic.post('/api/shifts', shifts);
  expect(response.status).toBe(201);
  return response.body;
}

const app = () => createTestApp({ PUBLIC_URL, publicUrl: PUBLIC_URL });

/** The fan-out job's run, once the posts have settled. */
function fanOut(t: TestApp, options?: FanoutOptions) {
  t.advance(FANOUT_SETTLE_MS);
  // Whole batches, whatever the machine's speed: the crash tests count them.
  return fanOutDue(t.deps, { sliceMs: Number.POSITIVE_INFINITY, ...options });
}

describe('settings', () => {
  test('a vet hears of shifts, a clinic of availability; defaults, a change, and the reason', async () => {
    const t = app();
    const vet = await vetAt(t, BOULDER, { inviteRadius: 40 });
    const clinic = await clinicAt(t, DENVER, 'Harbor Vet');
    expect((await vet.get('/api/alert-settings')).body).toEqual({
      kind: 'shifts',
      mode: 'instant',
      digestHour: 7,
      timeZone: 'America/Denver',
      reason: 'shifts within 40 miles of Boulder, CO',
    });
    expect((await clinic.get('/api/alert-settings')).body).toMatchObject({ kind: 'availability', reason: 'vets available within 25 miles of Denver, CO' });

    const saved = await vet.request('PUT', '/api/alert-settings', { mode: 'digest', digestHour: 18 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ mode: 'digest', digestHour: 18 });
    // Without an hour the stored one stays.
    expect((await vet.request('PUT', '/api/alert-settings', { mode: 'instant' })).body).toMatchObject({ mode: 'instant', digestHour: 18 });
    expect((await vet.request('PUT', '/api/alert-settings', { mode: 'digest', digestHour: 24 })).status).toBe(400);
    expect((await vet.request('PUT', '/api/alert-settings', { mode: 'weekly' })).status).toBe(400);
    expect((await t.client().get('/api/alert-settings')).status).toBe(401);
  });
});

describe('who hears of a clinic’s shifts', () => {
  test('radius edges, practice types, auto-invites off and alerts off', async () => {
    const t = app();
    const clinic = await clinicAt(t, DENVER, 'Harbor Vet');
    const clinicId = (await me(clinic)).id;
    const near = await vetAt(t, BOULDER);
    const nearId = (await me(near)).id;
    const at = location(t, 'vet_profiles', nearId);
    const there = location(t, 'clinic_profiles', clinicId);
    const miles = distanceMiles(there.latitude, there.longitude, at.latitude, at.longitude);

    const justIn = await vetAt(t, BOULDER, { inviteRadius: Math.ceil(miles) });
    const justOut = await vetAt(t, BOULDER, { inviteRadius: Math.floor(miles) });
    const noInvites = await vetAt(t, BOULDER, { wantsAutoInvites: false });
    const largeAnimal = await vetAt(t, BOULDER, { specializations: ['large_animal'] });
    const smallAnimal = await vetAt(t, BOULDER, { specializations: ['small_animal', 'surgery'] });
    const off = await vetAt(t, BOULDER);
    await off.request('PUT', '/api/alert-settings', { mode: 'off' });
    const far = await vetAt(t, NEW_YORK, { inviteRadius: 100 });
    // About 900 miles away, with the widest radius there is.
    const chicago = await vetAt(t, CHICAGO, { inviteRadius: 1200 });

    await post(clinic, [shift, { ...shift, shiftDate: '2026-12-11' }]);
    expect(await fanOut(t)).toEqual({ fanouts: 1, deliveries: 4 });

    const told = outbox(t).map((row) => row.to_address);
    const emailsOf = (clients: TestClient[]) => Promise.all(clients.map(async (client) => (await me(client)).email));
    // One alert per vet for the two-date post; nobody else.
    expect(told.sort()).toEqual((await emailsOf([near, justIn, smallAnimal, chicago])).sort());
    for (const email of await emailsOf([justOut, noInvites, largeAnimal, off, far])) expect(told).not.toContain(email);
    expect(outbox(t)[0]!.subject).toBe('Harbor Vet posted 2 shifts near you');
  });

  test('the e-mail: both parts, why, the links, the headers, and user text escaped', async () => {
    const t = app();
    const clinic = await clinicAt(t, DENVER, 'Harbor <b>Vet</b> & "Co"');
    const vet = await vetAt(t, BOULDER);
    const vetId = (await me(vet)).id;
    await post(clinic, { ...shift, notes: 'ignored' });
    await fanOut(t);
    const [email] = outbox(t);
    const token = unsubscribeToken(t.deps.linkKey, vetId, 'shifts');
    const unsubscribe = `${PUBLIC_URL}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

    expect(email!.text_body).toContain('Harbor <b>Vet</b> & "Co" (Denver, CO) posted 1 shift');
    expect(email!.text_body).toContain('Thu, Dec 10 · 8:00 AM – 6:00 PM · $75/hr · Small animal');
    expect(email!.text_body).toContain('You get this e-mail because you asked for shifts within 50 miles of Boulder, CO.');
    expect(email!.text_body).toContain(`${PUBLIC_URL}/browse?from=email`);
    expect(email!.text_body).toContain(`Change how often: ${PUBLIC_URL}/profile`);
    expect(email!.text_body).toContain(`Unsubscribe: ${unsubscribe}`);

    const html = email!.html_body!;
    expect(html).toStartWith('<!DOCTYPE html>');
    expect(html).not.toContain('<b>Vet</b>');
    expect(html).toContain('Harbor &#60;b&#62;Vet&#60;/b&#62; &#38; &#34;Co&#34;');
    expect(html).toContain(`href="${PUBLIC_URL}/browse?from=email"`);
    expect(html).toContain(`href="${PUBLIC_URL}/profile"`);
    expect(html).toContain('you asked for shifts within 50 miles of Boulder, CO');
    expect(JSON.parse(email!.headers!)).toEqual({ 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });
});

describe('instant, capped, digest', () => {
  test('one instant alert an hour; the rest wait for the digest; digest mode never gets instants', async () => {
    const t = app();
    const clinic = await clinicAt(t, DENVER, 'Harbor Vet');
    const instant = await vetAt(t, BOULDER);
    const digest = await vetAt(t, BOULDER);
    await digest.request('PUT', '/api/alert-settings', { mode: 'digest' });
    const instantEmail = (await me(instant)).email;
    const modes = () =>
      t.deps.db.$client
        .query<{ recipient_id: number; mode: string; outbox_id: number | null }, []>('SELECT recipient_id, mode, outbox_id FROM alert_deliveries ORDER BY id')
        .all();

    await post(clinic, shift);
    await fanOut(t);
    expect(outbox(t).map((row) => row.to_address)).toEqual([instantEmail]);

    t.advance(HOUR_MS - 60_000);
    await post(clinic, { ...shift, shiftDate: '2026-12-12' });
    await fanOut(t);
    // Within the hour: recorded for the digest, no e-mail.
    expect(outbox(t)).toHaveLength(1);
    expect(modes().map((row) => row.mode)).toEqual(['instant', 'digest', 'digest', 'digest']);

    t.advance(60_000);
    await post(clinic, { ...shift, shiftDate: '2026-12-13' });
    await fanOut(t);
    expect(outbox(t).map((row) => row.to_address)).toEqual([instantEmail, instantEmail]);
  });

  test('the digest goes out at the local hour, once a day, listing what waited', async () => {
    // 12:00 UTC is 05:00 in Denver (MST); the default digest hour is 07:00, i.e. 14:00 UTC.
    const t = app();
    const clinic = await clinicAt(t, DENVER, 'Harbor Vet');
    const vet = await vetAt(t, BOULDER);
    await vet.request('PUT', '/api/alert-settings', { mode: 'digest' });
    await post(clinic, shift);
    await fanOut(t);
    await post(clinic, [
      { ...shift, shiftDate: '2026-12-14' },
      { ...shift, shiftDate: '2026-12-15' },
    ]);
    await fanOut(t);
    expect(outbox(t)).toHaveLength(0);

    expect(await sendDueDigests(t.deps)).toEqual({ digests: 0, users: 0 });
    t.advance(HOUR_MS + 59 * 60_000); // 06:59
    expect((await sendDueDigests(t.deps)).digests).toBe(0);
    t.advance(60_000); // 07:00
    expect((await sendDueDigests(t.deps)).digests).toBe(1);
    const [digest] = outbox(t);
    expect(digest!.subject).toBe('Your daily digest: 3 new shifts near you');
    expect(digest!.text_body).toContain('Harbor Vet (Denver, CO) posted 1 shift');
    expect(digest!.text_body).toContain('Harbor Vet (Denver, CO) posted 2 shifts');
    expect(digest!.text_body).toContain('Mon, Dec 14');
    expect(digest!.html_body).toContain('Tue, Dec 15');
    expect(JSON.parse(digest!.headers!)['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Once a day.
    expect((await sendDueDigests(t.deps)).digests).toBe(0);

    // A post later that day waits for tomorrow's hour.
    t.advance(3 * HOUR_MS);
    await post(clinic, { ...shift, shiftDate: '2026-12-16' });
    await fanOut(t);
    expect((await sendDueDigests(t.deps)).digests).toBe(0);
    t.advance(18 * HOUR_MS); // 04:00 the next day
    expect((await sendDueDigests(t.deps)).digests).toBe(0);
    t.advance(3 * HOUR_MS); // 07:00
    expect((await sendDueDigests(t.deps)).digests).toBe(1);
    expect(outbox(t)).toHaveLength(2);
    expect(outbox(t)[1]!.text_body).toContain('Wed, Dec 16');
  });

  test('a shift booked or deleted before the digest is left out; nothing left, no e-mail', async () => {
    const t = app();
    const clinic = await clinicAt(t, DENVER, 'Harbor Vet');
    const vet = await vetAt(t, BOULDER);
    await vet.request('PUT', '/api/alert-settings', { mode: 'digest' });
    const posted = await post(clinic, shift);
    await fanOut(t);
    expect((await clinic.request('DELETE', `/api/shifts/${posted.id}`)).status).toBe(200);
    t.advance(3 * HOUR_MS);
    expect(await sendDueDigests(t.deps)).toEqual({ digests: 0, users: 1 });
    expect(outbox(t)).toHaveLength(0);
  });
});

describe('one-click unsubscribe, no session needed', () => {
  async function subscribedVet() {
    const t = app();
    const vet = await vetAt(t, BOULDER);
    const id = (await me(vet)).id;
    const token = unsubscribeToken(t.deps.linkKey, id, 'shifts');
    const mode = async () => (await vet.get('/api/alert-settings')).body.mode;
    return { t, token, mode };
  }

  test('a GET (a link scanner) changes nothing and leads to the page', async () => {
    const { t, token, mode } = await subscribedVet();
    const response = await t.client().get(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(await mode()).toBe('instant');
    const info = await t.client().get(`/api/alerts/unsubscribe/info?token=${encodeURIComponent(token)}`);
    expect(info.status).toBe(200);
    expect(info.body.kind).toBe('shifts');
    expect(info.body.email).toMatch(/^v\*+@example\.com$/);
  });

  test('the page posts the token as JSON', async () => {
    const { t, token, mode } = await subscribedVet();
    const response = await t.client().post('/api/alerts/unsubscribe', { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ kind: 'shifts', mode: 'off' });
    expect(await mode()).toBe('off');
  });

  test('a mail provider posts List-Unsubscribe=One-Click as a form to the header URL (RFC 8058)', async () => {
    const { t, token, mode } = await subscribedVet();
    const response = await t.app.handle(
      new Request(`${PUBLIC_URL}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(response.status).toBe(200);
    expect(await mode()).toBe('off');
  });

  test('a tampered or foreign token is 400 and changes nothing', async () => {
    const { t, token, mode } = await subscribedVet();
    const id = Number(token.split('.')[0]);
    const tampered = [
      token.replace(/^\d+/, String(id + 1)),
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      token.replace('shifts', 'availability'),
      unsubscribeToken('another-secret-another-secret-000000', id, 'shifts'),
      // A valid signature for the wrong kind of account.
      unsubscribeToken(t.deps.linkKey, id, 'availability'),
      'nonsense',
    ];
    for (const bad of tampered) {
      const response = await t.client().post('/api/alerts/unsubscribe', { token: bad });
      expect(response.status).toBe(400);
      expect((await t.client().get(`/api/alerts/unsubscribe/info?token=${encodeURIComponent(bad)}`)).status).toBe(400);
    }
    expect((await t.client().post('/api/alerts/unsubscribe', {})).status).toBe(400);
    expect(await mode()).toBe('instant');
  });

  test('an unsubscribed vet hears of no more shifts', async () => {
    const { t, token } = await subscribedVet();
    await t.client().post('/api/alerts/unsubscribe', { token });
    const clinic = await clinicAt(t, DENVER, 'Harbor Vet');
    await post(clinic, shift);
    expect(await fanOut(t)).toEqual({ fanouts: 1, deliveries: 0 });
    expect(outbox(t)).toHaveLength(0);
  });
});

describe('the link key: kept in the database, so a restored backup still unsubscribes', () => {
  /** A vet with shift alerts on, and the unsubscribe token of the alert e-mail it was sent. */
  async function emailedVet() {
    const t = app();
    const vet = await vetAt(t, BOULDER);
    await post(await clinicAt(t, DENVER, 'Harbor Vet'), shift);
    await fanOut(t);
    const emailed = JSON.parse(outbox(t)[0]!.headers!)['List-Unsubscribe'] as string;
    const token = decodeURIComponent(/token=([^>]+)>$/.exec(emailed)![1]!);
    const mode = async () => (await vet.get('/api/alert-settings')).body.mode;
    return { t, token, id: (await me(vet)).id, mode };
  }

  const unsubscribeWith = (handle: (request: Request) => Response | Promise<Response>, token: string) =>
    handle(
      new Request(`${PUBLIC_URL}/api/alerts/unsubscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) }),
    );

  test('created once, random, in app_settings; not the session secret', () => {
    const t = app();
    const stored = t.deps.db.$client.query<{ value: string }, [string]>('SELECT value FROM app_settings WHERE key = ?').get(LINK_SIGNING_KEY);
    expect(stored?.value).toBe(t.deps.linkKey);
    expect(t.deps.linkKey).toMatch(/^[\w-]{64}$/);
    expect(t.deps.linkKey).not.toBe(t.deps.sessionSecret);
    // Asked again (the next start), the same key.
    expect(linkSigningKey(t.deps.db)).toBe(t.deps.linkKey);
  });

  test('the e-mailed link is signed with the database key and unsubscribes', async () => {
    const { t, token, id, mode } = await emailedVet();
    expect(token).toBe(unsubscribeToken(t.deps.linkKey, id, 'shifts'));
    expect(token).not.toBe(unsubscribeToken(t.deps.sessionSecret, id, 'shifts'));
    expect((await unsubscribeWith(t.app.handle, token)).status).toBe(200);
    expect(await mode()).toBe('off');
  });

  test('a link sent before the link key existed (signed with the session secret) still unsubscribes', async () => {
    const { t, id, mode } = await emailedVet();
    const old = unsubscribeToken(t.deps.sessionSecret, id, 'shifts');
    expect((await t.client().get(`/api/alerts/unsubscribe/info?token=${encodeURIComponent(old)}`)).status).toBe(200);
    expect((await unsubscribeWith(t.app.handle, old)).status).toBe(200);
    expect(await mode()).toBe('off');
  });

  test('a link signed with another key (another database, a guess) is refused and changes nothing', async () => {
    const { t, id, mode } = await emailedVet();
    const other = app();
    for (const forged of [unsubscribeToken(other.deps.linkKey, id, 'shifts'), unsubscribeToken('guessed-guessed-guessed-guessed-guessed', id, 'shifts')]) {
      const response = await unsubscribeWith(t.app.handle, forged);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('INVALID_TOKEN');
    }
    expect(await mode()).toBe('instant');
  });

  test('the database restored under a new session secret: the e-mailed link still unsubscribes', async () => {
    const { t, token, id } = await emailedVet();
    // The restore: the same database in a new folder, whose server made itself a new session secret.
    const db = databaseFrom(t.deps.db.$client.serialize());
    const restored = { ...t.deps, db, sessionSecret: 'a-new-folder-a-new-session-secret-0000', linkKey: linkSigningKey(db) };
    expect(restored.linkKey).toBe(t.deps.linkKey);
    const handle = createApp(restored).handle;
    // The session secret that signed the oldest links stayed with the old folder.
    expect((await unsubscribeWith(handle, unsubscribeToken(t.deps.sessionSecret, id, 'shifts'))).status).toBe(400);
    const response = await unsubscribeWith(handle, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ kind: 'shifts', mode: 'off' });
  });
});

describe('availability alerts', () => {
  test('subscribed clinics within their search radius hear of a vet’s dates', async () => {
    const t = app();
    const near = await clinicAt(t, DENVER, 'Harbor Vet');
    const far = await clinicAt(t, NEW_YORK, 'Far Vet');
    const unsubscribed = t.client();
    await unsubscribed.post('/api/register', { email: 'nosub@example.com', password: 'secret12', firstName: 'No', lastName: 'Sub', userType: 'clinic' });
    await unsubscribed.post('/api/clinic-profiles', { clinicName: 'No Sub Vet', ...DENVER });
    const vet = await vetAt(t, BOULDER);
    const vetId = (await me(vet)).id;
    const { id: postingId } = t.deps.db.$client
      .query<{ id: number }, [number]>(
        `INSERT INTO vet_availability (vet_id, available_date, start_time, end_time, practice_types, hourly_rate, travel_radius)
         VALUES (?, '2026-12-20', '09:00', '17:00', '["small_animal"]', 9000, 50) RETURNING id`,
      )
      .get(vetId)!;
    queueAlertFanout(t.deps.db, { kind: 'availability', actorId: vetId, refIds: [postingId], now: t.deps.clock() });
    await fanOut(t);
    const rows = outbox(t);
    expect(rows.map((row) => row.to_address)).toEqual([(await me(near)).email]);
    expect(rows[0]!.subject).toMatch(/^Dr\. Sam Rivera\d* is available on 1 date near you$/);
    expect(rows[0]!.text_body).toContain('You get this e-mail because your clinic searches within 25 miles of Denver, CO.');
    expect(rows[0]!.text_body).toContain('Sun, Dec 20 · 9:00 AM – 5:00 PM · $90/hr');
    expect(rows.some((row) => row.to_address === 'nosub@example.com')).toBe(false);
    void far;
  });

  test('dates posted in parallel (one call each) reach a clinic as one e-mail', async () => {
    const t = app();
    const clinic = await clinicAt(t, DENVER, 'Harbor Vet');
    const vet = await vetAt(t, BOULDER);
    const vetId = (await me(vet)).id;
    for (const date of ['2026-12-20', '2026-12-21', '2026-12-22']) {
      const { id } = t.deps.db.$client
        .query<{ id: number }, [number, string]>(
          `INSERT INTO vet_availability (vet_id, available_date, start_time, end_time, practice_types, travel_radius)
           VALUES (?, ?, '09:00', '17:00', '["small_animal"]', 50) RETURNING id`,
        )
        .get(vetId, date)!;
      queueAlertFanout(t.deps.db, { kind: 'availability', actorId: vetId, refIds: [id], now: t.deps.clock() });
      t.advance(300);
    }
    // Not settled yet: the last post may have company coming.
    expect(await fanOutDue(t.deps)).toEqual({ fanouts: 0, deliveries: 0 });
    expect(await fanOut(t)).toEqual({ fanouts: 1, deliveries: 1 });
    const rows = outbox(t);
    expect(rows.map((row) => row.to_address)).toEqual([(await me(clinic)).email]);
    expect(rows[0]!.subject).toMatch(/is available on 3 dates near you$/);
    expect(t.deps.db.$client.query<{ n: number }, []>('SELECT count(*) AS n FROM alert_fanouts').get()!.n).toBe(1);
  });
});

describe('a fan-out retried', () => {
  /** Vets straight into the database: enough to need several batches. */
  function manyVets(t: TestApp, count: number) {
    const insertUser = t.deps.db.$client.query<{ id: number }, [string]>(
      "INSERT INTO users (email, password_hash, first_name, last_name, user_type) VALUES (?, 'x', 'Vet', 'Many', 'relief_vet') RETURNING id",
    );
    const insertProfile = t.deps.db.$client.query(
      `INSERT INTO vet_profiles (user_id, first_name, last_name, license_number, years_experience, address, city, state, zip_code, phone,
                                 latitude, longitude, practice_types, hourly_rate)
       VALUES (?, 'Vet', 'Many', 'CO-1', 5, '1 Main St', 'Boulder', 'CO', '80302', '720-555-0100', 40.02, -105.27, '["general"]', 9000)`,
    );
    for (let i = 0; i < count; i++) insertProfile.run(insertUser.get(`many${i}@example.com`)!.id);
  }

  function deliveryCounts(t: TestApp) {
    return t.deps.db.$client
      .query<{ deliveries: number; recipients: number; emails: number; addresses: number }, []>(
        `SELECT (SELECT count(*) FROM alert_deliveries) AS deliveries, (SELECT count(DISTINCT recipient_id) FROM alert_deliveries) AS recipients,
                (SELECT count(*) FROM email_outbox) AS emails, (SELECT count(DISTINCT to_address) FROM email_outbox) AS addresses`,
      )
      .get()!;
  }

  test('run twice, each vet is told once', async () => {
    const t = app();
    manyVets(t, 20);
    const clinic = await clinicAt(t, DENVER, 'Harbor Vet');
    await post(clinic, shift);
    const jobs = createJobRunner(t.deps);
    t.advance(FANOUT_SETTLE_MS);
    expect(await jobs.run('alert-fanout')).toMatchObject({ fanouts: 1, deliveries: 20 });
    expect(await jobs.run('alert-fanout')).toMatchObject({ fanouts: 0, deliveries: 0 });
    // Even a fan-out row put back to pending (a crash after the last batch) tells nobody twice.
    t.deps.db.$client.run("UPDATE alert_fanouts SET status = 'pending'");
    expect(await jobs.run('alert-fanout')).toMatchObject({ fanouts: 1, deliveries: 0 });
    expect(deliveryCounts(t)).toEqual({ deliveries: 20, recipients: 20, emails: 20, addresses: 20 });
    await jobs.stop();
  });

  test('batches cut short by their time slice still tell everyone once', async () => {
    const t = app();
    const count = FANOUT_BATCH + 17;
    manyVets(t, count);
    const clinic = await clinicAt(t, DENVER, 'Harbor Vet');
    await post(clinic, shift);

    expect(await fanOut(t, { sliceMs: 0 })).toEqual({ fanouts: 1, deliveries: count });
    expect(deliveryCounts(t)).toEqual({ deliveries: count, recipients: count, emails: count, addresses: count });
  });

  test('a run that dies mid-way is taken up when its claim runs out: none lost, none doubled', async () => {
    const t = app();
    const count = FANOUT_BATCH * 2 + 17;
    manyVets(t, count);
    const clinic = await clinicAt(t, DENVER, 'Harbor Vet');
    await post(clinic, shift);

    expect(await fanOut(t, { crashAfterBatches: 1 })).toEqual({ fanouts: 0, deliveries: FANOUT_BATCH });
    expect(deliveryCounts(t)).toEqual({ deliveries: FANOUT_BATCH, recipients: FANOUT_BATCH, emails: FANOUT_BATCH, addresses: FANOUT_BATCH });
    // Still claimed: nobody takes it over yet.
    expect(await fanOut(t)).toEqual({ fanouts: 0, deliveries: 0 });
    t.advance(FANOUT_CLAIM_MS);
    expect(await fanOut(t)).toEqual({ fanouts: 1, deliveries: count - FANOUT_BATCH });
    expect(deliveryCounts(t)).toEqual({ deliveries: count, recipients: count, emails: count, addresses: count });
    const fanout = t.deps.db.$client
      .query<{ status: string; recipients: number; attempts: number }, []>('SELECT status, recipients, attempts FROM alert_fanouts')
      .get();
    expect(fanout).toEqual({ status: 'done', recipients: count, attempts: 2 });
  });

  test('a new process releases a killed one’s claim at once', async () => {
    const t = app();
    manyVets(t, FANOUT_BATCH + 1);
    const clinic = await clinicAt(t, DENVER, 'Harbor Vet');
    await post(clinic, shift);
    await fanOut(t, { crashAfterBatches: 1 });
    // The job's first run on this database is a new process's: the claim left running is an orphan.
    const jobs = createJobRunner(t.deps);
    expect(await jobs.run('alert-fanout')).toEqual({ fanouts: 1, deliveries: 1, released: 1 });
    expect(deliveryCounts(t).emails).toBe(FANOUT_BATCH + 1);
    await jobs.stop();
  });
});

test('the matching query reads the location index', () => {
  const t = app();
  const plan = t.deps.db.$client
    .query<{ detail: string }, []>(
      'EXPLAIN QUERY PLAN SELECT v.user_id FROM vet_profiles v WHERE v.latitude BETWEEN 39 AND 41 AND v.longitude BETWEEN -106 AND -104 AND v.wants_auto_invites = 1',
    )
    .all()
    .map((row) => row.detail)
    .join('\n');
  expect(plan).toContain('vet_profiles_location_idx');
});

describe('the admin switch', () => {
  test('alert e-mails switched off: a post tells nobody, waiting digests are dropped, and switching on again floods nobody', async () => {
    const t = app();
    const clinic = await clinicAt(t, DENVER, 'Harbor Vet');
    await vetAt(t, BOULDER);
    const digestVet = await vetAt(t, BOULDER);
    await digestVet.request('PUT', '/api/alert-settings', { mode: 'digest' });
    // One digest waiting before the switch.
    await post(clinic, shift);
    await fanOut(t);
    expect(outbox(t)).toHaveLength(1);
    const flag = (on: boolean) => t.deps.db.$client.run("UPDATE feature_flags SET is_enabled = ? WHERE flag_name = 'alert_emails'", [on ? 1 : 0]);

    flag(false);
    await post(clinic, { ...shift, shiftDate: '2026-12-12' });
    t.advance(HOUR_MS);
    expect(await fanOut(t)).toEqual({ fanouts: 0, deliveries: 0 });
    t.advance(2 * HOUR_MS); // 07:00 in Denver: the digest hour
    expect((await sendDueDigests(t.deps)).digests).toBe(0);

    flag(true);
    expect(await fanOut(t)).toEqual({ fanouts: 0, deliveries: 0 });
    expect((await sendDueDigests(t.deps)).digests).toBe(0);
    expect(outbox(t)).toHaveLength(1);
  });
});
