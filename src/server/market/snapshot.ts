// What GET /api/market-data answers, kept in memory per database: the figures of the last
// aggregate pass (figures.ts) with the city grid and the recommendations made from them. Made by
// the 'market-refresh' job every MARKET_REFRESH_MS; a request finding it older than
// STALE_AFTER_MS (the job did not run) answers it and has a new one made behind it. After a
// restart the figures stored by the last pass are answered until the first pass is done
// (stored-snapshot.ts); only a database that never had a pass waits for one.
// `window.computedAt` says when the figures were computed, and the page says "as of" it.
import { and, count, eq, gte, lte, ne, sql, sum } from 'drizzle-orm';
import { PRACTICE_TYPES } from '../../shared/constants';
import { MARKET_REFRESH_MINUTES, type RateHint } from '../../shared/market';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { shifts } from '../db/schema';
import { PointGrid } from '../lib/point-grid';
import { averageOf, computeMarketSums, isShown, MARKET_WINDOW_DAYS, type MarketSums } from './aggregate';
import { figuresOf, type MarketFigures } from './figures';
import { type CityPoint, clinicRecommendation, type OwnSums, vetRecommendation } from './recommendations';
import { loadFigures, storeFigures } from './stored-snapshot';
import { DAY_MS } from '../../shared/time';

export const MARKET_REFRESH_MS = MARKET_REFRESH_MINUTES * 60 * 1000;
const STALE_AFTER_MS = 2 * MARKET_REFRESH_MS;
/** Recommendations kept per snapshot, by what they depend on; past this the memo starts over. */
const MEMO_LIMIT = 100_000;

export interface MarketSnapshot {
  figures: MarketFigures;
  /** The cities of `figures` by their centre. */
  cityGrid: PointGrid<CityPoint>;
  /** Recommendation texts by what they depend on. */
  memo: Map<string, string>;
  /** How the pass went; null for figures read back from storage. */
  stats: MarketSums['stats'] | null;
}

export function snapshotOf(figures: MarketFigures, stats: MarketSums['stats'] | null = null): MarketSnapshot {
  const cityGrid = new PointGrid<CityPoint>(0.5);
  figures.cities.forEach((city, index) => {
    cityGrid.set({ ...city, id: index + 1 });
  });
  return { figures, cityGrid, memo: new Map(), stats };
}

export type Viewer =
  | { userType: 'clinic'; state: string; own: OwnSums }
  | { userType: 'relief_vet'; latitude: number | null; longitude: number | null; radius: number };

function prepareOwnQuery(db: Db) {
  return db
    .select({ sum: sum(shifts.hourlyRate), count: count() })
    .from(shifts)
    .where(
      and(
        eq(shifts.clinicId, sql.placeholder('clinicId')),
        gte(shifts.createdAt, sql.placeholder('from')),
        lte(shifts.createdAt, sql.placeholder('to')),
        ne(shifts.status, 'cancelled'),
      ),
    )
    .prepare();
}

/**
 * A clinic's own shifts posted in the window up to now, not cancelled: read from the database the
 * first time a clinic asks after each pass or after a change to its shifts (forgetOwnSums), so a
 * shift it has just posted counts at once.
 */
export function ownSums(deps: Pick<AppDeps, 'db' | 'log'>, clinicId: number, now: number): OwnSums {
  const holder = holderOf(deps);
  let own = holder.own.get(clinicId);
  if (!own) {
    holder.ownQuery ??= prepareOwnQuery(deps.db);
    const row = holder.ownQuery.get({ clinicId, from: now - MARKET_WINDOW_DAYS * DAY_MS, to: now });
    own = { sum: Number(row?.sum ?? 0), count: row?.count ?? 0 };
    holder.own.set(clinicId, own);
  }
  return own;
}

/** Drops a clinic's remembered own figures: its shifts changed. */
export function forgetOwnSums(deps: Pick<AppDeps, 'db' | 'log'>, clinicId: number): void {
  holderOf(deps).own.delete(clinicId);
}

function recommendationFor(snapshot: MarketSnapshot, viewer: Viewer): string {
  const key =
    viewer.userType === 'clinic' ? `c:${viewer.state}:${viewer.own.sum}:${viewer.own.count}` : `v:${viewer.latitude}:${viewer.longitude}:${viewer.radius}`;
  let text = snapshot.memo.get(key);
  if (text === undefined) {
    text =
      viewer.userType === 'clinic'
        ? clinicRecommendation(snapshot.figures, viewer.own, viewer.state)
        : vetRecommendation(snapshot.figures, snapshot.cityGrid, viewer.latitude, viewer.longitude, viewer.radius);
    if (snapshot.memo.size >= MEMO_LIMIT) snapshot.memo.clear();
    snapshot.memo.set(key, text);
  }
  return text;
}

/** GET /api/market-data as JSON text: the shared figures with the viewer's recommendation. */
export function marketDataJson(snapshot: MarketSnapshot, viewer: Viewer): string {
  const { figures } = snapshot;
  const trends = JSON.stringify({ message: figures.message, recommendation: recommendationFor(snapshot, viewer) });
  return `{${figures.head},"trends":${trends},"window":${JSON.stringify(figures.window)}}`;
}

/** The state's average for one practice type: null when too few shifts or clinics to show. */
export function rateHint(snapshot: MarketSnapshot, state: string, practiceType: string): RateHint {
  const index = (PRACTICE_TYPES as readonly string[]).indexOf(practiceType);
  const totals = index >= 0 ? snapshot.figures.states[state]?.practice[index] : undefined;
  return { state, practiceType, avgRate: totals && isShown(totals) ? averageOf(totals) : null, shiftCount: totals?.count ?? 0 };
}

// ---- keeping the snapshot ----

interface Holder {
  current: MarketSnapshot | null;
  making: Promise<MarketSnapshot> | null;
  /** Clinics' own figures by clinic id (ownSums): emptied by each pass, a clinic's entry by a change to its shifts. */
  own: Map<number, OwnSums>;
  ownQuery: ReturnType<typeof prepareOwnQuery> | null;
}

const holders = new WeakMap<Db, Holder>();

/** The database's holder; the first time, holding the figures the last pass stored, if any. */
function holderOf(deps: Pick<AppDeps, 'db' | 'log'>): Holder {
  let holder = holders.get(deps.db);
  if (!holder) {
    const stored = loadFigures(deps);
    holder = { current: stored && snapshotOf(stored), making: null, own: new Map(), ownQuery: null };
    holders.set(deps.db, holder);
  }
  return holder;
}

/** Reads the stored figures now (start-up), so the first request does not wait for the first pass. */
export function loadStoredMarket(deps: Pick<AppDeps, 'db' | 'log'>): boolean {
  return holderOf(deps).current !== null;
}

/** Computes a new snapshot (one at a time per database), keeps it and stores its figures. */
export function refreshMarket(deps: Pick<AppDeps, 'db' | 'clock' | 'log'>): Promise<MarketSnapshot> {
  const holder = holderOf(deps);
  if (!holder.making) {
    holder.making = computeMarketSums(deps.db, deps.clock())
      .then((sums) => {
        const figures = figuresOf(sums);
        const snapshot = snapshotOf(figures, sums.stats);
        holder.current = snapshot;
        holder.own.clear();
        storeFigures(deps, figures);
        const { rows, ms, longestBlockMs } = sums.stats;
        deps.log.info(`Market data: ${rows} shifts read in ${Math.round(ms)} ms (longest block ${Math.round(longestBlockMs)} ms)`);
        return snapshot;
      })
      .finally(() => {
        holder.making = null;
      });
  }
  return holder.making;
}

/** The current snapshot: made now only when there is none at all; answered while a new one is made when it went stale. */
export async function marketSnapshot(deps: Pick<AppDeps, 'db' | 'clock' | 'log'>): Promise<MarketSnapshot> {
  const { current } = holderOf(deps);
  if (!current) return refreshMarket(deps);
  if (deps.clock() - current.figures.computedAt > STALE_AFTER_MS) refreshMarket(deps).catch((error) => deps.log.error('Refreshing market data failed', error));
  return current;
}
