// The market aggregates, computed from the shifts table in one pass: every shift posted (by
// created_at) in the last MARKET_WINDOW_DAYS and the window before, cancelled ones left out. At
// national scale (2,000,000 shifts) the pass takes about 1.5 s of CPU, so it reads the table in
// id ranges and yields to the event loop whenever it has held it for YIELD_AFTER_MS: requests keep
// being answered while it runs. What requests need later (the JSON every viewer shares, per-state
// and per-city sums) is kept in a MarketSnapshot; see snapshot.ts for when it is made.
import { and, gt, gte, lte, max as maxOf, sql } from 'drizzle-orm';
import { MIN_GROUP_CLINICS, MIN_GROUP_SHIFTS } from '../../shared/market';
import { PRACTICE_TYPES } from '../../shared/constants';
import type { Db } from '../db/client';
import { clinicProfiles, shifts } from '../db/schema';
import type { GridPoint } from '../lib/point-grid';
import { totalOpportunities } from '../shifts/stats';
import { stateCode } from './states';
import { DAY_MS } from '../../shared/time';

export const MARKET_WINDOW_DAYS = 90;
/** Rows read per statement. */
const CHUNK_ROWS = 2048;
/** The longest the pass holds the event loop before it yields. */
const YIELD_AFTER_MS = 8;

/**
 * Sums of one group. Distinct clinics are counted exactly (a Set) where groups are later merged
 * into 'Other' with clinics in common (states, practice and shift types), and only up to
 * MIN_GROUP_CLINICS elsewhere (cities, a state's practice types): enough to decide folding, and
 * summing capped counts of groups without clinics in common (a clinic is in one city) stays exact
 * up to the cap.
 */
export class RateSum {
  sum = 0;
  count = 0;
  #capped = 0;
  #first = -1;
  #second = -1;
  readonly #set: Set<number> | null;

  constructor(exact = false) {
    this.#set = exact ? new Set() : null;
  }

  add(rate: number, clinicId: number): void {
    this.sum += rate;
    this.count++;
    if (this.#set) this.#set.add(clinicId);
    else if (this.#capped < MIN_GROUP_CLINICS && clinicId !== this.#first && clinicId !== this.#second) {
      if (this.#capped === 0) this.#first = clinicId;
      else if (this.#capped === 1) this.#second = clinicId;
      this.#capped++;
    }
  }

  /** Adds an exact group's sums and clinics into this exact one (folding into 'Other'). */
  absorb(other: RateSum): void {
    this.sum += other.sum;
    this.count += other.count;
    for (const clinicId of other.clinicIds) this.#set?.add(clinicId);
  }

  /** Distinct clinics: exact for exact sums, at most MIN_GROUP_CLINICS otherwise. */
  get clinics(): number {
    return this.#set ? this.#set.size : this.#capped;
  }

  get clinicIds(): ReadonlySet<number> {
    return this.#set ?? new Set();
  }

  /** Enough shifts from enough clinics to be shown on its own. */
  get shown(): boolean {
    return this.count >= MIN_GROUP_SHIFTS && this.clinics >= MIN_GROUP_CLINICS;
  }

  get avg(): number {
    return this.count ? Math.round(this.sum / this.count) : 0;
  }
}

/**
 * A group's sums as the snapshot keeps (and stores) them once the pass is done: the clinics
 * counted only up to MIN_GROUP_CLINICS, which is all that deciding to show the group needs.
 */
export interface Totals {
  sum: number;
  count: number;
  clinics: number;
}

export function totalsOf(sum: RateSum): Totals {
  return { sum: sum.sum, count: sum.count, clinics: Math.min(MIN_GROUP_CLINICS, sum.clinics) };
}

/** Enough shifts from enough clinics to be shown on its own. */
export function isShown(totals: Totals): boolean {
  return totals.count >= MIN_GROUP_SHIFTS && totals.clinics >= MIN_GROUP_CLINICS;
}

export function averageOf(totals: Pick<Totals, 'sum' | 'count'>): number {
  return totals.count ? Math.round(totals.sum / totals.count) : 0;
}

/** Adds sums of groups without clinics in common (cities): the clinic count capped at the threshold. */
export class DisjointTotal {
  sum = 0;
  count = 0;
  clinics = 0;

  merge(other: Totals): void {
    this.sum += other.sum;
    this.count += other.count;
    this.clinics = Math.min(MIN_GROUP_CLINICS, this.clinics + other.clinics);
  }

  get shown(): boolean {
    return this.count >= MIN_GROUP_SHIFTS && this.clinics >= MIN_GROUP_CLINICS;
  }

  get avg(): number {
    return this.count ? Math.round(this.sum / this.count) : 0;
  }
}

const practiceSums = () => PRACTICE_TYPES.map(() => new RateSum());

export interface StateSums {
  code: string;
  rates: RateSum;
  /** By practice type, in PRACTICE_TYPES order (the rate hint). */
  practice: RateSum[];
  cities: Map<string, CitySums>;
}

export interface CitySums extends GridPoint {
  city: string;
  state: string;
  rates: RateSum;
  practice: RateSum[];
  /** Sums of the located shifts' coordinates: the centre is their mean. */
  latitudeSum: number;
  longitudeSum: number;
  located: number;
}

/** Where a clinic's shifts are counted (its profile's state and city). */
interface ClinicPlace {
  state: StateSums | null;
  city: CitySums | null;
}

export interface MarketSums {
  from: number;
  to: number;
  computedAt: number;
  overall: RateSum;
  /** Open shifts dated today or later, whenever posted: the 'Active Shifts' card. */
  active: number;
  min: number;
  max: number;
  previous: { sum: number; count: number };
  states: Map<string, StateSums>;
  practice: Map<string, RateSum>;
  shiftTypes: Map<string, RateSum>;
  /** How the pass went: rows read, its duration and the longest it held the event loop. */
  stats: { rows: number; ms: number; longestBlockMs: number };
}

/**
 * The pass's read of one id range, as rows of values in this order: at two million rows an object
 * per row (drizzle's `all()`) would cost more than the pass itself. practice_types stays the stored
 * JSON text, decoded once per distinct text by practiceBitsCache.
 */
function shiftChunk(db: Db) {
  return db
    .select({
      clinicId: shifts.clinicId,
      rate: shifts.hourlyRate,
      shiftType: shifts.shiftType,
      practiceTypes: sql<string>`${shifts.practiceTypes}`,
      latitude: shifts.latitude,
      longitude: shifts.longitude,
      createdAt: shifts.createdAt,
    })
    .from(shifts)
    .where(
      and(
        gt(shifts.id, sql.placeholder('after')),
        lte(shifts.id, sql.placeholder('upTo')),
        gte(shifts.createdAt, sql.placeholder('from')),
        lte(shifts.createdAt, sql.placeholder('to')),
        sql`${shifts.status} <> 'cancelled'`,
        // A shift in its first look counts once public (the pass's `to` is its now).
        sql`(${shifts.firstLookUntil} IS NULL OR ${shifts.firstLookUntil} <= ${sql.placeholder('to')})`,
      ),
    )
    .prepare();
}

type ShiftChunk = ReturnType<typeof shiftChunk>;
type ShiftRow = ReturnType<ShiftChunk['all']>[number];
/** One row of `values()`: the selection's fields in order. */
type ShiftValues = [
  ShiftRow['clinicId'],
  ShiftRow['rate'],
  ShiftRow['shiftType'],
  ShiftRow['practiceTypes'],
  ShiftRow['latitude'],
  ShiftRow['longitude'],
  ShiftRow['createdAt'],
];

/** Practice type bits by the stored JSON text: a handful of distinct texts among millions of rows. */
function practiceBitsCache() {
  const cache = new Map<string, number>();
  return (json: string): number => {
    let bits = cache.get(json);
    if (bits === undefined) {
      bits = 0;
      try {
        const types: unknown = JSON.parse(json);
        if (Array.isArray(types))
          for (const type of types) {
            const index = (PRACTICE_TYPES as readonly unknown[]).indexOf(type);
            if (index >= 0) bits |= 1 << index;
          }
      } catch {
        // An unreadable list counts in no practice type.
      }
      cache.set(json, bits);
    }
    return bits;
  };
}

/** A clinic without a profile: its shifts count only in the overall and type figures. */
const NOWHERE: ClinicPlace = { state: null, city: null };

/**
 * One pass over the shifts posted from two windows before `now` to `now`. Async: it yields to the
 * event loop between chunks, so concurrent writes may or may not be counted (the next pass does).
 */
export async function computeMarketSums(db: Db, now: number): Promise<MarketSums> {
  const started = performance.now();
  let longestBlockMs = 0;
  let blockStart = started;
  const from = now - MARKET_WINDOW_DAYS * DAY_MS;
  const previousFrom = from - MARKET_WINDOW_DAYS * DAY_MS;

  const states = new Map<string, StateSums>();
  let cityIds = 0;
  const stateOf = (code: string): StateSums => {
    let state = states.get(code);
    if (!state) states.set(code, (state = { code, rates: new RateSum(true), practice: practiceSums(), cities: new Map() }));
    return state;
  };
  const clinics = new Map<number, ClinicPlace>();
  const clinicRows = db.select({ userId: clinicProfiles.userId, city: clinicProfiles.city, state: clinicProfiles.state }).from(clinicProfiles).all();
  for (const row of clinicRows) {
    const state = stateOf(stateCode(row.state));
    const cityName = row.city.trim().replace(/\s+/g, ' ');
    const key = cityName.toLowerCase();
    let city = state.cities.get(key);
    if (!city) {
      city = {
        id: ++cityIds,
        city: cityName,
        state: state.code,
        rates: new RateSum(),
        practice: practiceSums(),
        latitude: 0,
        longitude: 0,
        latitudeSum: 0,
        longitudeSum: 0,
        located: 0,
      };
      state.cities.set(key, city);
    }
    clinics.set(row.userId, { state, city });
  }

  const overall = new RateSum(true);
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  const previous = { sum: 0, count: 0 };
  const practice = new Map(PRACTICE_TYPES.map((type) => [type as string, new RateSum(true)]));
  const practiceList = [...practice.values()];
  const shiftTypes = new Map<string, RateSum>();
  const bitsOf = practiceBitsCache();

  const lastId =
    db
      .select({ id: maxOf(shifts.id) })
      .from(shifts)
      .get()?.id ?? 0;
  const chunk = shiftChunk(db);
  let rows = 0;
  for (let after = 0; after < lastId; after += CHUNK_ROWS) {
    const page = chunk.values({ after, upTo: after + CHUNK_ROWS, from: previousFrom, to: now }) as ShiftValues[];
    rows += page.length;
    for (const [clinicId, rate, shiftType, practiceTypes, latitude, longitude, createdAt] of page) {
      if (createdAt < from) {
        previous.sum += rate;
        previous.count++;
        continue;
      }
      overall.add(rate, clinicId);
      if (rate < min) min = rate;
      if (rate > max) max = rate;
      let types = shiftTypes.get(shiftType);
      if (!types) shiftTypes.set(shiftType, (types = new RateSum(true)));
      types.add(rate, clinicId);
      const { state, city } = clinics.get(clinicId) ?? NOWHERE;
      state?.rates.add(rate, clinicId);
      if (city) {
        city.rates.add(rate, clinicId);
        if (latitude !== null && longitude !== null) {
          city.latitudeSum += latitude;
          city.longitudeSum += longitude;
          city.located++;
        }
      }
      const bits = bitsOf(practiceTypes);
      for (let index = 0; index < PRACTICE_TYPES.length; index++) {
        if (!(bits & (1 << index))) continue;
        practiceList[index]!.add(rate, clinicId);
        if (state) state.practice[index]!.add(rate, clinicId);
        if (city) city.practice[index]!.add(rate, clinicId);
      }
    }
    const at = performance.now();
    if (at - blockStart >= YIELD_AFTER_MS) {
      longestBlockMs = Math.max(longestBlockMs, at - blockStart);
      await Bun.sleep(0);
      blockStart = performance.now();
    }
  }
  longestBlockMs = Math.max(longestBlockMs, performance.now() - blockStart);

  for (const state of states.values())
    for (const city of state.cities.values()) {
      if (!city.located) continue;
      city.latitude = city.latitudeSum / city.located;
      city.longitude = city.longitudeSum / city.located;
    }

  return {
    from,
    to: now,
    computedAt: now,
    overall,
    active: totalOpportunities(db, now),
    min: overall.count ? min : 0,
    max,
    previous,
    states,
    practice,
    shiftTypes,
    stats: { rows, ms: performance.now() - started, longestBlockMs },
  };
}
