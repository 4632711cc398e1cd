// First look: during the window only the clinic's favourite vets see the shift (search, counts,
// applying), they are e-mailed at once, and everyone else's alerts wait for the window's end
// (or the clinic opening it early). Market figures count it once public.
import { describe, expect, test } from 'bun:test';
import { HOUR_MS } from '../../shared/time';
import { eq } from 'drizzle-orm';
import { FANOUT_SETTLE_MS, fanOutDue } from '../alerts/fanout';
import { gatherContext } from '../assistant/context';
import { users } from '../db/schema';
import { createJobRunner } from '../jobs/runner';
import type { TestApp } from '../testing/harness';
import { createTestApp } from '../testing/harness';
import { BOULDER, clinic, type Party, shift, vet } from '../testing/marketplace';

interface OutboxRow {
  to_address: string;
  subject: string;
  text_body: string;
}

const outbox = (t: TestApp) => t.deps.db.$client.query<OutboxRow, []>('SELECT to_address, subject, text_body FROM email_outbox ORDER BY id').all();
const emailOf = (t: TestApp, party: Party) => t.deps.db.$client.query<{ email: string }, [number]>('SELECT email FROM users WHERE id = ?').get(party.id)!.email;
const favourite = (t: TestApp, owner: Party, target: Party) =>
  t.deps.db.$client.run('INSERT INTO favourites (owner_id, target_id) VALUES (?, ?)', [owner.id, target.id]);
const searchIds = async (party: Party) => {
  const page = (await party.client.get('/api/search-shifts?radius=100')).body;
  return { ids: page.results.map((result: { id: number }) => result.id), total: page.total };
};
const fanOut = (t: TestApp) => fanOutDue(t.deps, { sliceMs: Number.POSITIVE_INFINITY });

/** A Denver clinic that favourited one Boulder vet; another Boulder vet is not a favourite. */
async function network() {
  const t = createTestApp();
  const c = await clinic(t, 'Harbor Vet');
  const fav = await vet(t, BOULDER);
  const other = await vet(t, BOULDER);
  favourite(t, c, fav);
  return { t, c, fav, other };
}

async function postInFirstLook(c: Party, fields: Record<string, unknown> = {}): Promise<{ id: number; firstLookUntil: number }> {
  const posted = await c.client.post('/api/shifts', { ...shift, firstLookHours: 24, ...fields });
  expect(posted.status).toBe(201);
  return posted.body;
}

describe('first look: who sees the shift', () => {
  test('only favourite vets find it in search until the window ends, then everyone does without a write', async () => {
    const { t, c, fav, other } = await network();
    const { id } = await postInFirstLook(c);
    const publicId = (await c.client.post('/api/shifts', { ...shift, shiftDate: '2026-12-11', firstLookHours: 0 })).body.id;

    expect(await searchIds(fav)).toEqual({ ids: [id, publicId], total: 2 });
    expect(await searchIds(other)).toEqual({ ids: [publicId], total: 1 });
    // The clinic always sees its own.
    expect((await c.client.get('/api/shifts')).body.map((row: { id: number }) => row.id)).toEqual([id, publicId]);

    t.advance(24 * HOUR_MS - 1);
    expect((await searchIds(other)).ids).toEqual([publicId]);
    t.advance(1);
    expect(await searchIds(other)).toEqual({ ids: [id, publicId], total: 2 });
  });

  test('a non-favourite applying gets 404 as for a missing shift; a favourite applies; after the window anyone may', async () => {
    const { t, c, fav, other } = await network();
    const { id } = await postInFirstLook(c);
    const refused = await other.client.post('/api/booking-requests', { shiftId: id });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Shift not found', code: 'SHIFT_NOT_FOUND' });
    expect((await fav.client.post('/api/booking-requests', { shiftId: id })).status).toBe(201);
    t.advance(24 * HOUR_MS);
    expect((await other.client.post('/api/booking-requests', { shiftId: id })).status).toBe(201);
  });

  test('total opportunities and the dashboard count it only once public', async () => {
    const { t, c, fav, other } = await network();
    await postInFirstLook(c);
    const total = async (party: Party) => (await party.client.get('/api/total-opportunities')).body.totalOpportunities;
    const available = async (party: Party) => (await party.client.get('/api/stats')).body.availableOpportunities;
    expect(await total(other)).toBe(0);
    expect(await available(other)).toBe(0);
    // The favourite's own search finds it, and so does its dashboard figure.
    expect(await available(fav)).toBe(1);
    t.advance(24 * HOUR_MS);
    expect(await total(other)).toBe(1);
    expect(await available(other)).toBe(1);
  });

  test('market data counts it once public', async () => {
    const { t, c, other } = await network();
    await postInFirstLook(c);
    const runner = createJobRunner(t.deps);
    await runner.run('market-refresh');
    const before = (await other.client.get('/api/market-data')).body.overall;
    expect([before.totalShifts, before.activeShifts]).toEqual([0, 0]);
    t.advance(24 * HOUR_MS);
    await runner.run('market-refresh');
    const after = (await other.client.get('/api/market-data')).body.overall;
    expect([after.totalShifts, after.activeShifts]).toEqual([1, 1]);
  });
});

test('a vet’s message assistant names a first-look shift only to a favourite', async () => {
  const { t, c, fav, other } = await network();
  await postInFirstLook(c);
  const userOf = (party: Party) => t.deps.db.select().from(users).where(eq(users.id, party.id)).get()!;
  const shiftsFor = (party: Party) => gatherContext(t.deps.db, userOf(party), userOf(c), t.deps.clock()).shifts;
  expect(shiftsFor(fav)).toHaveLength(1);
  expect(shiftsFor(other)).toHaveLength(0);
  t.advance(24 * HOUR_MS);
  expect(shiftsFor(other)).toHaveLength(1);
});

describe('first look: who is told, and when', () => {
  test('favourites get one e-mail per post naming the window; a vet with alerts off and non-favourites get none', async () => {
    const { t, c, fav, other } = await network();
    const quiet = await vet(t, BOULDER);
    favourite(t, c, quiet);
    expect((await quiet.client.request('PUT', '/api/alert-settings', { mode: 'off', digestHour: 7 })).status).toBe(200);
    // Posted 2026-11-22 12:00 UTC: 24 hours on is Mon 23 Nov, 5:00 AM in Denver.
    const posted = await c.client.post('/api/shifts', [
      { ...shift, firstLookHours: 24 },
      { ...shift, shiftDate: '2026-12-11', firstLookHours: 24 },
    ]);
    expect(posted.status).toBe(201);
    const mail = outbox(t);
    expect(mail.map((row) => row.to_address)).toEqual([emailOf(t, fav)]);
    expect(mail[0]!.subject).toBe('Harbor Vet posted 2 shifts for you first — first look until Mon 23 Nov, 5:00 AM');
    expect(mail[0]!.text_body).toContain('Thu, Dec 10 · 8:00 AM – 6:00 PM');
    expect(mail[0]!.text_body).toContain('Fri, Dec 11');
    expect(mail.some((row) => row.to_address === emailOf(t, other))).toBe(false);
  });

  test('no vet alert goes out during the window; the normal fan-out runs right after it, without the favourites', async () => {
    const { t, c, fav, other } = await network();
    await postInFirstLook(c);
    const before = outbox(t).length;
    t.advance(FANOUT_SETTLE_MS);
    expect(await fanOut(t)).toEqual({ fanouts: 0, deliveries: 0 });
    t.advance(24 * HOUR_MS - FANOUT_SETTLE_MS - 1);
    expect(await fanOut(t)).toEqual({ fanouts: 0, deliveries: 0 });
    expect(outbox(t)).toHaveLength(before);
    t.advance(1);
    const run = await fanOut(t);
    expect(run.fanouts).toBe(1);
    const told = outbox(t).slice(before);
    expect(told.map((row) => row.to_address)).toContain(emailOf(t, other));
    // The favourite had its own e-mail at posting: not told of the same shift twice.
    expect(told.map((row) => row.to_address)).not.toContain(emailOf(t, fav));
    expect(told[0]!.subject).toBe('Harbor Vet posted 1 shift near you');
  });

  test('a public post made moments earlier is fanned out without folding the first-look post into it', async () => {
    const { t, c, other } = await network();
    await c.client.post('/api/shifts', { ...shift, shiftDate: '2026-12-12', firstLookHours: 0 });
    t.advance(1000);
    await postInFirstLook(c);
    t.advance(FANOUT_SETTLE_MS);
    expect((await fanOut(t)).fanouts).toBe(1);
    const told = outbox(t).filter((row) => row.to_address === emailOf(t, other));
    expect(told).toHaveLength(1);
    expect(told[0]!.text_body).toContain('Sat, Dec 12');
    expect(told[0]!.text_body).not.toContain('Thu, Dec 10');
  });
});

describe('open to everyone now', () => {
  test('the clinic opens one date of a post: public at once and told now; the other date keeps its window', async () => {
    const { t, c, fav, other } = await network();
    const [first, second] = (
      await c.client.post('/api/shifts', [
        { ...shift, firstLookHours: 48 },
        { ...shift, shiftDate: '2026-12-11', firstLookHours: 48 },
      ])
    ).body as { id: number; firstLookUntil: number }[];
    const opened = await c.client.post(`/api/shifts/${first!.id}/open`, {});
    expect(opened.status).toBe(200);
    // The window ends now (kept, not cleared: the fan-out knows the favourites were told at posting).
    expect(opened.body).toMatchObject({ id: first!.id, firstLookUntil: t.deps.clock() });
    expect((await searchIds(other)).ids).toEqual([first!.id]);

    t.advance(FANOUT_SETTLE_MS);
    expect((await fanOut(t)).fanouts).toBe(1);
    const told = outbox(t).filter((row) => row.to_address === emailOf(t, other));
    expect(told).toHaveLength(1);
    expect(told[0]!.text_body).toContain('Thu, Dec 10');
    expect(told[0]!.text_body).not.toContain('Fri, Dec 11');
    // The favourite heard of both dates at posting, and of neither again.
    expect(outbox(t).filter((row) => row.to_address === emailOf(t, fav))).toHaveLength(1);

    // At the window's end the rest of the post goes out, without the date already told.
    t.advance(48 * HOUR_MS);
    expect((await fanOut(t)).fanouts).toBe(1);
    const later = outbox(t).filter((row) => row.to_address === emailOf(t, other));
    expect(later).toHaveLength(2);
    expect(later[1]!.text_body).toContain('Fri, Dec 11');
    expect(later[1]!.text_body).not.toContain('Thu, Dec 10');
    expect(outbox(t).filter((row) => row.to_address === emailOf(t, fav))).toHaveLength(1);
    expect((await searchIds(other)).ids).toEqual([first!.id, second!.id]);
  });

  test('409 when not in a first look, 404 for another clinic, 400 for a bad id', async () => {
    const { t, c } = await network();
    const { id } = await postInFirstLook(c);
    const stranger = await clinic(t, 'Elsewhere Vets');
    expect((await stranger.client.post(`/api/shifts/${id}/open`, {})).body).toEqual({ message: 'Shift not found', code: 'SHIFT_NOT_FOUND' });
    expect((await c.client.post(`/api/shifts/${id}/open`, {})).status).toBe(200);
    const again = await c.client.post(`/api/shifts/${id}/open`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('NOT_IN_FIRST_LOOK');
    const publicId = (await c.client.post('/api/shifts', { ...shift, shiftDate: '2026-12-12', firstLookHours: 0 })).body.id;
    expect((await c.client.post(`/api/shifts/${publicId}/open`, {})).status).toBe(409);
    expect((await c.client.post('/api/shifts/abc/open', {})).status).toBe(400);
    expect((await c.client.post('/api/shifts/999999/open', {})).status).toBe(404);
  });
});

describe('the post dialog’s defaults', () => {
  test('the clinic’s own profile carries the last post’s choices', async () => {
    const { c } = await network();
    const profile = async () => (await c.client.get('/api/auth/user')).body.profile;
    expect(await profile()).toMatchObject({ defaultFirstLookHours: 0, defaultInstantBooking: 'off' });
    await postInFirstLook(c, { firstLookHours: 12, instantBooking: 'favourites' });
    expect(await profile()).toMatchObject({ defaultFirstLookHours: 12, defaultInstantBooking: 'favourites' });
  });
});
