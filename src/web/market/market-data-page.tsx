// /market-data (spec 2 §2, issue 14): the figures, a US map by state and a chart by practice type
// (each also as a table), the lists by region, practice type and shift type, the insights, and
// the window the figures come from. The map's shapes come with this page's code (no other page
// loads them); the server draws the map into the page, so a reader sees it before any script runs.
import { AlertTriangle, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MARKET_REFRESH_MINUTES, MIN_GROUP_CLINICS, MIN_GROUP_SHIFTS, type MarketData, OTHER_GROUP } from '../../shared/market';
import { PageHeader } from '../ui/page-header';
import { buttonVariants } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { MarketCards } from './market-cards';
import { formatAsOf, formatComputedAt, formatWindow } from './market-format';
import { MarketInsights } from './market-insights';
import { GroupList, RegionList } from './market-lists';
import { GroupTable, RegionTable, TableDisclosure } from './market-tables';
import { PracticeTypeChart } from './practice-type-chart';
import { UsRateMap } from './us-rate-map';
import { useMarketData } from './use-market-data';

/** Why the practice types' shift counts add up to more than the shifts posted. */
const MULTI_TYPE_NOTE = 'A shift open to several practice types counts in each of them.';

export function MarketDataPage() {
  const market = useMarketData();
  return (
    <>
      <PageHeader title="Market Data" description="What relief shifts pay on VetRelief: average hourly rates by state, practice type and shift type." />
      {market.isPending ? (
        <div className="flex items-center justify-center gap-3 py-16 text-muted-foreground">
          <Spinner label="Loading" />
          <p>Loading market data...</p>
        </div>
      ) : market.isError ? (
        <Unavailable />
      ) : (
        <MarketView data={market.data} />
      )}
    </>
  );
}

function Unavailable() {
  return (
    <Card role="alert">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
          <AlertTriangle className="size-6" aria-hidden />
        </span>
        <h2 className="text-lg font-semibold text-foreground">Market Data Unavailable</h2>
        <p className="max-w-md text-sm text-muted-foreground">Unable to load market data at this time. Please try again later or contact support.</p>
        <Link to="/dashboard" className={buttonVariants({ variant: 'outline', className: 'mt-2' })}>
          Return to Dashboard
        </Link>
      </CardContent>
    </Card>
  );
}

function MarketView({ data }: { data: MarketData }) {
  const states = data.byRegion.filter((region) => region.state !== OTHER_GROUP);
  const hasOther = data.byRegion.length > states.length;
  const empty = data.overall.totalShifts === 0;
  return (
    <div className="space-y-6">
      <p className="-mt-2 flex items-start gap-2 text-sm text-slate-700" data-testid="market-as-of">
        <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>
          <span className="font-semibold text-foreground">Figures as of {formatAsOf(data.window.computedAt)}</span>, updated every {MARKET_REFRESH_MINUTES}{' '}
          minutes: a shift posted since then is counted at the next update.
        </span>
      </p>
      <MarketCards data={data} />
      <MarketInsights trends={data.trends} />
      <Card className="min-w-0">
        <CardHeader className="pb-3">
          <CardTitle className="text-lg">Average Rate by State</CardTitle>
          <CardDescription>
            {states.length === 0
              ? empty
                ? 'No shifts were posted in this window yet.'
                : 'No state has enough shifts to show on its own yet: every shift is counted in Other.'
              : `Darker states pay more per hour. Grey states ${hasOther ? 'have too few shifts to show on their own' : 'had no shifts in this window'}.`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <UsRateMap regions={states} hasOther={hasOther} />
          {data.byRegion.length > 0 && (
            <TableDisclosure>
              <RegionTable regions={data.byRegion} />
            </TableDisclosure>
          )}
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="min-w-0">
          <CardHeader className="pb-3">
            <CardTitle className="text-lg">Rates by Practice Type</CardTitle>
            <CardDescription>Average hourly rate; the dashed line is the overall average. {MULTI_TYPE_NOTE}</CardDescription>
          </CardHeader>
          <CardContent>
            {data.byPracticeType.length === 0 ? (
              <p className="text-sm text-muted-foreground">No shifts in this window yet.</p>
            ) : (
              <>
                <PracticeTypeChart groups={data.byPracticeType} overallAvg={data.overall.avgRate} />
                <TableDisclosure>
                  <GroupTable caption="Average hourly rate by practice type" heading="Practice type" groups={data.byPracticeType} />
                </TableDisclosure>
              </>
            )}
          </CardContent>
        </Card>
        <GroupList title="By Practice Type" groups={data.byPracticeType} note={MULTI_TYPE_NOTE} />
        <GroupList title="By Shift Type" groups={data.byShiftType} />
      </div>
      <RegionList regions={data.byRegion} />
      <footer className="space-y-1 border-t border-border pt-4 text-sm text-muted-foreground">
        <p>
          Rates are anonymized and aggregated: a state or type with fewer than {MIN_GROUP_SHIFTS} shifts or {MIN_GROUP_CLINICS} clinics is counted in Other, so
          no single clinic's rate can be read off.
        </p>
        <p>
          Shifts posted {formatWindow(data.window.from, data.window.to)} · computed {formatComputedAt(data.window.computedAt)}.
        </p>
      </footer>
    </div>
  );
}
