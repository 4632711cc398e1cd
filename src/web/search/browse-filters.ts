// The filters of /browse and how they become a search (spec 2 §2, §9).
import type { AVAILABILITY_STATUSES } from '../../shared/search';
import { DISTANCE_OPTIONS, NATIONWIDE_RADIUS } from '../../shared/geo';
import { SEARCH_PAGE_SIZE } from '../../shared/search-limits';
import type { SHIFT_SORTS } from '../../shared/search';
import type { ClinicProfile, VetProfile } from '../../shared/profiles';
import type { PracticeType } from '../lib/shift-format';

/** 'all' searches as far as the nationwide radius; otherwise miles (an option or the profile's radius). */
export type DistanceChoice = 'all' | `${number}`;
export type BrowseSort = 'distance' | 'name' | 'experience' | 'rate' | 'rating';
export type AvailabilityChoice = 'all' | (typeof AVAILABILITY_STATUSES)[number];

export const EXPERIENCE_OPTIONS = [0, 1, 3, 5, 10, 15] as const;

export interface BrowseFilters {
  practiceTypes: PracticeType[];
  distance: DistanceChoice;
  minExperience: number;
  availability: AvailabilityChoice;
  sort: BrowseSort;
  /** Only the clinics (for a vet) or vets (for a clinic) the caller starred. */
  favouritesOnly: boolean;
}

/**
 * The filters /browse opens with, and Clear Filters returns to: within the profile's radius (a
 * vet's travel radius, a clinic's search radius; issue 19 — the spec opened nationwide and
 * cleared to 1000 miles), nationwide when the profile has none.
 */
export function initialFilters(profileRadius: number | undefined): BrowseFilters {
  const distance: DistanceChoice = profileRadius === undefined ? NATIONWIDE : `${profileRadius}`;
  return { practiceTypes: [], distance, minExperience: 0, availability: 'all', sort: 'distance', favouritesOnly: false };
}

const distanceLabel = (miles: number) => (miles >= NATIONWIDE_RADIUS ? 'Nationwide' : `Within ${miles.toLocaleString('en-US')} miles`);

/** The Distance select's choices: the fixed options, with the profile's radius among them in order. */
export function distanceChoices(profileRadius: number | undefined): { value: DistanceChoice; label: string }[] {
  const miles = [...new Set([...DISTANCE_OPTIONS, ...(profileRadius === undefined ? [] : [profileRadius])])].sort((a, b) => a - b);
  return [{ value: 'all', label: 'All distances' }, ...miles.map((mile) => ({ value: `${mile}` as DistanceChoice, label: distanceLabel(mile) }))];
}

/** The radius /browse starts from: a vet's travel radius, a clinic's search radius. */
export function profileRadius(profile: ClinicProfile | VetProfile | null | undefined): number | undefined {
  if (profile?.kind === 'relief_vet') return profile.availableRadius;
  if (profile?.kind === 'clinic') return profile.searchRadius;
  return undefined;
}

export function distanceChoiceLabel(distance: DistanceChoice): string {
  return distance === 'all' ? 'All distances' : distanceLabel(Number(distance));
}

/** The Distance choice of a nationwide search. */
export const NATIONWIDE: DistanceChoice = `${NATIONWIDE_RADIUS}`;

export function radiusOf(distance: DistanceChoice): number {
  return distance === 'all' ? NATIONWIDE_RADIUS : Number(distance);
}

/** The sorts each side offers: experience and rating are for clinics looking at vets. */
export function sortChoices(forClinic: boolean): { value: BrowseSort; label: string }[] {
  return [
    { value: 'distance', label: 'Distance (nearest)' },
    { value: 'name', label: forClinic ? 'Name (A–Z)' : 'Clinic name (A–Z)' },
    ...(forClinic ? [{ value: 'experience' as const, label: 'Experience (most)' }] : []),
    { value: 'rate', label: 'Rate (highest first)' },
    ...(forClinic ? [{ value: 'rating' as const, label: 'Rating (best first)' }] : []),
  ];
}

function baseParams(filters: BrowseFilters, offset: number): URLSearchParams {
  const params = new URLSearchParams({ radius: String(radiusOf(filters.distance)), limit: String(SEARCH_PAGE_SIZE), offset: String(offset) });
  if (filters.practiceTypes.length > 0) params.set('practiceTypes', filters.practiceTypes.join(','));
  if (filters.favouritesOnly) params.set('favourites', '1');
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
