// "Favourites only" in both searches and the caller's own star on search cards and profiles: a
// vet sees only its favourite clinics' shifts with favourites=1, a clinic only its favourite
// vets; the other filters, the sorts and the radius still apply; each card says whether the
// caller starred it, and nobody else's star shows.
import { describe, expect, test } from 'bun:test';
import { ok } from '../testing/expect-ok';
import { createTestApp } from '../testing/harness';
import { BOULDER, clinic, DENVER, type Party, postShift, vet } from '../testing/marketplace';

/** About 95 miles from Boulder and 65 from Denver: inside the nationwide radius, outside 50 miles. */
const COLORADO_SPRINGS = { address: '1 S Tejon St', city: 'Colorado Springs', state: 'CO', zipCode: '80903', phone: '719-555-0100' };

const star = async (owner: Party, target: Party) => ok(await owner.client.request('PUT', `/api/favourites/${target.id}`), 'starring');
const shiftsFound = async (v: Party, query: string) => ok(await v.client.get(`/api/search-shifts?${query}`), `searching shifts ${query}`).body;
const vetsFound = async (c: Party, query: string) => ok(await c.client.get(`/api/nearby-vets?${query}`), `searching vets ${query}`).body;

async function market() {
  const t = createTestApp();
  const liked = await clinic(t, 'Liked Vets', DENVER);
  const other = await clinic(t, 'Other Vets', DENVER);
  const far = await clinic(t, 'Far Vets', COLORADO_SPRINGS);
  const v = await vet(t, BOULDER);
  const likedShifts = [await postShift(liked, { shiftDate: '2026-12-10' }), await postShift(liked, { shiftDate: '2026-12-11', practiceTypes: ['emergency'] })];
  const otherShift = await postShift(other);
  const farShift = await postShift(far);
  return { t, liked, other, far, v, likedShifts, otherShift, farShift };
}

describe('shift search, favourites only', () => {
  test("favourites=1: only the starred clinics' shifts, each marked; the other filters and the radius still apply", async () => {
    const { liked, far, v, likedShifts, otherShift, farShift } = await market();
    await star(v, liked);
    await star(v, far);
    const all = await shiftsFound(v, '');
    expect(all.total).toBe(4);
    const marks = Object.fromEntries(all.results.map((s: { id: number; clinic: { isFavourite: boolean } }) => [s.id, s.clinic.isFavourite]));
    expect(marks).toEqual({ [likedShifts[0]!]: true, [likedShifts[1]!]: true, [otherShift]: false, [farShift]: true });

    const only = await shiftsFound(v, 'favourites=1');
    expect(only.results.map((s: { id: number }) => s.id)).toEqual([...likedShifts, farShift]);
    expect(only.total).toBe(3);
    expect((await shiftsFound(v, 'favourites=1&radius=50')).results.map((s: { id: number }) => s.id)).toEqual(likedShifts);
    expect((await shiftsFound(v, 'favourites=1&practiceTypes=emergency')).results.map((s: { id: number }) => s.id)).toEqual([likedShifts[1]]);
    expect((await shiftsFound(v, 'favourites=1&sort=date&limit=1')).results.map((s: { id: number }) => s.id)).toEqual([likedShifts[0]]);
    expect((await shiftsFound(v, 'favourites=0')).total).toBe(4);
  });

  test('no favourites: favourites=1 finds nothing; a new shift shows at once; a clinic that unstarred drops out at once', async () => {
    const { liked, v } = await market();
    expect((await shiftsFound(v, 'favourites=1')).results).toEqual([]);
    await star(v, liked);
    expect((await shiftsFound(v, 'favourites=1')).total).toBe(2);
    // A shift posted after the index was built is found at once.
    const later = await postShift(liked, { shiftDate: '2026-12-12' });
    expect((await shiftsFound(v, 'favourites=1')).results.map((s: { id: number }) => s.id)).toContain(later);
    ok(await v.client.request('DELETE', `/api/favourites/${liked.id}`), 'unstarring');
    expect((await shiftsFound(v, 'favourites=1')).total).toBe(0);
  });

  test("another vet's stars neither filter nor mark this vet's search", async () => {
    const { t, liked, v } = await market();
    const otherVet = await vet(t, BOULDER);
    await star(otherVet, liked);
    expect((await shiftsFound(v, 'favourites=1')).total).toBe(0);
    expect((await shiftsFound(v, '')).results.every((s: { clinic: { isFavourite: boolean } }) => s.clinic.isFavourite === false)).toBe(true);
  });

  test.each(['yes', 'true', '2', '-1'])('favourites=%s is a clear 400', async (value) => {
    const { v } = await market();
    const answer = await v.client.get(`/api/search-shifts?favourites=${value}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('favourites must be 1 or 0');
  });
});

describe('vet search, favourites only', () => {
  test('favourites=1: only the starred vets, each marked, in every sort', async () => {
    const t = createTestApp();
    const c = await clinic(t, 'Liked Vets', DENVER);
    const near = await vet(t, DENVER);
    const mid = await vet(t, BOULDER);
    await vet(t, BOULDER);
    const farVet = await vet(t, COLORADO_SPRINGS);
    await star(c, mid);
    await star(c, farVet);
    await star(c, near);
    const all = await vetsFound(c, '');
    expect(all.total).toBe(4);
    expect(all.results.filter((r: { isFavourite: boolean }) => r.isFavourite).map((r: { userId: number }) => r.userId)).toEqual([near.id, mid.id, farVet.id]);
    for (const sort of ['distance', 'rating', 'name', 'experience', 'rate']) {
      const only = await vetsFound(c, `favourites=1&sort=${sort}`);
      expect(only.total).toBe(3);
      expect(new Set(only.results.map((r: { userId: number }) => r.userId))).toEqual(new Set([near.id, mid.id, farVet.id]));
    }
    expect((await vetsFound(c, 'favourites=1')).results.map((r: { userId: number }) => r.userId)).toEqual([near.id, mid.id, farVet.id]);
    expect((await vetsFound(c, 'favourites=1&radius=50')).results.map((r: { userId: number }) => r.userId)).toEqual([near.id, mid.id]);
    expect((await vetsFound(c, 'favourites=1&limit=1&offset=1')).results.map((r: { userId: number }) => r.userId)).toEqual([mid.id]);
  });
});

describe('profiles carry the reader’s own star', () => {
  test('a clinic reads a starred vet as isFavourite; the vet reading the clinic sees only its own star', async () => {
    const t = createTestApp();
    const c = await clinic(t, 'Liked Vets', DENVER);
    const v = await vet(t, BOULDER);
    await star(c, v);
    expect(ok(await c.client.get(`/api/people/${v.id}`), 'clinic reads vet').body.isFavourite).toBe(true);
    expect(ok(await v.client.get(`/api/people/${c.id}`), 'vet reads clinic').body.isFavourite).toBe(false);
    await star(v, c);
    expect(ok(await v.client.get(`/api/people/${c.id}`), 'vet reads clinic').body.isFavourite).toBe(true);
  });
});
