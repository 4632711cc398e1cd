// Distance search for shifts (vets): open, future shifts within the radius, nearest first.
// The in-memory grid of open shifts (shift-index.ts) gives the candidates of a ring with their
// exact great-circle distance; the ring grows only until it holds the page, and the count walks
// outward from the vet and stops at the cap, so a nationwide search reads the nearest shifts
// rather than every shift in the country; the page is built from the index and cached clinic cards.
import { SEARCH_COUNT_CAP, type ShiftSearchPage, type ShiftSearchQuery } from '../../shared/search';
import { earliestUsToday, type Shift, type ShiftClinic } from '../../shared/shifts';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { clinicCards } from './clinic-cards';
import { compareText, rankWithin, type Ranked as RankedOf } from '../lib/rank-within';
import { favouriteListOf } from '../favourites/favourite-lists';
import { type FavouriteKeys, rankFavourites } from './favourites-only';
import { firstLookHorizon, openShiftIndex, practiceBits, type IndexedShift } from './shift-index';
import { firstLookClinicsOf, visibleTo } from '../first-look/visibility';

const FIRST_RING_MILES = 5;

/** A vet favourites clinics: a clinic's open shifts are the shift grid's group. */
const BY_CLINIC: FavouriteKeys<IndexedShift> = { keyedBy: 'group', keyOf: (entry) => entry.shift.clinicId };

type Ranked = RankedOf<IndexedShift>;
const ORDERS: Record<Exclude<ShiftSearchQuery['sort'], 'distance'>, (a: Ranked, b: Ranked) => number> = {
  rate: (a, b) =>
    b.entry.shift.hourlyRate - a.entry.shift.hourlyRate || compareText(a.entry.shift.shiftDate, b.entry.shift.shiftDate) || a.entry.id - b.entry.id,
  date: (a, b) =>
    compareText(a.entry.shift.shiftDate, b.entry.shift.shiftDate) || compareText(a.entry.shift.startTime, b.entry.shift.startTime) || a.entry.id - b.entry.id,
};

function toSearchShift({ shift }: IndexedShift, clinic: ShiftClinic, distance: number): Shift & { distance: number } {
  return {
    id: shift.id,
    clinicId: shift.clinicId,
    clinic,
    shiftDate: shift.shiftDate,
    startTime: shift.startTime,
    endTime: shift.endTime,
    hourlyRate: shift.hourlyRate,
    shiftType: shift.shiftType,
    status: shift.status,
    practiceTypes: shift.practiceTypes,
    notes: shift.notes,
    bookedByVetId: shift.bookedByVetId,
    firstLookUntil: shift.firstLookUntil,
    instantBooking: shift.instantBooking,
    distance: Math.round(distance * 10) / 10,
  };
}

export interface Origin {
  latitude: number | null;
  longitude: number | null;
  /** The searching clinic of nearby-vets: its own stars mark the results, and its favourites filter reads them (a vet's search takes the vet's id). */
  userId?: number;
}

/**
 * Which entries the vet may see: all, unless some shift may be in a first look (the index's
 * horizon), then those public or in the first look of a clinic that favourited the vet.
 */
function visibleEntries(db: Db, vetId: number, now: number): ((entry: IndexedShift) => boolean) | null {
  if (firstLookHorizon(db) <= now) return null;
  const clinics = firstLookClinicsOf(db, vetId);
  return (entry) => visibleTo(entry.shift, clinics, now);
}

/** One page of open, future shifts within `query.radius` miles of the origin that the vet may see. */
export function searchShifts(db: Db, origin: Origin, query: ShiftSearchQuery, now: number, vetId: number): ShiftSearchPage {
  const { latitude: lat, longitude: lng } = origin;
  if (lat === null || lng === null) {
    throw new AppError(
      409,
      "Your profile address couldn't be located, so distance search can't run. Update the ZIP code on your profile.",
      'LOCATION_REQUIRED',
    );
  }
  const wantedBits = practiceBits(query.practiceTypes);
  const wanted = query.offset + query.limit;
  const today = earliestUsToday(now);
  // The searcher's stars, held in memory: the filter and every card's star.
  const favourites = favouriteListOf(db, vetId);
  const index = openShiftIndex(db, today);
  const visible = visibleEntries(db, vetId, now);
  const practice = wantedBits === 0 ? null : (entry: IndexedShift) => (entry.practiceBits & wantedBits) !== 0;
  const options = {
    latitude: lat,
    longitude: lng,
    radius: query.radius,
    wanted,
    firstRingMiles: FIRST_RING_MILES,
    matches: visible && practice ? (entry: IndexedShift) => practice(entry) && visible(entry) : (visible ?? practice),
    order: query.sort === 'distance' ? null : ORDERS[query.sort],
  };
  const { ranked, counted } = query.favourites
    ? rankFavourites(index, favourites, BY_CLINIC, options, (matches) => rankWithin(index, { ...options, matches }))
    : rankWithin(index, options);

  const clinicOf = clinicCards(db, now);
  const results = ranked
    .slice(query.offset, wanted)
    .map(({ entry, distance }) => toSearchShift(entry, { ...clinicOf(entry.shift.clinicId), isFavourite: favourites.has(entry.shift.clinicId) }, distance));

  return {
    results,
    total: Math.min(counted, SEARCH_COUNT_CAP),
    totalCapped: counted > SEARCH_COUNT_CAP,
    limit: query.limit,
    offset: query.offset,
    hasMore: counted > wanted,
  };
}
