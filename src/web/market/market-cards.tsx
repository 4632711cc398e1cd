// The four figures at the top of /market-data (spec 2 §2): average rate (of the shifts posted in
// the window), active shifts (open and dated today or later, whenever posted), rate range and data
// coverage (the states shown on their own).
import type { LucideIcon } from 'lucide-react';
import { BarChart3, DollarSign, MapPinned, Stethoscope } from 'lucide-react';
import { type MarketData, OTHER_GROUP } from '../../shared/market';

import { Card } from '../ui/card';
import { formatShiftCount } from './market-format';
import { formatMoney, formatRate } from '../../shared/money';

function Figure({ label, value, hint, icon: Icon }: { label: string; value: string; hint: string; icon: LucideIcon }) {
  return (
    <Card className="flex items-center gap-4 p-3 sm:p-5">
      <span className="hidden size-11 shrink-0 sm:flex items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <p className="text-xl font-bold text-foreground sm:text-2xl">{value}</p>
        <p className="truncate text-xs text-muted-foreground">{hint}</p>
      </div>
    </Card>
  );
}

export function MarketCards({ data }: { data: MarketData }) {
  const { overall } = data;
  const states = data.byRegion.filter((region) => region.state !== OTHER_GROUP).length;
  const empty = overall.totalShifts === 0;
  return (
    <section aria-label="Market figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure
        label="Average Rate"
        value={empty ? '—' : formatRate(overall.avgRate)}
        hint={`Of ${formatShiftCount(overall.totalShifts)} posted`}
        icon={DollarSign}
      />
      <Figure label="Active Shifts" value={overall.activeShifts.toLocaleString('en-US')} hint="Open, today or later" icon={Stethoscope} />
      <Figure
        label="Rate Range"
        value={empty ? '—' : `${formatMoney(overall.rateRange.min)} - ${formatMoney(overall.rateRange.max)}`}
        hint="Lowest to highest"
        icon={BarChart3}
      />
      <Figure label="Data Coverage" value={`${states} ${states === 1 ? 'state' : 'states'}`} hint="Shown on the map" icon={MapPinned} />
    </section>
  );
}
