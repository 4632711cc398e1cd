// Every figure of the map and the chart as a table, behind a 'Show as table' disclosure: what a
// screen reader (or anyone who would rather compare numbers) reads instead of the picture.
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MarketGroup, MarketRegion } from '../../shared/market';

import { formatPercent, groupLabel } from './market-format';
import { stateName } from './us-states';
import { formatRate } from '../../shared/money';

export function TableDisclosure({ children }: { children: ReactNode }) {
  return (
    <details className="group mt-4 rounded-lg border border-border">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-primary hover:bg-muted [&::-webkit-details-marker]:hidden">
        <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden />
        <span className="group-open:hidden">Show as table</span>
        <span className="hidden group-open:inline">Hide table</span>
      </summary>
      <div className="overflow-x-auto border-t border-border">{children}</div>
    </details>
  );
}

const th = 'px-3 py-2 text-left font-medium text-muted-foreground';
const td = 'px-3 py-2 align-top';

export function RegionTable({ regions }: { regions: MarketRegion[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Average hourly rate by state</caption>
      <thead className="bg-muted/60">
        <tr>
          <th scope="col" className={th}>
            State
          </th>
          <th scope="col" className={`${th} text-right`}>
            Average
          </th>
          <th scope="col" className={`${th} text-right`}>
            Shifts
          </th>
          <th scope="col" className={th}>
            Cities
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {regions.map((region) => (
          <tr key={region.state}>
            <th scope="row" className={`${td} text-left font-medium text-foreground`}>
              {stateName(region.state)}
            </th>
            <td className={`${td} text-right tabular-nums`}>{formatRate(region.avgRate)}</td>
            <td className={`${td} text-right tabular-nums`}>{region.shiftCount.toLocaleString('en-US')}</td>
            <td className={`${td} text-muted-foreground`}>{region.cities.map((city) => `${city.city} ${formatRate(city.avgRate)}`).join(', ') || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function GroupTable({ caption, heading, groups }: { caption: string; heading: string; groups: MarketGroup[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-muted/60">
        <tr>
          <th scope="col" className={th}>
            {heading}
          </th>
          <th scope="col" className={`${th} text-right`}>
            Average
          </th>
          <th scope="col" className={`${th} text-right`}>
            Shifts
          </th>
          <th scope="col" className={`${th} text-right`}>
            vs. average
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {groups.map((group) => (
          <tr key={group.type}>
            <th scope="row" className={`${td} text-left font-medium text-foreground`}>
              {groupLabel(group.type)}
            </th>
            <td className={`${td} text-right tabular-nums`}>{formatRate(group.avgRate)}</td>
            <td className={`${td} text-right tabular-nums`}>{group.shiftCount.toLocaleString('en-US')}</td>
            <td className={`${td} text-right tabular-nums`}>{formatPercent(group.percentAboveAvg)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
