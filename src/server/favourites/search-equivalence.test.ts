// "Favourites only" answers exactly what the unfiltered search answers with the non-favourites
// crossed out by hand: the same entries, in the same order, with the same distances, paged the
// same way, with the same counts. The filter takes one of two roads (walk the favourites' own
// entries, or scan the radius with the filter added); both are checked against the same answer.
import { describe, expect, test } from 'bun:test';
import { earliestUsToday } from '../../shared/shifts';
import type { FavouriteList } from './favourite-lists';
import { byDistance, compareText, rankWithin, type Ranked } from '../lib/rank-within';
import { walkFavourites } from '../search/favourites-only';
import { type IndexedShift, openShiftIndex } from '../search/shift-index';
import { type IndexedVet, locatedVetIndex } from '../search/vet-index';
import { ok } from '../testing/expect-ok';
import { createTestApp, type TestApp } from '../testing/harness';
import { BOULDER, clinic, DENVER, idOf, NEW_YORK, type Party, postShift, vetAt } from '../testing/marketplace';

const COLORADO_SPRINGS = { address: '1 S Tejon St', city: 'Colorado Springs', state: 'CO', zipCode: '80903', phone: '719-555-0100' };
const FORT_COLLINS = { address: '300 Laporte Ave', city: 'Fort Collins', state: 'CO', zipCode: '80521', phone: '970-555-0100' };

const star = async (owner: Party, target: Party) => ok(await owner.client.request('PUT', `/api/favourites/${target.id}`), 'starring');
const body = async (party: Party, path: string) => ok(await party.client.get(path), path).body;

interface Page {
  results: { id?: number; userId?: number }[];
  total: number;
  totalCapped: boolean;
  hasMore: boolean;
}

/** Every page of `path&favourites=1`, two at a time, against the unfiltered answer crossed out by hand. */
async function expectSameAsByHand(party: Party, path: string, isFavourite: (result: any) => boolean): Promise<number> {
  const all: Page = await body(party, `${path}&limit=100`);
  const kept = all.results.filter(isFavourite);
  for (let offset = 0; offset <= kept.length; offset += 2) {
    const page: Page = await body(party, `${path}&favourites=1&limit=2&offset=${offset}`);
    expect({ path, offset, results: page.results, total: page.total, totalCapped: page.totalCapped, hasMore: page.hasMore }).toEqual({
      path,
      offset,
      results: kept.slice(offset, offset + 2),
      total: kept.length,
      totalCapped: false,
      hasMore: kept.length > offset + 2,
    });
  }
  return kept.length;
}

async function shiftMarket(t: TestApp) {
  const places = [DENVER, DENVER, BOULDER, COLORADO_SPRINGS, FORT_COLLINS, NEW_YORK];
  const clinics: Party[] = [];
  for (const [i, place] of places.entries()) {
    const c = await clinic(t, `Clinic ${i}`, place);
    clinics.push(c);
    for (let n = 0; n < 3; n++) {
      await postShift(c, {
        shiftDate: `2026-12-${10 + ((i + n) % 5)}`,
        hourlyRate: 7000 + ((i * 3 + n) % 4) * 500,
        practiceTypes: n === 1 ? ['emergency'] : ['small_animal'],
      });
    }
  }
  return clinics;
}

describe('favourites only equals the unfiltered search crossed out by hand', () => {
  test('shift search: every sort, radius and filter, paged two at a time', async () => {
    const t = createTestApp();
    const clinics = await shiftMarket(t);
    const v = { client: await vetAt(t, BOULDER), id: 0 };
    v.id = await idOf(v.client);
    // Starred: one of two Denver clinics, Colorado Springs, Fort Collins and New York.
    for (const i of [1, 3, 4, 5]) await star(v, clinics[i]!);
    const starred = (s: { clinic: { isFavourite: boolean } }) => s.clinic.isFavourite;
    let found = 0;
    for (const radius of [10, 25, 100, 1200])
      for (const sort of ['distance', 'rate', 'date'])
        for (const filter of ['', '&practiceTypes=emergency'])
          found += await expectSameAsByHand(v, `/api/search-shifts?radius=${radius}&sort=${sort}${filter}`, starred);
    // Not vacuous: the wide searches found the far favourites.
    expect(found).toBeGreaterThan(50);
  }, 60_000);

  test('vet search: every sort, radius and filter, paged two at a time', async () => {
    const t = createTestApp();
    const c = await clinic(t, 'Searching Clinic', DENVER);
    const places = [DENVER, DENVER, BOULDER, BOULDER, COLORADO_SPRINGS, FORT_COLLINS, NEW_YORK, DENVER];
    const vets: Party[] = [];
    for (const [i, place] of places.entries()) {
      const client = await vetAt(t, place, { experienceYears: 2 + (i % 3) * 4, hourlyRate: 8000 + (i % 4) * 500 });
      vets.push({ client, id: await idOf(client) });
    }
    for (const i of [0, 2, 4, 5, 6]) await star(c, vets[i]!);
    const starred = (r: { isFavourite: boolean }) => r.isFavourite;
    let found = 0;
    for (const radius of [10, 25, 100, 1200])
      for (const sort of ['distance', 'rating', 'name', 'experience', 'rate'])
        for (const filter of ['', '&minExperience=5']) found += await expectSameAsByHand(c, `/api/nearby-vets?radius=${radius}&sort=${sort}${filter}`, starred);
    expect(found).toBeGreaterThan(40);
  }, 60_000);
});

describe('both roads give the same answer', () => {
  // The page a search would cut: the nearest-first scan hands back its whole last ring.
  const ids = (answer: { ranked: Ranked<{ id: number }>[]; counted: number }, wanted: number) => ({
    ids: answer.ranked.slice(0, wanted).map((r) => [r.entry.id, r.distance]),
    counted: answer.counted,
  });
  const listOf = (keys: number[]): FavouriteList => ({ ids: keys, has: (id) => keys.includes(id) });
  const BOULDER_AT = { latitude: 40.0195, longitude: -105.2747 };

  test('shifts: walking the starred clinics equals scanning the radius with the filter', async () => {
    const t = createTestApp();
    const clinics = await shiftMarket(t);
    const grid = openShiftIndex(t.deps.db, earliestUsToday(t.deps.clock()));
    // The second list names two clinics at one address, the later-posted first: its shifts fill a
    // short page, and the other's (as near, with lower ids) must still take their places.
    const lists = [
      [1, 3, 4, 5],
      [1, 0, 3],
    ].map((picked) => listOf(picked.map((i) => clinics[i]!.id)));
    const byRate = (a: Ranked<IndexedShift>, b: Ranked<IndexedShift>) => b.entry.shift.hourlyRate - a.entry.shift.hourlyRate || a.entry.id - b.entry.id;
    const byDate = (a: Ranked<IndexedShift>, b: Ranked<IndexedShift>) =>
      compareText(a.entry.shift.shiftDate, b.entry.shift.shiftDate) || a.entry.id - b.entry.id;
    const emergency = (entry: IndexedShift) => entry.shift.practiceTypes.includes('emergency');
    for (const list of lists)
      for (const radius of [10, 25, 100, 1200])
        for (const wanted of [1, 3, 50])
          for (const order of [null, byRate, byDate])
            for (const matches of [null, emergency]) {
              const options = { ...BOULDER_AT, radius, wanted, order, matches, firstRingMiles: 5 };
              const scanned = rankWithin(grid, { ...options, matches: (e) => list.has(e.shift.clinicId) && (!matches || matches(e)) });
              expect(ids(walkFavourites(grid, list, 'group', options), wanted)).toEqual(ids(scanned, wanted));
            }
  }, 60_000);

  test('vets: walking the starred vets equals scanning the radius with the filter', async () => {
    const t = createTestApp();
    const ids_: number[] = [];
    for (const place of [DENVER, BOULDER, COLORADO_SPRINGS, FORT_COLLINS, NEW_YORK, DENVER]) ids_.push(await idOf(await vetAt(t, place)));
    const grid = locatedVetIndex(t.deps.db, earliestUsToday(t.deps.clock()));
    const list = listOf([ids_[0]!, ids_[2]!, ids_[4]!, ids_[5]!]);
    const byName = (a: Ranked<IndexedVet>, b: Ranked<IndexedVet>) => compareText(a.entry.nameKey, b.entry.nameKey) || byDistance(a, b);
    for (const radius of [10, 25, 100, 1200])
      for (const wanted of [1, 2, 50])
        for (const order of [null, byName]) {
          const options = { ...BOULDER_AT, radius, wanted, order, matches: null, firstRingMiles: 50 };
          const scanned = rankWithin(grid, { ...options, matches: (e) => list.has(e.id) });
          expect(ids(walkFavourites(grid, list, 'id', options), wanted)).toEqual(ids(scanned, wanted));
        }
  }, 60_000);

  test('a clinic whose shifts sit at two places is walked shift by shift, and placed once again when they share one', async () => {
    const t = createTestApp();
    const [c] = await shiftMarket(t);
    const grid = openShiftIndex(t.deps.db, earliestUsToday(t.deps.clock()));
    const list = listOf([c!.id]);
    const options = { ...BOULDER_AT, radius: 1200, wanted: 50, order: null, matches: null, firstRingMiles: 5 };
    const [first] = grid.group(c!.id);
    // One of its shifts moved (as if the clinic moved between postings): the group has no one place.
    grid.set({ ...first!, latitude: first!.latitude + 1 });
    expect(grid.groupAt(c!.id)!.latitude).toBeNaN();
    const scan = () => rankWithin(grid, { ...options, matches: (e) => list.has(e.shift.clinicId) });
    expect(ids(walkFavourites(grid, list, 'group', options), 50)).toEqual(ids(scan(), 50));
    grid.delete(first!.id);
    expect(grid.groupAt(c!.id)!.latitude).toBe(first!.latitude);
    expect(ids(walkFavourites(grid, list, 'group', options), 50)).toEqual(ids(scan(), 50));
  }, 60_000);
});

describe('the favourites looked up in the grids follow its changes', () => {
  const ids = (page: { results: { id?: number; userId?: number }[] }) => page.results.map((r) => r.id ?? r.userId);

  test('shifts: a starred clinic posting its first shift, and losing its last, show at once', async () => {
    const t = createTestApp();
    const [a, b] = [await clinic(t, 'A', DENVER), await clinic(t, 'B', COLORADO_SPRINGS)];
    // Shifts nobody starred, so the search walks the list rather than scanning its few shifts.
    const other = await clinic(t, 'Other', DENVER);
    for (let n = 0; n < 4; n++) await postShift(other);
    const v = { client: await vetAt(t, BOULDER), id: 0 };
    v.id = await idOf(v.client);
    const first = await postShift(a);
    await star(v, a);
    await star(v, b);
    const only = '/api/search-shifts?radius=1200&favourites=1';
    expect(ids(await body(v, only))).toEqual([first]);
    const second = await postShift(b);
    expect(ids(await body(v, only))).toEqual([first, second]);
    const third = await postShift(a, { shiftDate: '2026-12-11' });
    expect(ids(await body(v, only))).toEqual([first, third, second]);
    for (const id of [first, third]) ok(await a.client.request('DELETE', `/api/shifts/${id}`), 'deleting a shift');
    expect(ids(await body(v, only))).toEqual([second]);
    const page = await body(v, only);
    expect(page.total).toBe(1);
  });

  test('vets: a starred vet who moves is found at the new distance at once', async () => {
    const t = createTestApp();
    const c = await clinic(t, 'Searching Clinic', DENVER);
    const client = await vetAt(t, BOULDER);
    const v = { client, id: await idOf(client) };
    await star(c, v);
    const only = '/api/nearby-vets?radius=1200&favourites=1';
    const before = (await body(c, only)).results[0].distance;
    ok(
      await client.request('PUT', '/api/vet-profiles', {
        firstName: 'Sam',
        lastName: 'Moved',
        licenseNumber: 'CO-1',
        experienceYears: 6,
        hourlyRate: 9000,
        ...COLORADO_SPRINGS,
      }),
      'moving',
    );
    const after = (await body(c, only)).results[0];
    expect(after).toMatchObject({ userId: v.id, lastName: 'Moved' });
    expect(after.distance).toBeGreaterThan(before);
  });
});
