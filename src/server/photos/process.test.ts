// The centre square handed to the resizer: cropped to the middle, shrunk by whole blocks when
// large, and a transparent logo's edges keep their colour.
import { describe, expect, test } from 'bun:test';
import { halves } from '../testing/images';
import { centreSquare } from './process';

const colour = (pixels: { data: Uint8ClampedArray; width: number }, x: number, y: number) => [
  ...pixels.data.subarray((y * pixels.width + x) * 4, (y * pixels.width + x) * 4 + 4),
];

describe('centreSquare', () => {
  test('a small landscape image: its middle square, unscaled', () => {
    const square = centreSquare(halves(300, 200));
    expect([square.width, square.height]).toEqual([200, 200]);
    expect(colour(square, 0, 0)).toEqual([220, 30, 20, 255]);
    expect(colour(square, 199, 199)).toEqual([20, 30, 220, 255]);
  });

  test('a 12-megapixel portrait: the middle square, shrunk by whole blocks to between 512 and 1023 a side', () => {
    const square = centreSquare(halves(3000, 4000));
    // 3000 / 5 blocks.
    expect([square.width, square.height]).toEqual([600, 600]);
    expect(colour(square, 10, 300)).toEqual([220, 30, 20, 255]);
    expect(colour(square, 590, 300)).toEqual([20, 30, 220, 255]);
  });

  test('transparent pixels do not darken the colour beside them', () => {
    const image = halves(2048, 2048);
    // Every other column transparent black.
    for (let at = 0; at < image.data.length; at += 8) image.data.set([0, 0, 0, 0], at);
    const square = centreSquare(image);
    expect(square.width).toBe(512);
    // Each 4 × 4 block is half transparent: half as opaque, the same red.
    expect(colour(square, 0, 0)).toEqual([220, 30, 20, 128]);
  });
});
