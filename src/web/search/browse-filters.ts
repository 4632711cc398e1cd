// The filters of /browse and how they become a search (spec 2 §2, §9).
import type { AVAILABILITY_STATUSES } from '../../shared/search';
import { DISTANCE_OPTIONS, NATIONWIDE_RADIUS } from '../../shared/geo';
import { SEARCH_PAGE_SIZE, type SHIFT_SORTS } from '../../shared/search';
import type { PracticeType } from '../lib/shift-format';

/** 'all' searches as far as the nationwide radius. */
export type DistanceChoice = 'all' | `${(typeof DISTANCE_OPTIONS)[number]}`;
export type BrowseSort = 'distance' | 'name' | 'experience' | 'rate';
export type AvailabilityChoice = 'all' | (typeof AVAILABILITY_STATUSES)[number];

export const EXPERIENCE_OPTIONS = [0, 1, 3, 5, 10, 15] as const;

export interface BrowseFilters {
  practiceTypes: PracticeType[];
  distance: DistanceChoice;
  minExperience: number;
  availability: AvailabilityChoice;
  sort: BrowseSort;
}

export const INITIAL_FILTERS: BrowseFilters = { practiceTypes: [], distance: '1200', minExperience: 0, availability: 'all', sort: 'distance' };
/** Clear Filters resets the distance to 1000 miles, not the initial nationwide (spec 2 §9). */
export const CLEARED_FILTERS: BrowseFilters = { ...INITIAL_FILTERS, distance: '1000' };

export const DISTANCE_CHOICES: { value: DistanceChoice; label: string }[] = [
  { value: 'all', label: 'All distances' },
  ...DISTANCE_OPTIONS.map((miles) => ({
    value: String(miles) as DistanceChoice,
    label: miles === NATIONWIDE_RADIUS ? 'Nationwide' : `Within ${miles.toLocaleString('en-US')} miles`,
  })),
];

export function radiusOf(distance: DistanceChoice): number {
  return distance === 'all' ? NATIONWIDE_RADIUS : Number(distance);
}

/** The sorts each side offers: experience is for clinics looking at vets. */
export function sortChoices(forClinic: boolean): { value: BrowseSort; label: string }[] {
  return [
    { value: 'distance', label: 'Distance (nearest)' },
    { value: 'name', label: forClinic ? 'Name (A–Z)' : 'Clinic name (A–Z)' },
    ...(forClinic ? [{ value: 'experience' as const, label: 'Experience (most)' }] : []),
    { value: 'rate', label: 'Rate (highest first)' },
  ];
}

function baseParams(filters: BrowseFilters, offset: number): URLSearchParams {
  const params = new URLSearchParams({ radius: String(radiusOf(filters.distance)), limit: String(SEARCH_PAGE_SIZE), offset: String(offset) });
  if (filters.practiceTypes.length > 0) params.set('practiceTypes', filters.practiceTypes.join(','));
  return params;
}

/** The server sorts shifts by distance, rate or date; clinic-name order is made here from distance pages. */
export function shiftSearchParams(filters: BrowseFilters, offset: number): URLSearchParams {
  const params = baseParams(filters, offset);
  const sort: (typeof SHIFT_SORTS)[number] = filters.sort === 'rate' ? 'rate' : 'distance';
  params.set('sort', sort);
  return params;
}

export function vetSearchParams(filters: BrowseFilters, offset: number): URLSearchParams {
  const params = baseParams(filters, offset);
  params.set('sort', filters.sort);
  if (filters.minExperience > 0) params.set('minExperience', String(filters.minExperience));
  if (filters.availability !== 'all') params.set('availability', filters.availability);
  return params;
}
