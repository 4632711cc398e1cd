import { expect, test } from 'bun:test';
import { bestOf } from './best-of';

test('keeps the first N of a stream in order, whatever order they come in', () => {
  const values = Array.from({ length: 500 }, (_, i) => (i * 7919) % 500);
  const best = bestOf<number>(10, (a, b) => b - a);
  for (const value of values) best.offer(value);
  expect(best.sorted()).toEqual([499, 498, 497, 496, 495, 494, 493, 492, 491, 490]);
});

test('keeps everything when the stream is shorter than N; ties keep arrival order', () => {
  const best = bestOf<{ rate: number; id: number }>(5, (a, b) => b.rate - a.rate);
  for (const item of [
    { rate: 1, id: 1 },
    { rate: 2, id: 2 },
    { rate: 1, id: 3 },
  ])
    best.offer(item);
  expect(best.sorted().map((item) => item.id)).toEqual([2, 1, 3]);
});
