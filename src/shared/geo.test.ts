import { describe, expect, test } from 'bun:test';
import { boundingBox, distanceMiles } from './geo';

describe('distanceMiles', () => {
  test.each([
    ['Denver → Boulder', 39.7392, -104.9903, 40.015, -105.2705, 24, 26],
    ['New York → Los Angeles', 40.7128, -74.006, 34.0522, -118.2437, 2440, 2460],
    ['Chicago → Milwaukee', 41.8781, -87.6298, 43.0389, -87.9065, 80, 83],
    ['same point', 30, -90, 30, -90, 0, 0.0001],
  ])('%s', (_, lat1, lng1, lat2, lng2, min, max) => {
    const miles = distanceMiles(lat1, lng1, lat2, lng2);
    expect(miles).toBeGreaterThanOrEqual(min);
    expect(miles).toBeLessThanOrEqual(max);
  });
});

describe('boundingBox', () => {
  test('contains every point at the radius in every direction', () => {
    const box = boundingBox(39.74, -104.99, 50);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // A point ~49.9 miles away in this direction.
      const rad = (bearing * Math.PI) / 180;
      const lat = 39.74 + (49.9 / 69.0) * Math.cos(rad);
      const lng = -104.99 + ((49.9 / 69.0) * Math.sin(rad)) / Math.cos((39.74 * Math.PI) / 180);
      expect(distanceMiles(39.74, -104.99, lat, lng)).toBeLessThan(50.1);
      expect(lat).toBeGreaterThanOrEqual(box.minLat);
      expect(lat).toBeLessThanOrEqual(box.maxLat);
      expect(lng).toBeGreaterThanOrEqual(box.minLng);
      expect(lng).toBeLessThanOrEqual(box.maxLng);
    }
  });
});
