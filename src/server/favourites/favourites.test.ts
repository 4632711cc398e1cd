// Favourites through the API: a clinic stars vets and a vet stars clinics, both idempotent; the
// list is the owner's own, newest first, with the public card and the shifts worked together;
// the wrong kind, oneself, an unknown account and a full list are refused and change nothing;
// and being starred shows nowhere in the starred side's answers.
import { describe, expect, test } from 'bun:test';
import { FAVOURITES_MAX } from '../../shared/trusted-network';
import { favourites } from '../db/schema';
import { ok } from '../testing/expect-ok';
import { createTestApp } from '../testing/harness';
import { clinic, NEW_YORK, type Party, vet } from '../testing/marketplace';
import { completedShift } from '../testing/ratings';
import { rowCount } from '../testing/rows';

const star = (owner: Party, target: number | string) => owner.client.request('PUT', `/api/favourites/${target}`);
const unstar = (owner: Party, target: number | string) => owner.client.request('DELETE', `/api/favourites/${target}`);
const listOf = async (owner: Party) => ok(await owner.client.get('/api/favourites'), 'listing favourites').body;

async function world() {
  const t = createTestApp();
  const c = await clinic(t, 'Larimer Vets');
  const otherClinic = await clinic(t, 'Harbor Vets', NEW_YORK);
  const v = await vet(t);
  const otherVet = await vet(t);
  return { t, c, otherClinic, v, otherVet };
}

describe('starring and unstarring', () => {
  test('a clinic stars a vet: the card with name, city and state; starring again changes nothing', async () => {
    const { t, c, v } = await world();
    const first = ok(await star(c, v.id), 'starring');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ userId: v.id, role: 'relief_vet', city: 'Boulder', state: 'CO', shiftsTogether: 0, lastShiftDate: null });
    expect(first.body.name).toStartWith('Dr. Sam Rivera');
    t.advance(60_000);
    const again = ok(await star(c, v.id), 'starring again');
    expect(again.body).toEqual(first.body);
    expect(rowCount(t, 'favourites')).toBe(1);
  });

  test("a vet stars a clinic: the clinic's card", async () => {
    const { c, v } = await world();
    const answer = ok(await star(v, c.id), 'starring');
    expect(answer.body).toMatchObject({ userId: c.id, role: 'clinic', name: 'Larimer Vets', city: 'Denver', state: 'CO' });
  });

  test('unstarring is idempotent: 204 whether or not the star was there', async () => {
    const { t, c, v } = await world();
    ok(await star(c, v.id), 'starring');
    const removed = await unstar(c, v.id);
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    expect(rowCount(t, 'favourites')).toBe(0);
    expect((await unstar(c, v.id)).status).toBe(204);
    expect(await listOf(c)).toEqual([]);
  });

  test.each([
    ['a clinic stars a clinic', 'c', 'otherClinic', 400, 'FAVOURITE_WRONG_KIND', /clinics/i],
    ['a vet stars a vet', 'v', 'otherVet', 400, 'FAVOURITE_WRONG_KIND', /clinics only/i],
    ['a clinic stars itself', 'c', 'c', 400, 'FAVOURITE_SELF', /yourself/],
    ['a vet stars an unknown account', 'v', 'missing', 404, 'USER_NOT_FOUND', /not found/],
  ] as const)('%s: refused, nothing stored', async (_, who, whom, status, code, message) => {
    const w = await world();
    const target = whom === 'missing' ? 999_999 : w[whom].id;
    for (const call of [star, unstar]) {
      const answer = await call(w[who], target);
      expect(answer.status).toBe(status);
      expect(answer.body.code).toBe(code);
      expect(answer.body.message).toMatch(message);
    }
    expect(rowCount(w.t, 'favourites')).toBe(0);
  });

  test('a deleted account is not found, and its stars go with it', async () => {
    const { t, c, v } = await world();
    ok(await star(c, v.id), 'starring');
    t.deps.db.$client.run('DELETE FROM users WHERE id = ?', [v.id]);
    expect(await listOf(c)).toEqual([]);
    expect((await star(c, v.id)).status).toBe(404);
  });

  test.each(['abc', '0', '07', '1.5'])('a malformed id (%s) is 400', async (id) => {
    const { c } = await world();
    const answer = await star(c, id);
    expect(answer.status).toBe(400);
    expect(typeof answer.body.message).toBe('string');
  });

  test(`a list holds at most ${FAVOURITES_MAX}: the next star is 409 and stores nothing; a star already held still answers`, async () => {
    const { t, c, v, otherVet } = await world();
    ok(await star(c, v.id), 'starring');
    // Fill the list in the database: accounts to point at are cheap there, not through the API.
    const filler = t.deps.db.$client.prepare(
      "INSERT INTO users (email, password_hash, first_name, last_name, user_type) VALUES (?, 'x', 'F', 'V', 'relief_vet') RETURNING id",
    );
    const ids = Array.from({ length: FAVOURITES_MAX - 1 }, (_, i) => (filler.get(`filler${i}@example.com`) as { id: number }).id);
    t.deps.db
      .insert(favourites)
      .values(ids.map((targetId) => ({ ownerId: c.id, targetId, createdAt: 1 })))
      .run();
    const full = await star(c, otherVet.id);
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('FAVOURITES_FULL');
    expect(rowCount(t, 'favourites')).toBe(FAVOURITES_MAX);
    expect((await star(c, v.id)).status).toBe(200);
    ok(await unstar(c, v.id), 'making room');
    expect((await star(c, otherVet.id)).status).toBe(200);
  });
});

describe('the list', () => {
  test("newest first, the owner's own only", async () => {
    const { t, c, v, otherVet, otherClinic } = await world();
    ok(await star(c, v.id), 'starring the first');
    t.advance(1000);
    ok(await star(c, otherVet.id), 'starring the second');
    ok(await star(v, c.id), 'the vet starring back');
    expect((await listOf(c)).map((f: { userId: number }) => f.userId)).toEqual([otherVet.id, v.id]);
    expect((await listOf(v)).map((f: { userId: number }) => f.userId)).toEqual([c.id]);
    expect(await listOf(otherClinic)).toEqual([]);
  });

  test('shifts worked together and the last date, from each side', async () => {
    const { t, c, v, otherVet } = await world();
    await completedShift(t, c, v);
    const { shiftId } = await completedShift(t, c, v);
    const last = t.deps.db.$client.query('SELECT shift_date AS d FROM shifts WHERE id = ?').get(shiftId) as { d: string };
    ok(await star(c, v.id), 'clinic stars vet');
    ok(await star(c, otherVet.id), 'clinic stars the other vet');
    ok(await star(v, c.id), 'vet stars clinic');
    const team = await listOf(c);
    expect(team.find((f: { userId: number }) => f.userId === v.id)).toMatchObject({ shiftsTogether: 2, lastShiftDate: last.d });
    expect(team.find((f: { userId: number }) => f.userId === otherVet.id)).toMatchObject({ shiftsTogether: 0, lastShiftDate: null });
    expect((await listOf(v))[0]).toMatchObject({ userId: c.id, shiftsTogether: 2, lastShiftDate: last.d });
  });
});

describe('privacy', () => {
  /** What the starred side reads about itself and the one who starred it. */
  async function seenBy(starred: Party, starrer: Party) {
    const paths = ['/api/favourites', '/api/auth/user', `/api/people/${starrer.id}`, '/api/stats', '/api/booking-requests'];
    const answers: unknown[] = [];
    for (const path of paths) answers.push(ok(await starred.client.get(path), path).text);
    return answers;
  }

  test('the starred side cannot tell: its answers are the same before and after', async () => {
    const { c, v } = await world();
    const vetBefore = await seenBy(v, c);
    const clinicBefore = await seenBy(c, v);
    ok(await star(c, v.id), 'clinic stars vet');
    expect(await seenBy(v, c)).toEqual(vetBefore);
    ok(await unstar(c, v.id), 'unstarring');
    ok(await star(v, c.id), 'vet stars clinic');
    expect(await seenBy(c, v)).toEqual(clinicBefore);
  });
});
