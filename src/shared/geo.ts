// Great-circle distance and the bounding box that prefilters a radius search (pure, both sides).
export const EARTH_RADIUS_MILES = 3958.8;
/** The distance filter's largest option; it means "anywhere in the country". */
export const NATIONWIDE_RADIUS = 1200;
export const DISTANCE_OPTIONS = [10, 25, 50, 100, 200, 500, 1000, 1200] as const;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in miles. */
export function distanceMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLng = toRadians(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** The lat/lng box that contains every point within `miles` of the centre. */
export function boundingBox(lat: number, lng: number, miles: number): BoundingBox {
  const dLat = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const cosLat = Math.cos(toRadians(lat));
  const dLng = cosLat < 1e-6 ? 180 : Math.min(180, dLat / cosLat);
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}
