// What one aggregate pass leaves for requests to read, as plain JSON-able data: the figures every
// viewer shares (already JSON text), the trend, and the per-state and per-city totals that the
// viewers' recommendations and the rate hint read. Kept in memory (snapshot.ts) and stored in
// app_settings (stored-snapshot.ts) so a restarted server answers at once.
import { formatRate } from '../../shared/money';
import {
  MAX_CITIES_PER_STATE,
  type MarketCity,
  type MarketGroup,
  type MarketOverall,
  type MarketRegion,
  type MarketWindow,
  OTHER_GROUP,
} from '../../shared/market';
import { averageOf, MARKET_WINDOW_DAYS, type MarketSums, RateSum, type Totals, totalsOf } from './aggregate';
import { stateName } from './states';

export interface StateFigures {
  rates: Totals;
  /** By practice type, in PRACTICE_TYPES order (the rate hint). */
  practice: Totals[];
}

export interface CityFigures {
  city: string;
  state: string;
  /** The centre of its located shifts. */
  latitude: number;
  longitude: number;
  rates: Totals;
  practice: Totals[];
}

export interface MarketFigures {
  /** When the pass ran (ms). */
  computedAt: number;
  /** `"overall":…,"byRegion":…,"byPracticeType":…,"byShiftType":…` */
  head: string;
  message: string;
  window: MarketWindow;
  /** The highest-paying state and practice type shown nationally (the fallback recommendation). */
  national: string;
  overall: Totals;
  states: Record<string, StateFigures>;
  /** Cities with located shifts in the window: the vets' within-radius recommendation. */
  cities: CityFigures[];
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const round1 = (value: number) => Math.round(value * 10) / 10;
export const percentOf = (value: number, base: number) => (base ? round1(((value - base) / base) * 100) : 0);
export const typeLabel = (type: string) => type.replace(/_/g, ' ');
const count = (n: number) => n.toLocaleString('en-US');
export const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;

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
  const now = `${plural(overall.count, 'shift')} posted in ${days} at an average of ${formatRate(overall.avg)}`;
  if (!previous.count) return `${now}; no shifts were posted in the ${MARKET_WINDOW_DAYS} days before to compare with.`;
  const previousAvg = averageOf(previous);
  const rate = percentOf(overall.avg, previousAvg);
  const volume = percentOf(overall.count, previous.count);
  const rateText =
    rate === 0
      ? `held steady at ${formatRate(overall.avg)}`
      : `${rate > 0 ? 'rose' : 'fell'} ${Math.abs(rate)}% to ${formatRate(overall.avg)} (from ${formatRate(previousAvg)})`;
  const volumeText =
    volume === 0
      ? `shift volume held steady at ${count(overall.count)}`
      : `shift volume is ${volume > 0 ? 'up' : 'down'} ${Math.abs(volume)}% (${count(overall.count)} shifts against ${count(previous.count)})`;
  return `Over ${days}, average rates ${rateText} compared with the ${MARKET_WINDOW_DAYS} days before, and ${volumeText}.`;
}

/** The figures of one pass. */
export function figuresOf(sums: MarketSums): MarketFigures {
  const overallAvg = sums.overall.avg;
  const overall: MarketOverall = {
    avgRate: overallAvg,
    totalShifts: sums.overall.count,
    activeShifts: sums.active,
    rateRange: { min: sums.min, max: sums.max },
  };
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
    topState && `${stateName(topState.state)} pays the most (${formatRate(topState.avgRate)})`,
    topType && `${typeLabel(topType.type)} shifts pay ${formatRate(topType.avgRate)}`,
  ].filter(Boolean);

  const states: Record<string, StateFigures> = {};
  const cities: CityFigures[] = [];
  for (const state of sums.states.values()) {
    if (!state.rates.count) continue;
    states[state.code] = { rates: totalsOf(state.rates), practice: state.practice.map(totalsOf) };
    for (const city of state.cities.values()) {
      if (!city.located || !city.rates.count) continue;
      cities.push({
        city: city.city,
        state: city.state,
        latitude: city.latitude,
        longitude: city.longitude,
        rates: totalsOf(city.rates),
        practice: city.practice.map(totalsOf),
      });
    }
  }
  return {
    computedAt: sums.computedAt,
    head,
    message: trendMessage(sums),
    window: { from: isoDate(sums.from), to: isoDate(sums.to), computedAt: new Date(sums.computedAt).toISOString() },
    national: parts.length ? `Nationally, ${parts.join(' and ')}.` : '',
    overall: totalsOf(sums.overall),
    states,
    cities,
  };
}
