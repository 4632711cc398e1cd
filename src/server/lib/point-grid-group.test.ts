// PointGrid's group index (the shift grid's shifts by clinic, which "favourites only" reads):
// it follows every set, move, delete and clear, and a grid without groupOf has no groups.
import { expect, test } from 'bun:test';
import { PointGrid } from './point-grid';

interface Point {
  id: number;
  latitude: number;
  longitude: number;
  owner: number;
}

const ids = (points: Iterable<Point>) => [...points].map((point) => point.id).sort((a, b) => a - b);

test('points are found by their group key as they are set, moved, regrouped, deleted and cleared', () => {
  const grid = new PointGrid<Point>(0.25, null, (point) => point.owner);
  grid.load([
    { id: 1, latitude: 39.7, longitude: -105, owner: 10 },
    { id: 2, latitude: 40.0, longitude: -105.3, owner: 10 },
    { id: 3, latitude: 34.0, longitude: -118.2, owner: 20 },
  ]);
  expect(ids(grid.group(10))).toEqual([1, 2]);
  expect(ids(grid.group(20))).toEqual([3]);
  grid.set({ id: 2, latitude: 41, longitude: -104, owner: 20 });
  expect(ids(grid.group(10))).toEqual([1]);
  expect(ids(grid.group(20))).toEqual([2, 3]);
  grid.delete(1);
  expect(ids(grid.group(10))).toEqual([]);
  grid.clear();
  expect(ids(grid.group(20))).toEqual([]);
  expect(ids(new PointGrid<Point>(1).group(10))).toEqual([]);
});
