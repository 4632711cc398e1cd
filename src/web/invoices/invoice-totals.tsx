// The two figures at the top of /invoices: what is outstanding and what of it is overdue, over all
// of the caller's invoices whatever the filters. Space is kept while they load.
import type { InvoiceTotals } from '../../shared/invoices';
import { cn } from '../lib/cn';
import { pluralize } from '../lib/plural';
import { Card } from '../ui/card';
import { invoiceMoney } from './invoice-format';

export function InvoiceTotalsCards({ totals, side }: { totals: InvoiceTotals | undefined; side: 'vet' | 'clinic' }) {
  return (
    <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4">
      <Figure
        label={side === 'vet' ? 'Outstanding (owed to you)' : 'Outstanding (you owe)'}
        cents={totals?.outstandingCents}
        count={totals?.outstandingCount}
      />
      <Figure label="Overdue" cents={totals?.overdueCents} count={totals?.overdueCount} alarm={(totals?.overdueCount ?? 0) > 0} />
    </div>
  );
}

function Figure({ label, cents, count, alarm = false }: { label: string; cents: number | undefined; count: number | undefined; alarm?: boolean }) {
  return (
    <Card className={cn('p-4 sm:p-5', alarm && 'border-red-200 bg-red-50/60')}>
      <p className="text-xs font-medium text-slate-600 sm:text-sm">{label}</p>
      <p className={cn('mt-1 h-8 text-xl font-bold tabular-nums sm:text-2xl', alarm ? 'text-red-800' : 'text-foreground')}>
        {cents === undefined ? '' : invoiceMoney(cents)}
      </p>
      <p className="h-4 text-xs text-slate-600">{count === undefined ? '' : `${count} ${pluralize(count, 'invoice')}`}</p>
    </Card>
  );
}
