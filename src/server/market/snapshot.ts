// What GET /api/market-data answers, kept in memory per database: the figures every viewer shares
// (already JSON text), and the sums the viewer's recommendation and the rate hint read. Made at
// first use and by the 'market-refresh' job every MARKET_REFRESH_MS; a request finding it older
// than STALE_AFTER_MS (the job did not run) answers it and has a new one made behind it.
// `window.computedAt` says when the figures were computed.
import { PRACTICE_TYPES } from '../../shared/constants';
import {
  MAX_CITIES_PER_STATE,
  type MarketCity,
  type MarketGroup,
  type MarketOverall,
  type MarketRegion,
  type MarketWindow,
  OTHER_GROUP,
  type RateHint,
} from '../../shared/market';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { computeMarketSums, DisjointTotal, MARKET_WINDOW_DAYS, type MarketSums, RateSum } from './aggregate';
import { stateName } from './states';

export const MARKET_REFRESH_MS = 10 * 60 * 1000;
const STALE_AFTER_MS = 2 * MARKET_REFRESH_MS;
/** Recommendations kept per snapshot, by what they depend on; past this the memo starts over. */
const MEMO_LIMIT = 100_000;

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const round1 = (value: number) => Math.round(value * 10) / 10;
const percentOf = (value: number, base: number) => (base ? round1(((value - base) / base) * 100) : 0);

/** Cents as the insights say them: '$82/hr', '$82.50/hr'. */
export function perHour(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 })}/hr`;
}

const label = (type: string) => type.replace(/_/g, ' ');
const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;

/** Groups shown on their own, the rest merged into one 'Other' group (itself shown only when it too is large enough). */
function groupsOf(sums: Map<string, RateSum>, overallAvg: number): MarketGroup[] {
  const shown: MarketGroup[] = [];
  const other = new RateSum(true);
  for (const [type, sum] of sums) {
    if (!sum.count) continue;
    if (sum.shown) shown.push({ type, avgRate: sum.avg, shiftCount: sum.count, percentAboveAvg: percentOf(sum.avg, overallAvg) });
    else other.absorb(sum);
  }
  shown.sort((a, b) => b.shiftCount - a.shiftCount || a.type.localeCompare(b.type));
  if (other.shown) shown.push({ type: OTHER_GROUP, avgRate: other.avg, shiftCount: other.count, percentAboveAvg: percentOf(other.avg, overallAvg) });
  return shown;
}

function regionsOf(sums: MarketSums): MarketRegion[] {
  const regions: MarketRegion[] = [];
  const other = new RateSum(true);
  for (const state of sums.states.values()) {
    if (!state.rates.count) continue;
    if (!state.rates.shown) {
      other.absorb(state.rates);
      continue;
    }
    // The cities with the most shifts; a city too small to show is left out of the list.
    const cities: MarketCity[] = [...state.cities.values()]
      .filter((city) => city.rates.shown)
      .sort((a, b) => b.rates.count - a.rates.count || a.city.localeCompare(b.city))
      .slice(0, MAX_CITIES_PER_STATE)
      .map((city) => ({ city: city.city, avgRate: city.rates.avg }));
    regions.push({ state: state.code, avgRate: state.rates.avg, shiftCount: state.rates.count, cities });
  }
  regions.sort((a, b) => b.shiftCount - a.shiftCount || a.state.localeCompare(b.state));
  if (other.shown) regions.push({ state: OTHER_GROUP, avgRate: other.avg, shiftCount: other.count, cities: [] });
  return regions;
}

function trendMessage(sums: MarketSums): string {
  const { overall, previous } = sums;
  const days = `the last ${MARKET_WINDOW_DAYS} days`;
  if (!overall.count)
    return `No shifts were posted in ${days}${previous.count ? `, against ${plural(previous.count, 'shift')} in the ${MARKET_WINDOW_DAYS} days before` : ''}.`;
  const now = `${plural(overall.count, 'shift')} posted in ${days} at an average of ${perHour(overall.avg)}`;
  if (!previous.count) return `${now}; no shifts were posted in the ${MARKET_WINDOW_DAYS} days before to compare with.`;
  const previousAvg = Math.round(previous.sum / previous.count);
  const rate = percentOf(overall.avg, previousAvg);
  const volume = percentOf(overall.count, previous.count);
  const rateText =
    rate === 0
      ? `held steady at ${perHour(overall.avg)}`
      : `${rate > 0 ? 'rose' : 'fell'} ${Math.abs(rate)}% to ${perHour(overall.avg)} (from ${perHour(previousAvg)})`;
  const volumeText =
    volume === 0
      ? `shift volume held steady at ${count(overall.count)}`
      : `shift volume is ${volume > 0 ? 'up' : 'down'} ${Math.abs(volume)}% (${count(overall.count)} shifts against ${count(previous.count)})`;
  return `Over ${days}, average rates ${rateText} compared with the ${MARKET_WINDOW_DAYS} days before, and ${volumeText}.`;
}

export interface MarketSnapshot {
  sums: MarketSums;
  /** `"overall":…,"byRegion":…,"byPracticeType":…,"byShiftType":…` */
  head: string;
  message: string;
  window: MarketWindow;
  /** The highest-paying state and practice type shown nationally (the fallback recommendation). */
  national: string;
  memo: Map<string, string>;
}

export function snapshotOf(sums: MarketSums): MarketSnapshot {
  const overallAvg = sums.overall.avg;
  const overall: MarketOverall = { avgRate: overallAvg, totalShifts: sums.overall.count, rateRange: { min: sums.min, max: sums.max } };
  const byRegion = regionsOf(sums);
  const byPracticeType = groupsOf(sums.practice, overallAvg);
  const byShiftType = groupsOf(sums.shiftTypes, overallAvg);
  const head = [
    `"overall":${JSON.stringify(overall)}`,
    `"byRegion":${JSON.stringify(byRegion)}`,
    `"byPracticeType":${JSON.stringify(byPracticeType)}`,
    `"byShiftType":${JSON.stringify(byShiftType)}`,
  ].join(',');
  const topState = byRegion.filter((region) => region.state !== OTHER_GROUP).sort((a, b) => b.avgRate - a.avgRate)[0];
  const topType = byPracticeType.filter((group) => group.type !== OTHER_GROUP).sort((a, b) => b.avgRate - a.avgRate)[0];
  const parts = [
    topState && `${stateName(topState.state)} pays the most (${perHour(topState.avgRate)})`,
    topType && `${label(topType.type)} shifts pay ${perHour(topType.avgRate)}`,
  ].filter(Boolean);
  const national = parts.length ? `Nationally, ${parts.join(' and ')}.` : '';
  return {
    sums,
    head,
    message: trendMessage(sums),
    window: { from: isoDate(sums.from), to: isoDate(sums.to), computedAt: new Date(sums.computedAt).toISOString() },
    national,
    memo: new Map(),
  };
}

/** A clinic's own average in the window against its state's (or the nation's when the state is too small to show). */
function clinicRecommendation(snapshot: MarketSnapshot, clinicId: number, state: string): string {
  const { sums } = snapshot;
  const own = sums.clinics.get(clinicId);
  const stateSums = sums.states.get(state)?.rates;
  const shownState = stateSums?.shown ? stateSums : null;
  const place = shownState ? `${stateName(state)}'s` : 'the national';
  const benchmark = shownState?.avg ?? (sums.overall.shown ? sums.overall.avg : null);
  if (benchmark === null) return 'Too few shifts have been posted recently to compare your rates with the market yet.';
  if (!own?.count)
    return `You posted no shifts in the last ${MARKET_WINDOW_DAYS} days; ${place} average is ${perHour(benchmark)}. Pricing near it brings applicants.`;
  const avg = Math.round(own.sum / own.count);
  const percent = percentOf(avg, benchmark);
  const yours = `Your average ${perHour(avg)} over ${plural(own.count, 'shift')}`;
  if (Math.abs(percent) < 1) return `${yours} is in line with ${place} ${perHour(benchmark)}.`;
  if (percent < 0) return `${yours} is ${Math.abs(percent)}% below ${place} ${perHour(benchmark)}. Raising your rate toward it may bring more applicants.`;
  return `${yours} is ${percent}% above ${place} ${perHour(benchmark)}: your shifts should stand out to relief vets.`;
}

/** Where (city) and in which practice type rates are highest within a vet's travel radius. */
function vetRecommendation(snapshot: MarketSnapshot, latitude: number | null, longitude: number | null, radius: number): string {
  const fallback = snapshot.national || 'Check back for personalized insights as more shifts are posted.';
  if (latitude === null || longitude === null) return `Add your address to your profile to see rates near you. ${fallback}`;
  let best: { city: string; state: string; avg: number; count: number } | null = null;
  const local = new DisjointTotal();
  const byType = PRACTICE_TYPES.map(() => new DisjointTotal());
  snapshot.sums.cityGrid.forEachWithin(latitude, longitude, radius, (city) => {
    local.merge(city.rates);
    for (let index = 0; index < byType.length; index++) byType[index]!.merge(city.practice[index]!);
    if (city.rates.shown && (!best || city.rates.avg > best.avg)) best = { city: city.city, state: city.state, avg: city.rates.avg, count: city.rates.count };
    return true;
  });
  const within = `within your ${radius}-mile radius`;
  if (!local.shown) return `Too few shifts were posted ${within} recently to compare. ${fallback}`;
  let bestType = -1;
  byType.forEach((total, index) => {
    if (total.shown && (bestType < 0 || total.avg > byType[bestType]!.avg)) bestType = index;
  });
  const parts: string[] = [];
  const top = best as { city: string; state: string; avg: number; count: number } | null;
  if (top) parts.push(`${top.city}, ${top.state} pays the most (${perHour(top.avg)} over ${plural(top.count, 'shift')})`);
  if (bestType >= 0) {
    const type = byType[bestType]!;
    const percent = percentOf(type.avg, local.avg);
    parts.push(
      `${label(PRACTICE_TYPES[bestType]!)} shifts pay the most (${perHour(type.avg)}, ${percent >= 0 ? '+' : ''}${percent}% against the local ${perHour(local.avg)})`,
    );
  }
  if (!parts.length) return `Shifts ${within} average ${perHour(local.avg)} over ${plural(local.count, 'shift')}.`;
  const sentence = parts.join(', and ');
  return `${within[0]!.toUpperCase()}${within.slice(1)}, ${sentence}.`;
}

export interface Viewer {
  userId: number;
  userType: 'clinic' | 'relief_vet' | string;
  state?: string;
  latitude?: number | null;
  longitude?: number | null;
  radius?: number;
}

function recommendationFor(snapshot: MarketSnapshot, viewer: Viewer): string {
  const key = viewer.userType === 'clinic' ? `c:${viewer.userId}:${viewer.state}` : `v:${viewer.latitude}:${viewer.longitude}:${viewer.radius}`;
  let text = snapshot.memo.get(key);
  if (text === undefined) {
    text =
      viewer.userType === 'clinic'
        ? clinicRecommendation(snapshot, viewer.userId, viewer.state ?? '')
        : vetRecommendation(snapshot, viewer.latitude ?? null, viewer.longitude ?? null, viewer.radius ?? 50);
    if (snapshot.memo.size >= MEMO_LIMIT) snapshot.memo.clear();
    snapshot.memo.set(key, text);
  }
  return text;
}

/** GET /api/market-data as JSON text: the shared figures with the viewer's recommendation. */
export function marketDataJson(snapshot: MarketSnapshot, viewer: Viewer): string {
  const trends = JSON.stringify({ message: snapshot.message, recommendation: recommendationFor(snapshot, viewer) });
  return `{${snapshot.head},"trends":${trends},"window":${JSON.stringify(snapshot.window)}}`;
}

/** The state's average for one practice type: null when too few shifts or clinics to show. */
export function rateHint(snapshot: MarketSnapshot, state: string, practiceType: string): RateHint {
  const index = (PRACTICE_TYPES as readonly string[]).indexOf(practiceType);
  const sum = index >= 0 ? snapshot.sums.states.get(state)?.practice[index] : undefined;
  return { state, practiceType, avgRate: sum?.shown ? sum.avg : null, shiftCount: sum?.count ?? 0 };
}

// ---- keeping the snapshot ----

interface Holder {
  current: MarketSnapshot | null;
  making: Promise<MarketSnapshot> | null;
}

const holders = new WeakMap<Db, Holder>();

function holderOf(db: Db): Holder {
  let holder = holders.get(db);
  if (!holder) holders.set(db, (holder = { current: null, making: null }));
  return holder;
}

/** Computes a new snapshot (one at a time per database) and keeps it. */
export function refreshMarket(deps: Pick<AppDeps, 'db' | 'clock' | 'log'>): Promise<MarketSnapshot> {
  const holder = holderOf(deps.db);
  if (!holder.making) {
    holder.making = computeMarketSums(deps.db, deps.clock())
      .then((sums) => {
        const snapshot = snapshotOf(sums);
        holder.current = snapshot;
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

/** The current snapshot: made now at first use; answered while a new one is made when it went stale. */
export async function marketSnapshot(deps: Pick<AppDeps, 'db' | 'clock' | 'log'>): Promise<MarketSnapshot> {
  const { current } = holderOf(deps.db);
  if (!current) return refreshMarket(deps);
  if (deps.clock() - current.sums.computedAt > STALE_AFTER_MS) refreshMarket(deps).catch((error) => deps.log.error('Refreshing market data failed', error));
  return current;
}
