import { describe, expect, test } from 'bun:test';
import { distanceMiles } from '../../shared/geo';
import { PointGrid, type GridPoint } from './point-grid';

// A seeded generator, so a failure names the same points every run.
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
}

function scatter(count: number, next: () => number): GridPoint[] {
  // Around Denver, ±6° of latitude and longitude.
  return Array.from({ length: count }, (_, i) => ({ id: i + 1, latitude: 39.7 + (next() - 0.5) * 12, longitude: -105 + (next() - 0.5) * 12 }));
}

describe('PointGrid', () => {
  test.each([0.25, 1])('with %f° cells finds exactly the points a brute-force scan finds', (cellDegrees) => {
    const points = scatter(5000, random(7));
    const grid = new PointGrid<GridPoint>(cellDegrees);
    for (const point of points) grid.set(point);
    for (const miles of [1, 10, 25, 100, 400]) {
      const found = new Map<number, number>();
      grid.forEachWithin(39.75, -104.99, miles, (point, distance) => void found.set(point.id, distance));
      const expected = points.filter((point) => distanceMiles(39.75, -104.99, point.latitude, point.longitude) <= miles);
      expect([...found.keys()].sort((a, b) => a - b)).toEqual(expected.map((point) => point.id));
      for (const point of expected) expect(found.get(point.id)).toBeCloseTo(distanceMiles(39.75, -104.99, point.latitude, point.longitude), 9);
    }
  });

  test.each([0.25, 1])('with %f° cells counts what a brute-force scan counts, with and without a filter, up to the cap', (cellDegrees) => {
    const points = scatter(20000, random(11));
    const grid = new PointGrid<GridPoint>(cellDegrees);
    for (const point of points) grid.set(point);
    const even = (point: GridPoint) => point.id % 2 === 0;
    for (const miles of [5, 60, 150, 300]) {
      const inside = points.filter((point) => distanceMiles(39.75, -104.99, point.latitude, point.longitude) <= miles);
      expect(grid.countWithin(39.75, -104.99, miles, 1e9)).toBe(inside.length);
      expect(grid.countWithin(39.75, -104.99, miles, 1e9, even)).toBe(inside.filter(even).length);
      expect(grid.countWithin(39.75, -104.99, miles, 100)).toBe(Math.min(100, inside.length));
    }
  });

  test('a walk stopped early has seen the centre cell first', () => {
    const grid = new PointGrid<GridPoint>(0.25);
    grid.set({ id: 1, latitude: 42, longitude: -100 });
    grid.set({ id: 2, latitude: 39.751, longitude: -104.991 });
    const seen: number[] = [];
    grid.forEachWithin(39.75, -104.99, 1200, (point) => {
      seen.push(point.id);
      return false;
    });
    expect(seen).toEqual([2]);
  });

  test('set moves a point, delete removes it, size counts them', () => {
    const grid = new PointGrid<GridPoint>(0.25);
    grid.set({ id: 1, latitude: 39.75, longitude: -104.99 });
    grid.set({ id: 1, latitude: 40.71, longitude: -74.0 });
    expect(grid.size).toBe(1);
    const nearDenver: number[] = [];
    grid.forEachWithin(39.75, -104.99, 50, (point) => void nearDenver.push(point.id));
    expect(nearDenver).toEqual([]);
    expect(grid.get(1)?.longitude).toBe(-74.0);
    grid.delete(1);
    expect(grid.size).toBe(0);
    expect(grid.get(1)).toBeUndefined();
  });
});

test('countNear bounds countWithin from above without a distance, and stops at the cap', () => {
  const grid = new PointGrid<GridPoint>(1);
  grid.load(scatter(3000, random(11)));
  for (const miles of [5, 50, 200, 800]) {
    const exact = grid.countWithin(39.75, -104.99, miles, Number.MAX_SAFE_INTEGER);
    expect(grid.countNear(39.75, -104.99, miles, Number.MAX_SAFE_INTEGER)).toBeGreaterThanOrEqual(exact);
    expect(grid.countNear(39.75, -104.99, miles, 10)).toBe(Math.min(10, grid.countNear(39.75, -104.99, miles, Number.MAX_SAFE_INTEGER)));
  }
});

describe('PointGrid: the kept order', () => {
  type Scored = GridPoint & { score: number };
  const order = { includes: (point: Scored) => point.score >= 0, compare: (a: Scored, b: Scored) => b.score - a.score || a.id - b.id };
  const sorted = (grid: PointGrid<Scored>) => [...grid.points()].filter(order.includes).sort(order.compare);

  test('after a load and thousands of sets, moves and deletes it is exactly the points it includes, sorted', () => {
    const next = random(21);
    const grid = new PointGrid<Scored>(1, order);
    // Scores from a handful of values, so ties (broken by id) are common; negative: left out.
    const scored = (point: GridPoint): Scored => ({ ...point, score: Math.floor(next() * 6) - 1 });
    grid.load(scatter(2000, next).map(scored));
    expect(grid.ordered()).toEqual(sorted(grid));
    for (let step = 0; step < 3000; step++) {
      const id = 1 + Math.floor(next() * 2500);
      if (next() < 0.2) grid.delete(id);
      else grid.set(scored({ id, latitude: 39.7 + (next() - 0.5) * 12, longitude: -105 + (next() - 0.5) * 12 }));
    }
    expect(grid.ordered()).toEqual(sorted(grid));
    grid.clear();
    expect(grid.ordered()).toEqual([]);
  });

  test('a grid without an order keeps none', () => {
    const grid = new PointGrid<GridPoint>(1);
    grid.load(scatter(10, random(3)));
    expect(grid.ordered()).toEqual([]);
  });
});
