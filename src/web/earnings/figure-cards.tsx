// The four figures at the top of Earnings and Spend, in whole dollars: paid this month and this
// year, outstanding and overdue.
import { formatMoney } from '../../shared/money';
import { cn } from '../lib/cn';
import { Card } from '../ui/card';

export interface Figures {
  thisMonthPaidCents: number;
  thisYearPaidCents: number;
  outstandingCents: number;
  overdueCents: number;
}

export function FigureCards({ figures, paidLabel }: { figures: Figures | undefined; paidLabel: string }) {
  const cards: { label: string; cents: number | undefined; alarm?: boolean }[] = [
    { label: `${paidLabel} this month`, cents: figures?.thisMonthPaidCents },
    { label: `${paidLabel} this year`, cents: figures?.thisYearPaidCents },
    { label: 'Outstanding', cents: figures?.outstandingCents },
    { label: 'Overdue', cents: figures?.overdueCents, alarm: (figures?.overdueCents ?? 0) > 0 },
  ];
  return (
    <dl className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <Card key={card.label} className={cn('p-4 sm:p-5', card.alarm && 'border-red-200 bg-red-50/60')}>
          <dt className="text-xs font-medium text-slate-600 sm:text-sm">{card.label}</dt>
          <dd className={cn('mt-1 h-8 text-xl font-bold tabular-nums sm:text-2xl', card.alarm ? 'text-red-800' : 'text-foreground')} data-testid="figure">
            {card.cents === undefined ? '' : formatMoney(card.cents)}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
