// A party's track record as cards and profiles word it: "★ 4.7 · 12 ratings" (shown from the
// third visible rating) and "12 completed shifts".
import type { TrackRecord } from '../../shared/shift-day';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** "★ 4.7 · 12 ratings", or null when too few ratings show. */
export function ratingText(rating: TrackRecord['rating']): string | null {
  return rating ? `★ ${rating.average.toFixed(1)} · ${plural(rating.count, 'rating', 'ratings')}` : null;
}

/** What a screen reader says for the stars. */
export function ratingLabel(rating: NonNullable<TrackRecord['rating']>): string {
  return `Rated ${rating.average.toFixed(1)} out of 5 from ${plural(rating.count, 'rating', 'ratings')}`;
}

export function completedShiftsText(count: number): string {
  return plural(count, 'completed shift', 'completed shifts');
}
