// Query parameters and answers of the distance searches (spec 2 §7, §9). Paged: the first
// page is nearest-first; counts stop at a cap and are shown as "1,000+".
import { z } from 'zod';
import { PRACTICE_TYPES } from './constants';
import { NATIONWIDE_RADIUS } from './geo';
import { queryFlag, queryInt } from './query-values';
import { AVAILABILITY_STATUSES, SEARCH_MAX_OFFSET, SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE, SHIFT_SORTS, VET_SORTS } from './search-limits';
import type { TrackRecord } from './shift-day';
import type { Shift } from './shifts';

export * from './search-limits';

const practiceTypeList = z
  .string()
  .optional()
  .transform((text, ctx) => {
    const types = (text ?? '')
      .split(',')
      .map((type) => type.trim())
      .filter(Boolean);
    const unknown = types.find((type) => !(PRACTICE_TYPES as readonly string[]).includes(type));
    if (unknown) {
      ctx.addIssue({ code: 'custom', message: `Unknown practice type "${unknown}"` });
      return z.NEVER;
    }
    return types as (typeof PRACTICE_TYPES)[number][];
  });

export const shiftSearchQuerySchema = z.object({
  practiceTypes: practiceTypeList,
  radius: queryInt('radius', 1, NATIONWIDE_RADIUS, NATIONWIDE_RADIUS),
  limit: queryInt('limit', 1, SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE),
  offset: queryInt('offset', 0, SEARCH_MAX_OFFSET, 0),
  /** Only shifts of clinics the vet favourited. */
  favourites: queryFlag('favourites'),
  sort: z
    .enum(SHIFT_SORTS, { error: `sort must be one of ${SHIFT_SORTS.join(', ')}` })
    .optional()
    .default('distance'),
});
export type ShiftSearchQuery = z.output<typeof shiftSearchQuerySchema>;

export interface SearchPage<T> {
  results: T[];
  /** How many match, counted up to SEARCH_COUNT_CAP. */
  total: number;
  /** True when more than SEARCH_COUNT_CAP match ("1,000+"). */
  totalCapped: boolean;
  limit: number;
  offset: number;
  hasMore: boolean;
}

export type ShiftSearchPage = SearchPage<Shift & { distance: number }>;

export const vetSearchQuerySchema = z.object({
  practiceTypes: practiceTypeList,
  radius: queryInt('radius', 1, NATIONWIDE_RADIUS, NATIONWIDE_RADIUS),
  minExperience: queryInt('minExperience', 0, 50, 0),
  availability: z.enum(AVAILABILITY_STATUSES, { error: `availability must be one of ${AVAILABILITY_STATUSES.join(', ')}` }).optional(),
  limit: queryInt('limit', 1, SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE),
  offset: queryInt('offset', 0, SEARCH_MAX_OFFSET, 0),
  /** Only vets the clinic favourited. */
  favourites: queryFlag('favourites'),
  sort: z
    .enum(VET_SORTS, { error: `sort must be one of ${VET_SORTS.join(', ')}` })
    .optional()
    .default('distance'),
});
export type VetSearchQuery = z.output<typeof vetSearchQuerySchema>;

export interface AvailabilityPosting {
  id: number;
  vetId: number;
  availableDate: string;
  startTime: string;
  endTime: string;
  practiceTypes: string[];
  hourlyRate: number | null;
  travelRadius: number;
  notes: string | null;
  status: string;
  bookedByClinicId: number | null;
}

/** A vet as clinics see it: never the street address. */
export interface VetSearchResult {
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  yearsExperience: number;
  /** Null when the caller is demo mode's impersonated clinic and this is a real (non-demo) vet. */
  licenseNumber: string | null;
  hourlyRate: number;
  availableRadius: number;
  availabilityStatus: (typeof AVAILABILITY_STATUSES)[number];
  practiceTypes: string[];
  bio: string | null;
  /** Null in the same case as licenseNumber. */
  phone: string | null;
  city: string;
  state: string;
  distance: number;
  availablePostings: AvailabilityPosting[];
  /** Cancellations under 48 h before the start in the last 12 months. */
  lateCancellations: number;
  /** Completed shifts and, from 3 visible ratings, the average: never the ratings themselves. */
  trackRecord: TrackRecord;
  /** States of the vet's verified, in-date licences: "Licence verified · CA". */
  verifiedLicences: string[];
  /** Whether the searching clinic has starred this vet (its own star, never anyone else's). */
  isFavourite: boolean;
}

export type VetSearchPage = SearchPage<VetSearchResult>;
