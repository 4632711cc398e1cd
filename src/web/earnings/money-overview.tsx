// The layout Earnings (vet) and Spend (clinic) share: figure cards, the 12-month chart (its code
// loaded after the figures), the table by the other party, and the CSV download. Space is kept for
// each part while it loads, so nothing jumps.
import type { UseQueryResult } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { MonthFigures } from '../../shared/invoices';
import { pages } from '../lib/paths';
import { Button } from '../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { PageHeader } from '../ui/page-header';
import { Spinner } from '../ui/spinner';
import { CsvDownload } from './csv-download';
import { FigureCards, type Figures } from './figure-cards';
import { MonthTable } from './month-table';
import { type PartyRow, PartyTable } from './party-table';

const MonthChart = lazy(() => import('./month-chart'));

export interface MoneyOverviewProps<T extends Figures & { months: MonthFigures[] }> {
  title: string;
  description: string;
  paidLabel: string;
  tableTitle: string;
  partyLabel: string;
  summary: UseQueryResult<T>;
  rows: (summary: T) => PartyRow[];
  csvPath: (year: number) => string;
}

export function MoneyOverview<T extends Figures & { months: MonthFigures[] }>(props: MoneyOverviewProps<T>) {
  const { summary } = props;
  // Twelve empty months draw an axis of "$0" five times over: say there is nothing yet instead.
  const nothingYet = summary.data?.months.every((month) => month.invoicedCents === 0 && month.paidCents === 0) ?? false;
  return (
    <>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={
          <Button asChild variant="outline">
            <Link to={pages.invoices}>
              <FileText aria-hidden /> Invoices
            </Link>
          </Button>
        }
      />
      {summary.isError && (
        <Card className="mb-6 flex flex-wrap items-center justify-between gap-3 p-4">
          <p className="text-sm text-muted-foreground">Could not load your figures.</p>
          <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        </Card>
      )}
      <FigureCards figures={summary.data} paidLabel={props.paidLabel} />
      <Card className="mb-6">
        <CardHeader className="pb-2">
          <CardTitle className="text-lg">Last 12 months</CardTitle>
        </CardHeader>
        <CardContent>
          {nothingYet ? (
            <p className="py-8 text-center text-sm text-muted-foreground" data-testid="no-months">
              Nothing invoiced or paid in the last 12 months yet: each month fills in as invoices go out and are paid.
            </p>
          ) : (
            <>
              <Suspense fallback={<ChartSpace />}>
                {summary.data ? <MonthChart months={summary.data.months} paidLabel={props.paidLabel} /> : <ChartSpace />}
              </Suspense>
              {summary.data && <MonthTable months={summary.data.months} paidLabel={props.paidLabel} />}
            </>
          )}
        </CardContent>
      </Card>
      <div className="mb-6">
        {summary.data ? (
          <PartyTable title={props.tableTitle} partyLabel={props.partyLabel} rows={props.rows(summary.data)} />
        ) : (
          <Card className="flex h-48 items-center justify-center">{summary.isLoading && <Spinner label="Loading the table" />}</Card>
        )}
      </div>
      <Card>
        <CardContent className="flex flex-col gap-4 p-5 sm:flex-row sm:items-end sm:justify-between sm:p-6">
          <div>
            <h2 className="text-lg font-semibold">Spreadsheet</h2>
            <p className="text-sm text-muted-foreground">One row per invoice line with totals; opens in Excel, Numbers or Google Sheets.</p>
          </div>
          <CsvDownload pathOf={props.csvPath} />
        </CardContent>
      </Card>
    </>
  );
}

function ChartSpace() {
  return (
    <div className="flex h-72 items-center justify-center">
      <Spinner label="Loading the chart" />
    </div>
  );
}
