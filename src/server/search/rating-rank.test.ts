// The wide rating sort (walking the rated vets in order) must rank exactly as scanning the circle
// does, whatever the radius, page, filter and ties: checked on random vets around Denver.
import { expect, test } from 'bun:test';
import fc from 'fast-check';
import { PointGrid } from '../lib/point-grid';
import { rankByRating } from './rating-rank';
import { type IndexedVet, RATING_ORDER } from './vet-index';

const vetArbitrary = fc.record({
  latitude: fc.double({ min: 37, max: 42, noNaN: true }),
  longitude: fc.double({ min: -108, max: -102, noNaN: true }),
  // A few keys only, so ties (same average and count) are common; -1: below the threshold.
  ratingKey: fc.constantFrom(-1, -1, 40_000_003, 45_000_003, 45_000_007, 50_000_012),
  even: fc.boolean(),
});

test('walking the rating order ranks as scanning the circle', () => {
  fc.assert(
    fc.property(
      fc.array(vetArbitrary, { minLength: 1, maxLength: 120 }),
      fc.integer({ min: 5, max: 400 }),
      fc.integer({ min: 1, max: 60 }),
      fc.boolean(),
      (vets, radius, wanted, filtered) => {
        const grid = new PointGrid<IndexedVet>(1, RATING_ORDER);
        for (const [i, vet] of vets.entries()) {
          grid.set({ id: i + 1, latitude: vet.latitude, longitude: vet.longitude, ratingKey: vet.ratingKey, even: vet.even } as unknown as IndexedVet);
        }
        // Records change after the load: a third of the vets leave, are rated anew or lose their rating.
        for (const [i, vet] of vets.entries()) {
          if (i % 3 !== 0) continue;
          if (vet.even) grid.delete(i + 1);
          else
            grid.set({
              id: i + 1,
              latitude: vet.latitude,
              longitude: vet.longitude,
              ratingKey: vet.ratingKey < 0 ? 47_000_005 : -1,
              even: vet.even,
            } as unknown as IndexedVet);
        }
        const matches = filtered ? (vet: IndexedVet) => (vet as unknown as { even: boolean }).even : null;
        const options = { latitude: 39.75, longitude: -105, radius, wanted, firstRingMiles: 50, matches };
        const ids = (scanUpTo: number) => {
          const { ranked, counted } = rankByRating(grid, { ...options, scanUpTo });
          return { ids: ranked.slice(0, wanted).map((r) => r.entry.id), counted };
        };
        expect(ids(1)).toEqual(ids(Number.MAX_SAFE_INTEGER));
      },
    ),
    { seed: 21, numRuns: 300 },
  );
});

test('the rated order follows the grid: a vet rated later moves up, one that leaves is gone', () => {
  const grid = new PointGrid<IndexedVet>(1, RATING_ORDER);
  const vet = (id: number, ratingKey: number) => ({ id, latitude: 39.75, longitude: -105 + id / 100, ratingKey }) as unknown as IndexedVet;
  grid.set(vet(1, 40_000_003));
  grid.set(vet(2, -1));
  const order = () =>
    rankByRating(grid, { latitude: 39.75, longitude: -105, radius: 100, wanted: 2, firstRingMiles: 50, matches: null, scanUpTo: 1 }).ranked.map(
      (r) => r.entry.id,
    );
  expect(order()).toEqual([1, 2]);
  grid.set(vet(2, 50_000_003));
  expect(order()).toEqual([2, 1]);
  grid.delete(2);
  expect(order()).toEqual([1]);
  expect(grid.ordered().map((v) => v.id)).toEqual([1]);
});
