// The spec's lists (spec 2 §2 /market-data): by region with up to four cities, and by practice
// type and shift type with the percent against the overall average.
import { useId } from 'react';
import { MAX_CITIES_PER_STATE, type MarketGroup, type MarketRegion, OTHER_GROUP } from '../../shared/market';
import { cn } from '../lib/cn';

import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { formatPercent, formatShiftCount, groupLabel } from './market-format';
import { stateName } from './us-states';
import { formatRate } from '../../shared/money';

function Empty() {
  return <p className="text-sm text-muted-foreground">No shifts in this window yet.</p>;
}

export function RegionList({ regions }: { regions: MarketRegion[] }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-3">
        <CardTitle id={titleId} className="text-lg">
          By Region
        </CardTitle>
      </CardHeader>
      <CardContent>
        {regions.length === 0 ? (
          <Empty />
        ) : (
          <ul className="grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3">
            {regions.map((region) => (
              <li key={region.state} className="border-t border-border py-3">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="font-medium text-foreground">
                    {region.state === OTHER_GROUP ? 'Other states' : stateName(region.state)}
                    {region.state !== OTHER_GROUP && <span className="ml-1 text-sm font-normal text-muted-foreground">{region.state}</span>}
                  </p>
                  <p className="shrink-0 font-semibold tabular-nums text-foreground">{formatRate(region.avgRate)}</p>
                </div>
                <p className="text-sm text-muted-foreground">{formatShiftCount(region.shiftCount)}</p>
                {region.cities.length > 0 && (
                  <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label={`Cities in ${stateName(region.state)}`}>
                    {region.cities.slice(0, MAX_CITIES_PER_STATE).map((city) => (
                      <li key={city.city} className="rounded-full bg-muted px-2 py-0.5 text-xs text-slate-700">
                        {city.city} <span className="font-medium">{formatRate(city.avgRate)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function Percent({ value }: { value: number }) {
  const text = formatPercent(value);
  return (
    <span className={cn('tabular-nums', text.startsWith('+') ? 'text-emerald-700' : text.startsWith('−') ? 'text-rose-700' : 'text-muted-foreground')}>
      {text}
    </span>
  );
}

export function GroupList({ title, groups, note }: { title: string; groups: MarketGroup[]; note?: string }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-3">
        <CardTitle id={titleId} className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {groups.length === 0 ? (
          <Empty />
        ) : (
          <ul className="divide-y divide-border">
            {groups.map((group) => (
              <li key={group.type} className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0">
                  <p className="font-medium text-foreground">{groupLabel(group.type)}</p>
                  <p className="text-sm text-muted-foreground">{formatShiftCount(group.shiftCount)}</p>
                </div>
                <div className="shrink-0 text-right">
                  <p className="font-semibold tabular-nums text-foreground">{formatRate(group.avgRate)}</p>
                  <p className="text-sm">
                    <Percent value={group.percentAboveAvg} /> <span className="sr-only">against the overall average</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {note && groups.length > 0 && <p className="mt-3 border-t border-border pt-3 text-xs text-muted-foreground">{note}</p>}
      </CardContent>
    </Card>
  );
}
