// Distance search for vets (clinics): profiles within the radius with their open availability
// postings, from the in-memory grid of located vets (vet-index.ts), which never holds a street
// address. Ranking and counting are rank-within.ts's, shared with the shift search.
import { SEARCH_COUNT_CAP, type VetSearchPage, type VetSearchQuery, type VetSearchResult } from '../../shared/search';
import { earliestUsToday } from '../../shared/shifts';
import { and, inArray, like } from 'drizzle-orm';
import { DEMO_EMAIL_DOMAIN } from '../../shared/constants';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import { byDistance, compareText, rankWithin, type Ranked as RankedOf } from '../lib/rank-within';
import type { Origin } from './shift-search';
import { countWithinWindow } from './late-cancellations';
import { byRating, rankByRating } from './rating-rank';
import { verifiedStates } from '../licences/card-licences';
import { favouriteListOf, NO_FAVOURITES } from '../favourites/favourite-lists';
import { type FavouriteKeys, rankFavourites } from './favourites-only';
import { practiceBits } from './shift-index';
import { availabilityStatus, currentPostings, locatedVetIndex, type IndexedVet } from './vet-index';

type Ranked = RankedOf<IndexedVet>;
const ORDERS: Record<Exclude<VetSearchQuery['sort'], 'distance' | 'rating'>, (a: Ranked, b: Ranked) => number> = {
  name: (a, b) => compareText(a.entry.nameKey, b.entry.nameKey) || byDistance(a, b),
  experience: (a, b) => b.entry.vet.yearsExperience - a.entry.vet.yearsExperience || byDistance(a, b),
  rate: (a, b) => b.entry.vet.hourlyRate - a.entry.vet.hourlyRate || byDistance(a, b),
};

// Vets are far sparser than shifts (about 20,000 nationwide): start wide, so few rings are read.
const FIRST_RING_MILES = 50;

/** A clinic favourites vets: a vet's entry is keyed by the vet's user id. */
const BY_VET: FavouriteKeys<IndexedVet> = { keyedBy: 'id', keyOf: (entry) => entry.id };

/** One page of vets within `query.radius` miles of the clinic. */
export function searchVets(db: Db, origin: Origin, query: VetSearchQuery, now: number): VetSearchPage {
  const { latitude: lat, longitude: lng } = origin;
  if (lat === null || lng === null) {
    throw new AppError(409, "Your clinic address couldn't be located, so distance search can't run. Update the ZIP code on your profile.", 'LOCATION_REQUIRED');
  }
  const today = earliestUsToday(now);
  const wantedBits = practiceBits(query.practiceTypes);
  const filtered = wantedBits !== 0 || query.minExperience > 0 || query.availability !== undefined;
  const matches = (entry: IndexedVet) =>
    entry.vet.yearsExperience >= query.minExperience &&
    (wantedBits === 0 || (entry.practiceBits & wantedBits) !== 0) &&
    (!query.availability || availabilityStatus(entry, today) === query.availability);
  const wanted = query.offset + query.limit;
  // The clinic's stars, held in memory: the filter and every card's star.
  const favourites = origin.userId === undefined ? NO_FAVOURITES : favouriteListOf(db, origin.userId);
  const grid = locatedVetIndex(db, today);
  const options = { latitude: lat, longitude: lng, radius: query.radius, wanted, firstRingMiles: FIRST_RING_MILES, matches: filtered ? matches : null };
  const order = query.sort === 'rating' ? byRating : query.sort === 'distance' ? null : ORDERS[query.sort];
  const scan = (only: typeof options.matches) =>
    query.sort === 'rating' ? rankByRating(grid, { ...options, matches: only }) : rankWithin(grid, { ...options, matches: only, order });
  const { ranked, counted } = query.favourites ? rankFavourites(grid, favourites, BY_VET, { ...options, order }, scan) : scan(options.matches);

  const results = ranked.slice(query.offset, wanted).map(
    ({ entry, distance }): VetSearchResult => ({
      ...entry.vet,
      availabilityStatus: availabilityStatus(entry, today),
      distance: Math.round(distance * 10) / 10,
      availablePostings: currentPostings(entry, today),
      lateCancellations: countWithinWindow(entry.lateCancellations, now),
      verifiedLicences: verifiedStates(entry.licences, today),
      isFavourite: favourites.has(entry.vet.userId),
    }),
  );
  return {
    results,
    total: Math.min(counted, SEARCH_COUNT_CAP),
    totalCapped: counted > SEARCH_COUNT_CAP,
    limit: query.limit,
    offset: query.offset,
    hasMore: counted > wanted,
  };
}

/**
 * A page as demo mode's impersonated clinic may see it. A demo server mixes demo and real
 * accounts, and anyone can claim the demo clinic's identity there (x-user-id), so the contact
 * fields only a signed-in clinic may see are blanked (null) for every vet outside the demo market.
 */
export function withoutRealVetsContacts(db: Db, page: VetSearchPage): VetSearchPage {
  if (!page.results.length) return page;
  const ids = page.results.map((vet) => vet.userId);
  const demo = new Set(
    db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), like(users.email, `%${DEMO_EMAIL_DOMAIN}`)))
      .all()
      .map((row) => row.id),
  );
  return { ...page, results: page.results.map((vet) => (demo.has(vet.userId) ? vet : { ...vet, phone: null, licenseNumber: null })) };
}
