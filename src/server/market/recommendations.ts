// The viewer's own line of Market Insights ("For you"): a clinic's average against its state's, a
// vet's best-paying city and practice type within its travel radius. The market's side comes from
// the snapshot; a clinic's own side is read live, so a shift it just posted counts at once.
import { PRACTICE_TYPES } from '../../shared/constants';
import { formatRate } from '../../shared/money';
import { averageOf, DisjointTotal, isShown, MARKET_WINDOW_DAYS } from './aggregate';
import { type CityFigures, type MarketFigures, percentOf, plural, typeLabel } from './figures';
import type { PointGrid } from '../lib/point-grid';
import { stateName } from './states';

export interface CityPoint extends CityFigures {
  id: number;
}

/** A clinic's own shifts in the window up to now (not cancelled). */
export interface OwnSums {
  sum: number;
  count: number;
}

/** A clinic's own average against its state's (or the nation's when the state is too small to show). */
export function clinicRecommendation(figures: MarketFigures, own: OwnSums, state: string): string {
  const stateTotals = figures.states[state]?.rates;
  const shownState = stateTotals && isShown(stateTotals) ? stateTotals : null;
  const place = shownState ? `${stateName(state)}'s` : 'the national';
  const benchmark = shownState ? averageOf(shownState) : isShown(figures.overall) ? averageOf(figures.overall) : null;
  if (benchmark === null) return 'Too few shifts have been posted recently to compare your rates with the market yet.';
  if (!own.count)
    return `You posted no shifts in the last ${MARKET_WINDOW_DAYS} days; ${place} average is ${formatRate(benchmark)}. Pricing near it brings applicants.`;
  const avg = averageOf(own);
  const percent = percentOf(avg, benchmark);
  const yours = `Your average ${formatRate(avg)} over ${plural(own.count, 'shift')}`;
  if (Math.abs(percent) < 1) return `${yours} is in line with ${place} ${formatRate(benchmark)}.`;
  if (percent < 0) return `${yours} is ${Math.abs(percent)}% below ${place} ${formatRate(benchmark)}. Raising your rate toward it may bring more applicants.`;
  return `${yours} is ${percent}% above ${place} ${formatRate(benchmark)}: your shifts should stand out to relief vets.`;
}

/** Where (city) and in which practice type rates are highest within a vet's travel radius. */
export function vetRecommendation(
  figures: MarketFigures,
  cityGrid: PointGrid<CityPoint>,
  latitude: number | null,
  longitude: number | null,
  radius: number,
): string {
  const fallback = figures.national || 'Check back for personalized insights as more shifts are posted.';
  if (latitude === null || longitude === null) return `Add your address to your profile to see rates near you. ${fallback}`;
  let best: CityPoint | null = null;
  const local = new DisjointTotal();
  const byType = PRACTICE_TYPES.map(() => new DisjointTotal());
  cityGrid.forEachWithin(latitude, longitude, radius, (city) => {
    local.merge(city.rates);
    for (let index = 0; index < byType.length; index++) byType[index]!.merge(city.practice[index]!);
    if (isShown(city.rates) && (!best || averageOf(city.rates) > averageOf(best.rates))) best = city;
    return true;
  });
  const within = `within your ${radius}-mile radius`;
  if (!local.shown) return `Too few shifts were posted ${within} recently to compare. ${fallback}`;
  let bestType = -1;
  byType.forEach((total, index) => {
    if (total.shown && (bestType < 0 || total.avg > byType[bestType]!.avg)) bestType = index;
  });
  const parts: string[] = [];
  const top = best as CityPoint | null;
  if (top) parts.push(`${top.city}, ${top.state} pays the most (${formatRate(averageOf(top.rates))} over ${plural(top.rates.count, 'shift')})`);
  if (bestType >= 0) {
    const type = byType[bestType]!;
    const percent = percentOf(type.avg, local.avg);
    parts.push(
      `${typeLabel(PRACTICE_TYPES[bestType]!)} shifts pay the most (${formatRate(type.avg)}, ${percent >= 0 ? '+' : ''}${percent}% against the local ${formatRate(local.avg)})`,
    );
  }
  if (!parts.length) return `Shifts ${within} average ${formatRate(local.avg)} over ${plural(local.count, 'shift')}.`;
  return `${within[0]!.toUpperCase()}${within.slice(1)}, ${parts.join(', and ')}.`;
}
